// Nova's os-volume_attachments: attach and detach through Nova, which calls Cinder on the
// user's behalf (N:nova/api/openstack/compute/volume_attachments.py, N:nova/compute/api.py).
import { atLeast } from '../../api/microversion'
import { canBeginDetaching } from '../../rules/cinder-rules'
import type { ServerFacts } from '../../rules/nova-rules'
import {
  canChangeVolumesOf,
  canNovaAttach,
  canNovaDetach,
  canSwapVolume,
  notAttachedMessage,
  OLD_COMPUTE_ATTACH_MODE,
} from '../../rules/nova-rules'
import type { Refusal } from '../../rules/verdict'
import { refuse } from '../../rules/verdict'
import {
  completeAttachment,
  connectionInfo,
  createAttachment,
  deleteAttachment,
  hostConnector,
  newId,
} from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isService } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import type { BdmRecord, ServerRecord, VolumeRecord } from './state'
import { findServer, nextDevice, recordAction, requestId } from './servers'
import { requirePolicy } from './access'

/** cinderclient's text, as Nova passes a Cinder error on (CC:cinderclient/exceptions.py). */
function fromCinder(refusal: Refusal): Refusal {
  const suffix = `(HTTP ${refusal.status}) (Request-ID: ${requestId()})`
  if (refusal.status === 400) return refuse(400, `Invalid input received: ${refusal.message} ${suffix}`, refusal.rule)
  if (refusal.status === 404) return refuse(404, refusal.message, refusal.rule)
  return refuse(refusal.status, `${refusal.message} ${suffix}`, refusal.rule)
}

function serverFacts(server: ServerRecord): ServerFacts {
  return { id: server.id, vmState: server.vm_state, taskState: server.task_state, locked: server.locked }
}

function novaVolume(cloud: DemoCloud, caller: Caller, volumeId: string): VolumeRecord {
  const volume = cloud.volume(volumeId)
  if (!volume || !cloud.sees(caller, volume.project_id, true))
    return fail(404, `Volume ${volumeId} could not be found.`)
  return volume
}

function serversWithVolume(cloud: DemoCloud, volumeId: string): string[] {
  return cloud.state.servers
    .filter((server) => server.bdms.some((bdm) => bdm.volume_id === volumeId))
    .map((server) => server.id)
}

export interface NovaAttachInput {
  volumeId: string
  device?: string | null
  tag?: string
  deleteOnTermination?: boolean
  attachMode?: 'rw' | 'ro'
}

export function novaAttach(
  cloud: DemoCloud,
  caller: Caller,
  serverId: string,
  input: NovaAttachInput,
  microversion: string,
): { bdm: BdmRecord | null; server: ServerRecord } {
  const server = findServer(cloud, caller, serverId)
  requirePolicy(cloud, caller, 'os_compute_api:os-volumes-attachments:create')
  enforce(canChangeVolumesOf(serverFacts(server), 'attach_volume', microversion))
  const volume = novaVolume(cloud, caller, input.volumeId)
  const host = cloud.state.computeHosts.find((candidate) => candidate.name === server.host)
  const apiChecks = canNovaAttach(serverFacts(server), volume, {
    microversion,
    serversWithVolume: serversWithVolume(cloud, volume.id),
    hostSupportsMultiattach: host?.multiattach ?? true,
    tagged: input.tag !== undefined,
  })
  // R5 and R3 are raised by the compute / conductor; the rest by the API itself.
  const apiLevel = !apiChecks.ok && apiChecks.rule !== 'R5' && apiChecks.rule !== 'R3'
  if (!apiChecks.ok && apiLevel) throw new CloudFault(apiChecks)
  const asynchronous = atLeast(microversion, '2.101')
  const id = requestId()
  const conductor = (): BdmRecord => {
    if (!apiChecks.ok) throw new CloudFault(apiChecks)
    if (input.attachMode && host?.old) {
      fail(409, OLD_COMPUTE_ATTACH_MODE(host.name))
    }
    const offloaded = server.vm_state === 'shelved_offloaded'
    let attachmentId: string
    try {
      const attachment = createAttachment(cloud, caller, volume, { instanceId: server.id, mode: input.attachMode })
      attachmentId = attachment.id
      if (offloaded) {
        // Attached locally without a connector (N:nova/compute/api.py#_attach_volume_shelved_offloaded).
        completeAttachment(cloud, volume, attachment)
      }
    } catch (error) {
      if (error instanceof CloudFault) throw new CloudFault(fromCinder(error.refusal))
      throw error
    }
    const bdm: BdmRecord = {
      id: newId(),
      volume_id: volume.id,
      attachment_id: attachmentId,
      device_name: offloaded ? null : (input.device ?? nextDevice(server)),
      boot_index: null,
      delete_on_termination: input.deleteOnTermination ?? false,
      tag: input.tag ?? null,
      attach_mode: input.attachMode ?? 'rw',
    }
    server.bdms.push(bdm)
    if (!offloaded) {
      cloud.schedule({ kind: 'attach-connect', serverId: server.id, volumeId: volume.id, attachmentId })
    }
    recordAction(cloud, caller, server, 'attach_volume', id)
    return bdm
  }
  if (!asynchronous) return { bdm: conductor(), server }
  // From 2.101 the conductor is cast to: its errors never reach the caller (docs/rules.md, "How to read this file").
  try {
    conductor()
  } catch (error) {
    if (!(error instanceof CloudFault)) throw error
    recordAction(cloud, caller, server, 'attach_volume', id, error.refusal.message)
  }
  return { bdm: null, server }
}

