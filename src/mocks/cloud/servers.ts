// Nova servers: boot from volume (and the Rocky spec's shareable multi-create), delete, shelve,
// unshelve (N:nova/compute/api.py, N:nova/compute/manager.py).
import { atLeast } from '../../api/microversion'
import type { BlockDeviceMappingV2 } from '../../api/types'
import { canBootFromVolumes, invalidStateMessage } from '../../rules/nova-rules'
import { SHELVE_VM_STATES, UNSHELVE_VM_STATES } from '../../rules/statuses'
import { createAttachment, newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { CloudFault, enforce, fail, serverNotFound } from './fault'
import type { BdmRecord, ComputeHostRecord, ImageVolumeRequest, ServerRecord, VolumeRecord } from './state'
import { image, readableBy } from './images'
import { createVolume, finishCreate } from './volumes'
import { requirePolicy } from './access'

export function findServer(cloud: DemoCloud, caller: Caller, id: string): ServerRecord {
  const server = cloud.server(id)
  if (!server || !cloud.sees(caller, server.project_id, true)) return serverNotFound(id)
  return server
}

export function requestId(): string {
  return `req-${newId()}`
}

export function recordAction(
  cloud: DemoCloud,
  caller: Caller,
  server: ServerRecord,
  action: string,
  id: string,
  message: string | null = null,
): void {
  cloud.state.instanceActions.push({
    instance_uuid: server.id,
    action,
    request_id: id,
    user_id: caller.userId,
    project_id: caller.projectId,
    start_time: cloud.isoNow(),
    message,
    result: message ? 'Error' : 'Success',
  })
}

/** The next free /dev/vdX on a server. */
export function nextDevice(server: ServerRecord): string {
  const used = new Set(server.bdms.map((bdm) => bdm.device_name))
  // Booted from an image onto a local disk: that root disk is /dev/vda, a device no volume
  // attachment lists (Nova's root_device_name; C:nova/compute/utils.py#get_next_device_name).
  if (server.image_id && !server.bdms.some((bdm) => bdm.boot_index === 0)) used.add('/dev/vda')
  for (let index = 0; index < 26 * 27; index += 1) {
    const suffix =
      index < 26
        ? String.fromCharCode(97 + index)
        : String.fromCharCode(96 + Math.floor(index / 26)) + String.fromCharCode(97 + (index % 26))
    const device = `/dev/vd${suffix}`
    if (!used.has(device)) return device
  }
  return fail(400, 'No free disk device names for prefix vd')
}

export interface CreateServersInput {
  name: string
  flavorRef: string
  imageRef?: string
  bdms: BlockDeviceMappingV2[]
  minCount: number
  maxCount: number
  availabilityZone?: string
  metadata?: Record<string, string>
  description?: string | null
}

/**
 * The least loaded host in the zone (any zone when none) that can take the server's volumes;
 * null when none can, which the scheduler reports later, not the API (NoValidHost).
 */
function pickHost(cloud: DemoCloud, zone: string | undefined, needsMultiattach: boolean): ComputeHostRecord | null {
  const hosts = cloud.state.computeHosts.filter(
    (host) => (!zone || host.availabilityZone === zone) && (!needsMultiattach || host.multiattach),
  )
  if (hosts.length === 0) return null
  const load = (name: string) => cloud.state.servers.filter((server) => server.host === name).length
  return hosts.reduce((best, host) => (load(host.name) < load(best.name) ? host : best))
}

/** The fault of a server no host could take (N:nova/exception.py NoValidHost, as the API shows it). */
export const NO_VALID_HOST = 'No valid host was found. There are not enough hosts available.'

/**
 * The zone a new server is scheduled in: the one asked for, which must exist
 * (N:nova/compute/api.py _validate_and_build_base_options), or default_schedule_zone.
 */
function scheduleZone(cloud: DemoCloud, asked: string | undefined): string | undefined {
  if (asked && !cloud.state.computeHosts.some((host) => host.availabilityZone === asked)) {
    fail(400, 'The requested availability zone is not available')
  }
  return asked || cloud.state.defaultScheduleZone
}

const GIB = 1024 ** 3

/**
 * Image → volume block devices, checked as the API does (L2, L8, L9, L11; N:nova/block_device.py,
 * N:nova/compute/api.py #_validate_bdm, #_check_requested_volume_type,
 * #_validate_flavor_image_nostatus); the volumes are made when the server is built.
 */
function imageVolumeRequests(cloud: DemoCloud, caller: Caller, input: CreateServersInput): ImageVolumeRequest[] {
  // The schema allows volume_type from 2.67 on (L1); then the format checks (L2).
  for (const bdm of input.bdms) {
    if (bdm.volume_type === undefined) continue
    if (bdm.source_type === 'volume') {
      fail(400, 'Block Device Mapping is Invalid: Specifying volume type to existing volume is not supported.')
    }
    if (bdm.destination_type === 'local') {
      fail(
        400,
        'Block Device Mapping is Invalid: Specifying a volume_type with destination_type=local is not supported.',
      )
    }
  }
  const requests: ImageVolumeRequest[] = []
  for (const bdm of input.bdms) {
    if (bdm.source_type !== 'image' || bdm.destination_type !== 'volume') continue
    if (!bdm.uuid) fail(400, 'Block Device Mapping is Invalid: Missing device UUID.')
    const record = image(cloud, bdm.uuid)
    if (!record || !readableBy(cloud, caller, record)) {
      fail(400, `Block Device Mapping is Invalid: failed to get image ${bdm.uuid}.`)
    }
    const boot = Number(bdm.boot_index) === 0
    if (boot && (record.status ?? 'active') !== 'active') {
      fail(400, `Image ${input.imageRef || 'None'} is not active.`)
    }
    const size = Number(bdm.volume_size ?? 0)
    if (!size) fail(400, "Images with destination_type 'volume' need to have a non-zero size specified")
    if (record.min_disk > size) {
      fail(
        400,
        `Volume is smaller than the minimum size specified in image metadata. Volume size is ${size * GIB} bytes, minimum size is ${record.min_disk * GIB} bytes.`,
      )
    }
    let volumeType: string | null = null
    if (bdm.volume_type) {
      const type = cloud.state.volumeTypes.find(
        (candidate) =>
          (candidate.id === bdm.volume_type || candidate.name === bdm.volume_type) &&
          (candidate.is_public || isAdmin(caller)),
      )
      if (!type) fail(400, `Volume type ${bdm.volume_type} could not be found.`)
      volumeType = type.name
    }
    requests.push({
      imageId: record.id,
      size,
      volumeType,
      deleteOnTermination: bdm.delete_on_termination ?? false,
      bootIndex: bdm.boot_index === undefined || bdm.boot_index === null ? null : Number(bdm.boot_index),
    })
  }
  return requests
}

/**
 * At build: the compute host makes each image → volume with the user's token (name and
 * description "", bootable), waits for it and attaches it (L13). Cinder's refusal (its quota, an
 * image larger than the size, L10) aborts the build: the server goes to ERROR with the fault.
 */
export function buildImageVolumes(cloud: DemoCloud, server: ServerRecord): string | null {
  const caller: Caller = {
    tokenId: '',
    userId: server.user_id,
    userName: '',
    projectId: server.project_id,
    projectName: '',
    roles: ['member'],
    expiresAt: Number.MAX_SAFE_INTEGER,
  }
  for (const request of server.imageVolumes ?? []) {
    let volume: VolumeRecord
    try {
      volume = createVolume(cloud, caller, {
        size: request.size,
        name: '',
        description: '',
        imageRef: request.imageId,
        ...(request.volumeType ? { volume_type: request.volumeType } : {}),
      })
    } catch (error) {
      if (!(error instanceof CloudFault)) throw error
      const { status, message } = error.refusal
      return `Build of instance ${server.id} aborted: Invalid input received: ${message} (HTTP ${status}) (Request-ID: ${requestId()})`
    }
    finishCreate(cloud, volume)
    if (volume.status !== 'available')
      return `Build of instance ${server.id} aborted: Volume ${volume.id} did not finish being created even after we waited 0 seconds or 1 attempts. And its status is error.`
    const attachment = createAttachment(cloud, caller, volume, { instanceId: server.id })
    server.bdms.push({
      id: newId(),
      volume_id: volume.id,
      attachment_id: attachment.id,
      device_name: null,
      boot_index: request.bootIndex,
      delete_on_termination: request.deleteOnTermination,
      tag: null,
      attach_mode: 'rw',
    })
  }
  server.imageVolumes = undefined
  return null
}

export function createServers(
  cloud: DemoCloud,
  caller: Caller,
  input: CreateServersInput,
  microversion: string,
): ServerRecord[] {
  requirePolicy(cloud, caller, 'os_compute_api:servers:create')
  const flavor = cloud.state.flavors.find((candidate) => candidate.id === input.flavorRef)
  if (!flavor) fail(400, `Flavor ${input.flavorRef} could not be found.`)
  const zone = scheduleZone(cloud, input.availabilityZone)
  const volumeBdms = input.bdms.filter((bdm) => bdm.source_type === 'volume')
  const imageVolumes = imageVolumeRequests(cloud, caller, input)
  const volumes = volumeBdms.map((bdm) => {
    const volume = bdm.uuid ? cloud.volume(bdm.uuid) : undefined
    if (!volume || !cloud.sees(caller, volume.project_id)) {
      return fail(400, `Block Device Mapping is Invalid: failed to get volume ${bdm.uuid}.`)
    }
    return volume
  })
  // The volumes are validated (bootable) before the multi-create check, as observed on Zed.
  const bootBdm = input.bdms.find((bdm) => Number(bdm.boot_index) === 0)
  if (!input.imageRef && !bootBdm) {
    fail(
      400,
      'Block Device Mapping is Invalid: Boot sequence for the instance and image/block device mapping combination is not valid.',
    )
  }
  for (const [index, bdm] of volumeBdms.entries()) {
    const volume = volumes[index]
    if (volume && Number(bdm.boot_index) === 0 && !volume.bootable) {
      fail(400, `Block Device ${volume.id} is not bootable.`)
    }
  }
  const extension = cloud.settings.attachModeExtension && atLeast(microversion, cloud.novaMaxVersion)
  enforce(
    canBootFromVolumes({ minCount: input.minCount, maxCount: input.maxCount, bdms: input.bdms }, volumes, {
      microversion,
      extension,
      oldComputes: cloud.settings.oldComputes,
    }),
  )
  const count = input.maxCount
  const host = pickHost(
    cloud,
    zone,
    volumes.some((volume) => volume.multiattach),
  )
  const created: ServerRecord[] = []
  const now = cloud.isoNow()
  for (let index = 1; index <= count; index += 1) {
    const server: ServerRecord = {
      id: newId(),
      name: count > 1 ? `${input.name}-${index}` : input.name,
      project_id: caller.projectId,
      user_id: caller.userId,
      vm_state: 'building',
      task_state: 'scheduling',
      power_state: 0,
      // Without a host the build fails at its step (ERROR with NO_VALID_HOST); the API accepted it.
      host: host?.name ?? null,
      availability_zone: zone ?? host?.availabilityZone ?? '',
      flavor_id: flavor.id,
      image_id: input.imageRef || null,
      created: now,
      updated: now,
      launched_at: null,
      locked: false,
      metadata: { ...input.metadata },
      description: input.description ?? null,
      bdms: [],
      fault: null,
      ...(imageVolumes.length > 0 ? { imageVolumes } : {}),
    }
    for (const [bdmIndex, bdm] of volumeBdms.entries()) {
      const volume = volumes[bdmIndex]
      if (!volume) continue
      // Several servers on one shareable volume: the spec's reserve-while-reserved (LP 1747985).
      const attachment = createAttachment(cloud, caller, volume, { instanceId: server.id, force: index > 1 })
      const record: BdmRecord = {
        id: newId(),
        volume_id: volume.id,
        attachment_id: attachment.id,
        device_name: bdm.device_name ?? null,
        boot_index: bdm.boot_index === undefined || bdm.boot_index === null ? null : Number(bdm.boot_index),
        delete_on_termination: bdm.delete_on_termination ?? false,
        tag: bdm.tag ?? null,
        attach_mode: bdm.attach_mode ?? 'rw',
      }
      attachment.attach_mode = record.attach_mode
      server.bdms.push(record)
    }
    for (const bdm of server.bdms) bdm.device_name ??= nextDevice(server)
    cloud.state.servers.push(server)
    recordAction(cloud, caller, server, 'create', requestId())
    cloud.schedule({ kind: 'server-built', serverId: server.id })
    created.push(server)
  }
  return created
}

export function deleteServer(cloud: DemoCloud, caller: Caller, id: string): void {
  const server = findServer(cloud, caller, id)
  requirePolicy(cloud, caller, 'os_compute_api:servers:delete')
  if (server.locked) fail(409, `Instance ${server.id} is locked`)
  server.task_state = 'deleting'
  server.updated = cloud.isoNow()
  cloud.schedule({ kind: 'server-deleted', serverId: id })
}

export function shelveServer(cloud: DemoCloud, caller: Caller, id: string): void {
  const server = findServer(cloud, caller, id)
  requirePolicy(cloud, caller, 'os_compute_api:os-shelve:shelve')
  if (!SHELVE_VM_STATES.includes(server.vm_state) || server.task_state !== null) {
    throw new CloudFault({
      ok: false,
      status: 409,
      fault: 'conflictingRequest',
      message: invalidStateMessage('shelve', server.id, server.vm_state),
      rule: 'state',
    })
  }
  server.task_state = 'shelving'
  server.updated = cloud.isoNow()
  recordAction(cloud, caller, server, 'shelve', requestId())
  cloud.schedule({ kind: 'server-shelved', serverId: id })
}

export function unshelveServer(cloud: DemoCloud, caller: Caller, id: string): void {
  const server = findServer(cloud, caller, id)
  requirePolicy(cloud, caller, 'os_compute_api:os-shelve:unshelve')
  if (!UNSHELVE_VM_STATES.includes(server.vm_state) || server.task_state !== null) {
    fail(409, invalidStateMessage('unshelve', server.id, server.vm_state))
  }
  server.task_state = 'unshelving'
  server.updated = cloud.isoNow()
  recordAction(cloud, caller, server, 'unshelve', requestId())
  cloud.schedule({ kind: 'server-unshelved', serverId: id })
}

export { pickHost }
