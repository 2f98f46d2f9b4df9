// Nova's attach, detach, boot and swap rules (docs/rules.md), as plain functions.
import { atLeast } from '../api/microversion'
import type { Verdict } from './verdict'
import { ATTACH_VM_STATES } from './statuses'
import { OK, policyRefusal, refuse } from './verdict'

/** Nova attaches a multi-attach volume from this compute microversion on (R3: MultiattachNotSupportedOldMicroversion, N:nova/api/openstack/common.py#supports_multiattach_volume). */
export const MULTIATTACH_COMPUTE_MICROVERSION = '2.60'

export interface ServerFacts {
  id: string
  vmState: string
  taskState: string | null
  locked: boolean
}

/** N:nova/compute/api.py#check_instance_state for attach_volume / detach_volume. */
export function canChangeVolumesOf(
  server: ServerFacts,
  action: 'attach_volume' | 'detach_volume',
  microversion: string,
): Verdict {
  if (server.locked) return refuse(409, `Instance ${server.id} is locked`, 'state')
  const shelved = server.vmState === 'shelved' || server.vmState === 'shelved_offloaded'
  if (
    !(ATTACH_VM_STATES as readonly string[]).includes(server.vmState) ||
    (shelved && !atLeast(microversion, '2.20'))
  ) {
    return refuse(409, invalidStateMessage(action, server.id, server.vmState), 'R4')
  }
  if (server.taskState !== null) {
    return refuse(
      409,
      `Cannot '${action}' instance ${server.id} while it is in task_state ${server.taskState}`,
      'state',
    )
  }
  return OK
}

export interface AttachContext {
  microversion: string
  /** Servers that have a block device mapping of this volume. */
  serversWithVolume: readonly string[]
  hostSupportsMultiattach: boolean
  tagged?: boolean
}

/**
 * POST /servers/{id}/os-volume_attachments, after the state check and the volume lookup:
 * duplicates (R1, R2), shelved-offloaded (R4), host capability (R5), microversion (R3).
 * N:nova/compute/api.py#attach_volume, #_check_volume_already_attached.
 */
export function canNovaAttach(
  server: ServerFacts,
  volume: { id: string; multiattach: boolean },
  context: AttachContext,
): Verdict {
  if (volume.multiattach && context.serversWithVolume.includes(server.id)) {
    return refuse(400, `Invalid volume: volume ${volume.id} already attached`, 'R2')
  }
  if (!volume.multiattach && context.serversWithVolume.length > 0) {
    return refuse(
      400,
      `Invalid volume: volume ${volume.id} is already attached to instances: ${context.serversWithVolume.join(' ')}`,
      'R1',
    )
  }
  if (server.vmState === 'shelved_offloaded') {
    if (volume.multiattach) {
      return refuse(400, 'Attaching multiattach volumes is not supported for shelved-offloaded instances.', 'R4')
    }
    if (context.tagged)
      return refuse(400, 'Tagged volume attachment is not supported for shelved-offloaded instances.', 'R4')
    return OK
  }
  if (volume.multiattach && !context.hostSupportsMultiattach) {
    return refuse(400, `Volume ${volume.id} has 'multiattach' set, which is not supported for this instance.`, 'R5')
  }
  if (volume.multiattach && !atLeast(context.microversion, MULTIATTACH_COMPUTE_MICROVERSION)) {
    return refuse(400, 'Multiattach volumes are only supported starting with compute API version 2.60.', 'R3')
  }
  return OK
}

/**
 * Nova's 409 for an action the server's vm_state does not allow
 * (N:nova/api/openstack/common.py#raise_http_conflict_for_instance_invalid_state).
 */
export function invalidStateMessage(action: string, serverId: string, vmState: string): string {
  return `Cannot '${action}' instance ${serverId} while it is in vm_state ${vmState}`
}

/** Nova's 404 for a volume the server does not have (N:nova/api/openstack/compute/volume_attachments.py). */
export function notAttachedMessage(serverId: string, volumeId: string): string {
  return `Instance ${serverId} is not attached to volume ${volumeId}`
}

/** The Rocky spec's answer when the compute cannot honour an attach mode (a demo-cloud setting). */
export const OLD_COMPUTE_ATTACH_MODE = (host: string): string =>
  `Compute host ${host} is too old to support the attach_mode parameter.`

