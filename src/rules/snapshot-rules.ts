// Cinder's snapshot rules (S1–S5, docs/snapshots.md), as plain functions of wire-shaped data.
// The demo cloud enforces them; the guards ask the same questions before a click.
import type { Verdict } from './verdict'
import { OK, orList, refuse } from './verdict'
import { SNAPSHOT_STATUS_GROUPS, snapshotIs } from './statuses'

/** From 3.66 an in-use volume is snapshotted without `force`, and `force: false` is refused. */
export const SNAPSHOT_IN_USE_MICROVERSION = '3.66'

/** As upstream writes it: two spaces after "request." and "compatability" (SNAPSHOT_IN_USE_FLAG_MSG). */
export const FORCE_FLAG_INVALID =
  "Since microversion 3.66 the 'force' flag is invalid for this request.  For backward compatability, however, when the 'force' flag is passed with a value evaluating to True, it is silently ignored."

/**
 * POST /snapshots (S1): a volume on no host, in maintenance, migrating or in error, then the
 * status — available only, or also in-use with `force` (below 3.66) or at 3.66 and later.
 * C:cinder/api/v3/snapshots.py#create, C:cinder/volume/api.py#_create_snapshot_in_db_validate,
 * #create_snapshot_in_db.
 */
export function canCreateSnapshot(
  volume: { id: string; status: string; migrating?: boolean; scheduled?: boolean },
  options: { force: boolean; inUseAllowed: boolean },
): Verdict {
  const invalid = (reason: string) => refuse(400, `Invalid volume: ${reason}`, 'S1')
  if (volume.scheduled === false) {
    return invalid('The snapshot cannot be created because volume has not been scheduled to any host.')
  }
  if (volume.status === 'maintenance') {
    return invalid('The snapshot cannot be created when the volume is in maintenance mode.')
  }
  if (volume.migrating) return invalid('Snapshot cannot be created while volume is migrating.')
  if (volume.status === 'error') return invalid('The snapshot cannot be created when the volume is in error status.')
  const valid = options.force || options.inUseAllowed ? ['available', 'in-use'] : ['available']
  if (!valid.includes(volume.status)) {
    return invalid(`Volume ${volume.id} status must be ${valid.join(', ')}, but current status is: ${volume.status}.`)
  }
  return OK
}

/** DELETE /snapshots/{id} (S2). C:cinder/volume/api.py#delete_snapshot. */
export function canDeleteSnapshot(snapshot: { status: string; group_snapshot_id?: string | null }): Verdict {
  // A member of a group snapshot goes only with it (C:cinder/volume/api.py#delete_snapshot expects group_snapshot_id None).
  if (snapshotIs('deletable', snapshot.status) && !snapshot.group_snapshot_id) return OK
  return refuse(
    400,
    `Invalid snapshot: Snapshot status must be ${orList(SNAPSHOT_STATUS_GROUPS.deletable)} and must not be part of a group.`,
    'S2',
  )
}

/**
 * POST /volumes/{id}/action {"revert": …} at 3.40 (S3): the volume's latest snapshot only, the
 * same size, then both available (each of those a 409).
 * C:cinder/api/v3/volumes.py#revert, C:cinder/volume/api.py#revert_to_snapshot.
 */
export function canRevertToSnapshot(
  volume: { id: string; status: string; size: number },
  requestedId: string | null,
  latest: { id: string; status: string; size: number } | null,
): Verdict {
  if (!latest) return refuse(400, `Volume ${volume.id} doesn't have any snapshots.`, 'S3')
  if (requestedId !== latest.id) {
    return refuse(
      400,
      `Specified snapshot ${requestedId ?? 'None'} is None or not the latest one of volume ${volume.id}.`,
      'S3',
    )
  }
  const snapshot = latest
  if (volume.size !== snapshot.size) {
    return refuse(
      400,
      `Can't revert volume ${volume.id} to its latest snapshot ${snapshot.id}. The volume size must be equal to the snapshot size.`,
      'S3',
    )
  }
  if (volume.status !== 'available') {
    return refuse(
      409,
      `Invalid volume: Can't revert volume ${volume.id} to its latest snapshot ${snapshot.id}. Volume's status must be 'available'.`,
      'S3',
    )
  }
  if (!snapshotIs('usable', snapshot.status)) {
    return refuse(
      409,
      `Invalid snapshot: Can't revert volume ${volume.id} to its latest snapshot ${snapshot.id}. Snapshot's status must be 'available'.`,
      'S3',
    )
  }
  return OK
}

/**
 * POST /volumes with snapshot_id (S4): the snapshot available, the size at least the
 * snapshot's, the same zone (cloned_volume_same_az), a type Cinder can create from it.
 * C:cinder/volume/flows/api/create_volume.py, C:cinder/volume/api.py#create.
 */
export function canCreateFromSnapshot(
  snapshot: { id: string; status: string; size: number; zone: string; typeId: string | null },
  request: { size: number; zone: string | null; type: { id: string; compatible: boolean } | null },
): Verdict {
  if (!snapshotIs('usable', snapshot.status)) {
    return refuse(400, "Invalid snapshot: Originating snapshot status must be one of 'available' values", 'S4')
  }
  if (request.size < snapshot.size) {
    return refuse(
      400,
      `Invalid input received: Volume size '${request.size}'GB cannot be smaller than the snapshot size ${snapshot.size}GB. They must be >= original snapshot size.`,
      'S4',
    )
  }
  if (request.type && request.type.id !== snapshot.typeId && !request.type.compatible) {
    return refuse(
      400,
      `Invalid input received: Invalid volume_type provided: ${request.type.id} (requested type is not compatible; recommend omitting the type argument).`,
      'S4',
    )
  }
  if (request.zone && request.zone !== snapshot.zone) {
    return refuse(400, 'Invalid input received: Volume must be in the same availability zone as the snapshot', 'S4')
  }
  return OK
}

/**
 * DELETE /volumes/{id}?cascade=true (S5): the volume's own conditions (R13) and every snapshot
 * available or error. C:cinder/volume/api.py#delete, volume_has_undeletable_snapshots_filter.
 */
export function cascadeAllowed(snapshots: ReadonlyArray<{ status: string }>): boolean {
  return snapshots.every((snapshot) => snapshotIs('deletable', snapshot.status))
}
