// Cinder's multi-attach rules (docs/rules.md), as plain functions of wire-shaped data.
import type { Refusal, Verdict } from './verdict'
import { OK, orList, policyRefusal, refuse } from './verdict'
import { isErrorStatus, volumeIs, volumeStatuses } from './statuses'
import { TRUE_SPEC, isMultiattachType } from './volume-types'

export type PolicyCheck = (rule: string) => boolean

export interface VolumeFacts {
  id: string
  status: string
  multiattach: boolean
  bootable: 'true' | 'false'
}

export const ERROR_STATE_ATTACH = (volumeId: string, status: string): string =>
  `Invalid volume: Volume attachments can not be created if the volume is in an error state. The Volume ${volumeId} currently has a status of: ${status} `

/**
 * POST /attachments: error state (R15), the bootable multi-attach policy (R12), then the
 * reservation's status condition (R1), with the same-instance exception (LP 1694530).
 * C:cinder/volume/api.py#attachment_create, #_attachment_reserve.
 */
export function canReserveAttachment(
  volume: VolumeFacts,
  context: { instanceId?: string; attachedInstanceIds: readonly (string | null)[]; allowed: PolicyCheck },
): Verdict {
  if (!context.allowed('volume:attachment_create')) return policyRefusal('volume:attachment_create')
  if (isErrorStatus(volume.status)) return refuse(400, ERROR_STATE_ATTACH(volume.id, volume.status), 'R15')
  if (
    volume.multiattach &&
    volume.status === 'in-use' &&
    volume.bootable === 'true' &&
    !context.allowed('volume:multiattach_bootable_volume')
  ) {
    return { ...policyRefusal('volume:multiattach_bootable_volume'), rule: 'R12' }
  }
  const statuses = volumeStatuses(volume.multiattach ? 'reservableShared' : 'reservable')
  if (statuses.includes(volume.status)) return OK
  if (
    context.instanceId &&
    ['in-use', 'reserved'].includes(volume.status) &&
    context.attachedInstanceIds.includes(context.instanceId)
  ) {
    return OK
  }
  return refuse(
    400,
    `Invalid volume: Volume ${volume.id} status must be ${orList(statuses)} to reserve, but the current status is ${volume.status}.`,
    'R1',
  )
}

/** Whether a reservation changes the volume status (not for the same-instance exception). */
export function reservationSetsStatus(volume: Pick<VolumeFacts, 'status' | 'multiattach'>): boolean {
  return volumeIs(volume.multiattach ? 'reservableShared' : 'reservable', volume.status)
}

export const MULTIATTACH_PARAM_REMOVED =
  'multiattach parameter has been removed. The default behavior is to use multiattach enabled volume types. Contact your administrator to create a multiattach enabled volume type and use it to create multiattach volumes.'

/** A volume of a type both shareable and encrypted (R11; C:cinder/volume/flows/api/create_volume.py, InvalidVolume). */
export const MULTIATTACH_ENCRYPTED_REASON = 'Multiattach cannot be used with encrypted volumes.'
export const MULTIATTACH_ENCRYPTED = `Invalid volume: ${MULTIATTACH_ENCRYPTED_REASON}`

/** POST /volumes with a type (R11, R12, and the removed body flag). */
export function canCreateVolume(
  request: { multiattach?: boolean },
  type: { extra_specs?: Record<string, string>; encrypted: boolean } | null,
  allowed: PolicyCheck,
): Verdict {
  if (request.multiattach === true) return refuse(400, MULTIATTACH_PARAM_REMOVED, 'R12')
  if (!allowed('volume:create')) return policyRefusal('volume:create')
  if (isMultiattachType(type)) {
    if (!allowed('volume:multiattach')) return { ...policyRefusal('volume:multiattach'), rule: 'R12' }
    if (type?.encrypted) return refuse(400, MULTIATTACH_ENCRYPTED, 'R11')
  }
  return OK
}

export const DELETE_REFUSED =
  'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer.'

/** DELETE /volumes/{id} (R13); `attached` means some attachment is attached. */
export function canDeleteVolume(
  volume: { status: string; attached: boolean; migrating?: boolean; snapshots?: number; grouped?: boolean },
  options: { force?: boolean } = {},
): Verdict {
  if (options.force) return OK
  const statusOk = volumeIs('deletable', volume.status)
  // A volume in a generic group is never deleted alone: the conditional update expects group_id
  // None (C:cinder/volume/api.py#delete).
  if (!statusOk || volume.attached || volume.migrating || (volume.snapshots ?? 0) > 0 || volume.grouped) {
    return refuse(400, DELETE_REFUSED, 'R13')
  }
  return OK
}