export const OLD_COMPUTE_MULTIATTACH_BOOT = 'Multiattach volume support is not yet available.'

/**
 * The device name an attachment may ask for: Nova's schema refuses any other with a 400 before it
 * looks at the server (N:nova/api/openstack/compute/schemas/volume_attachments.py, the pattern of
 * match_device in nova/block_device.py).
 */
export const DEVICE_NAME_PATTERN = '(^/dev/x{0,1}[a-z]{0,1}d{0,1})([a-z]+)[0-9]*$'

/** R7 as Nova words it (N:nova/compute/api.py#_check_and_transform_bdm). */
export const SEVERAL_FROM_ONE_VOLUME = 'Cannot attach one or more volumes to multiple instances'

/**
 * Whether several servers may boot from these volumes at once: upstream Nova never lets them
 * (R7); the Rocky spec extension does when every volume is shareable (docs/rules.md, "Product
 * rules beyond upstream").
 */
export function mayShareAcrossServers(volumes: ReadonlyArray<{ multiattach: boolean }>, extension: boolean): boolean {
  return extension && volumes.length > 0 && volumes.every((volume) => volume.multiattach)
}

export interface BootVolumeFacts {
  id: string
  multiattach: boolean
}

/**
 * Block device mappings of POST /servers: multi-create with a volume (R7, or the Rocky spec
 * extension), a mode on a local mapping, multi-attach below 2.60 (R3) and old computes (R6).
 */
export function canBootFromVolumes(
  request: {
    minCount: number
    maxCount: number
    bdms: ReadonlyArray<{ source_type: string; destination_type?: string; attach_mode?: string }>
  },
  volumes: ReadonlyArray<BootVolumeFacts>,
  context: { microversion: string; extension: boolean; oldComputes: boolean },
): Verdict {
  for (const bdm of request.bdms) {
    if (bdm.attach_mode !== undefined && (bdm.destination_type ?? 'local') === 'local') {
      return refuse(400, 'Invalid input received: attach_mode is only supported for destination_type volume.', 'schema')
    }
  }
  const several = request.minCount > 1 || request.maxCount > 1
  const volumeBdms = request.bdms.filter((bdm) => bdm.source_type === 'volume')
  if (several && volumeBdms.length > 0 && !mayShareAcrossServers(volumes, context.extension)) {
    return refuse(400, SEVERAL_FROM_ONE_VOLUME, 'R7')
  }
  const multiattach = volumes.some((volume) => volume.multiattach)
  if (multiattach && !atLeast(context.microversion, MULTIATTACH_COMPUTE_MICROVERSION)) {
    return refuse(400, 'Multiattach volumes are only supported starting with compute API version 2.60.', 'R3')
  }
  if (multiattach && context.oldComputes) return refuse(409, OLD_COMPUTE_MULTIATTACH_BOOT, 'R6')
  return OK
}

/** DELETE …/os-volume_attachments/{volume_id}: the root volume stays (R15). */
export function canNovaDetach(
  bdm: { bootIndex: number | null } | undefined,
  server: { id: string },
  volumeId: string,
): Verdict {
  if (!bdm) return refuse(404, notAttachedMessage(server.id, volumeId), 'other')
  if (bdm.bootIndex === 0) return refuse(400, 'Cannot detach a root device volume', 'R15')
  return OK
}

/**
 * PUT …/os-volume_attachments/{volume_id} with another volume (R9), in Nova's order: policy
 * (service role since 2025.2), "not migrating" (2025.2), then the read/write count.
 */
export function canSwapVolume(
  oldVolume: { id: string; migrationStatus: string | null; multiattach: boolean },
  context: { isService: boolean; rwAttachments: number },
): Verdict {
  if (!context.isService) return policyRefusal('os_compute_api:os-volumes-attachments:swap')
  if (!oldVolume.migrationStatus) {
    return refuse(409, `volume ${oldVolume.id} is not migrating; this API should only be called by Cinder`, 'R9')
  }
  if (oldVolume.multiattach && context.rwAttachments > 1) {
    return refuse(400, 'Swapping multi-attach volumes with more than one read/write attachment is not supported.', 'R9')
  }
  return OK
}