/** Schedules the steps of an attach after the reservation. */
export function connectStep(
  cloud: DemoCloud,
  serverId: string,
  volumeId: string,
  attachmentId: string,
  at: number,
): void {
  const server = cloud.server(serverId)
  const volume = cloud.volume(volumeId)
  const attachment = cloud.attachment(attachmentId)
  if (!server || !volume || !attachment) return
  const bdm = server.bdms.find((candidate) => candidate.attachment_id === attachmentId)
  const mode = attachment.attach_mode === 'null' ? undefined : attachment.attach_mode
  // Connect as the compute host would.
  attachment.connector = hostConnector(server.host ?? 'unknown', bdm?.device_name ?? null, mode)
  attachment.attached_host = server.host
  attachment.mountpoint = bdm?.device_name ?? null
  attachment.attach_status = 'attaching'
  if (attachment.attach_mode === 'null') attachment.attach_mode = 'rw'
  attachment.connection_info = connectionInfo(cloud, volume, attachment)
  volume.status = 'attaching'
  volume.attach_status = 'attaching'
  cloud.schedule({ kind: 'attach-complete', serverId, volumeId, attachmentId }, cloud.settings.transitionMs, at)
}

export function novaDetach(
  cloud: DemoCloud,
  caller: Caller,
  serverId: string,
  volumeId: string,
  microversion: string,
): void {
  const server = findServer(cloud, caller, serverId)
  requirePolicy(cloud, caller, 'os_compute_api:os-volumes-attachments:delete')
  enforce(canChangeVolumesOf(serverFacts(server), 'detach_volume', microversion))
  const volume = novaVolume(cloud, caller, volumeId)
  const bdm = server.bdms.find((candidate) => candidate.volume_id === volumeId)
  enforce(canNovaDetach(bdm ? { bootIndex: bdm.boot_index } : undefined, server, volumeId))
  if (!bdm) return
  const attachment = bdm.attachment_id ? cloud.attachment(bdm.attachment_id) : undefined
  if (server.vm_state === 'shelved_offloaded') {
    if (attachment) deleteAttachment(cloud, volume, attachment)
    server.bdms = server.bdms.filter((candidate) => candidate !== bdm)
    recordAction(cloud, caller, server, 'detach_volume', requestId())
    return
  }
  // Nova calls os-begin_detaching first: the whole volume reads detaching (docs/rules.md, "State machine").
  const begin = canBeginDetaching({
    status: volume.status,
    attachStatus: attachment?.attach_status ?? volume.attach_status,
  })
  if (!begin.ok) {
    throw new CloudFault(
      refuse(
        400,
        `Invalid volume: Invalid input received: ${begin.message} (HTTP 400) (Request-ID: ${requestId()})`,
        'state',
      ),
    )
  }
  volume.status = 'detaching'
  volume.attach_status = 'detaching'
  volume.updated_at = cloud.isoNow()
  recordAction(cloud, caller, server, 'detach_volume', requestId())
  cloud.schedule({ kind: 'detach-finish', serverId, volumeId, attachmentId: bdm.attachment_id ?? '' })
}

export function novaSwap(
  cloud: DemoCloud,
  caller: Caller,
  serverId: string,
  oldVolumeId: string,
  newVolumeId: string,
): void {
  const server = findServer(cloud, caller, serverId)
  const oldVolume = novaVolume(cloud, caller, oldVolumeId)
  novaVolume(cloud, caller, newVolumeId)
  const rw = cloud.attachmentsOf(oldVolume.id).filter((attachment) => attachment.attach_mode !== 'ro').length
  enforce(
    canSwapVolume(
      { id: oldVolume.id, migrationStatus: oldVolume.migration_status, multiattach: oldVolume.multiattach },
      { isService: isService(caller), rwAttachments: rw },
    ),
  )
  const bdm = server.bdms.find((candidate) => candidate.volume_id === oldVolumeId)
  if (!bdm) return fail(404, notAttachedMessage(server.id, oldVolumeId))
  const newVolume = novaVolume(cloud, caller, newVolumeId)
  if (newVolume.status !== 'available') fail(400, 'Invalid volume: New volume must be detached in order to swap.')
  if (newVolume.size < oldVolume.size) fail(400, 'Invalid volume: New volume must be the same size or larger.')
  // The new attachment keeps the old one's mode (Rocky spec, swap section).
  const old = bdm.attachment_id ? cloud.attachment(bdm.attachment_id) : undefined
  const mode = old && old.attach_mode !== 'null' ? old.attach_mode : bdm.attach_mode
  const attachment = createAttachment(cloud, caller, newVolume, {
    instanceId: server.id,
    mode,
    connector: hostConnector(server.host ?? 'unknown', bdm.device_name, mode),
  })
  completeAttachment(cloud, newVolume, attachment)
  if (old) deleteAttachment(cloud, oldVolume, old)
  bdm.volume_id = newVolume.id
  bdm.attachment_id = attachment.id
}