/** os-extend (R14): in-use allowed from 3.42 (C:cinder/volume/api.py#_extend). */
export function canExtendVolume(
  volume: { id: string; status: string; size: number },
  newSize: number,
  microversionAtLeast342: boolean,
): Verdict {
  const expected = microversionAtLeast342 ? "{'status': ('available', 'in-use')}" : "{'status': 'available'}"
  if (!volumeIs(microversionAtLeast342 ? 'extendableAttached' : 'extendable', volume.status)) {
    return refuse(
      400,
      `Invalid volume: Volume ${volume.id} status must be '${expected}' to extend, currently ${volume.status}.`,
      'R14',
    )
  }
  if (newSize <= volume.size) {
    return refuse(
      400,
      `Invalid input received: New size for extend must be greater than current size. (current: ${volume.size}, extended: ${newSize}).`,
      'R14',
    )
  }
  return OK
}

export const RETYPE_REFUSED =
  'Invalid volume: Retype needs volume to be in available or in-use state, not be part of an active migration or a consistency group, requested type has to be different that the one from the volume, and for in-use volumes front-end qos specs cannot change.'

/** os-retype (R10, R12): C:cinder/volume/api.py#retype. */
export function canRetypeVolume(
  volume: { id: string; status: string; multiattach: boolean; volume_type: string | null; grouped?: boolean },
  target: { name: string; extra_specs?: Record<string, string>; encrypted: boolean },
  allowed: PolicyCheck,
): Verdict {
  // One conditional update covers status, "same type" and group membership (it expects group_id
  // in (None, ''); the message names only a consistency group; C:cinder/volume/api.py#retype, Zed).
  if (!volumeIs('retypable', volume.status) || volume.volume_type === target.name || volume.grouped) {
    return refuse(400, RETYPE_REFUSED, 'state')
  }
  const toMultiattach = isMultiattachType(target)
  if (toMultiattach !== volume.multiattach && volume.status !== 'available') {
    return refuse(
      400,
      `Invalid input received: Invalid volume_type passed, retypes affecting multiattach are only allowed on available volumes, the specified volume however currently has a status of: ${volume.status}.`,
      'R10',
    )
  }
  if (toMultiattach && target.encrypted) {
    return refuse(
      400,
      'Invalid input received: Retype requested both encryption and multi-attach, which is not supported.',
      'R10',
    )
  }
  if (toMultiattach && !allowed('volume:multiattach')) return { ...policyRefusal('volume:multiattach'), rule: 'R12' }
  return OK
}

/** os-update_readonly_flag (R16): only while available. */
export function canUpdateReadonlyFlag(volume: { id: string; status: string }): Verdict {
  if (!volumeIs('readonlyChangeable', volume.status)) {
    return refuse(
      400,
      `Invalid volume: Volume ${volume.id} status must be available to update readonly flag, but current status is: ${volume.status}.`,
      'R16',
    )
  }
  return OK
}

export const BEGIN_DETACH_REFUSED =
  "Invalid volume: Unable to detach volume. Volume status must be 'in-use' and attach_status must be 'attached' to detach."

/** os-begin_detaching, which Nova calls before every detach (docs/rules.md, "State machine"). */
export function canBeginDetaching(volume: { status: string; attachStatus: string }): Verdict {
  if (!volumeIs('detachable', volume.status) || volume.attachStatus !== 'attached')
    return refuse(400, BEGIN_DETACH_REFUSED, 'state')
  return OK
}

/**
 * DELETE /attachments/{id} and os-detach by a user (R8, bug 2004555): an attachment Nova uses
 * must be removed through Nova. The legacy os-detach without an attachment id on a volume with
 * several attachments cannot pick one, so the server id in the message is empty.
 */
export function canUserDeleteAttachment(
  attachment: { instanceId: string | null; hasConnectionInfo: boolean; status: string } | null,
  context: { isService: boolean; novaKnowsInstance: boolean },
): Verdict {
  if (context.isService) return OK
  if (attachment === null) {
    return refuse(409, 'ConflictNovaUsingAttachment: Detach volume from instance  using the Compute API', 'R8')
  }
  if (attachment.status === 'reserved' || !attachment.instanceId || !attachment.hasConnectionInfo) return OK
  if (!context.novaKnowsInstance) return OK
  return refuse(
    409,
    `ConflictNovaUsingAttachment: Detach volume from instance ${attachment.instanceId} using the Compute API`,
    'R8',
  )
}

export function isRefusal(verdict: Verdict): verdict is Refusal {
  return !verdict.ok
}

export { TRUE_SPEC }
