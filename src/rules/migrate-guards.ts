// Moving a volume to another backend (admin): Nova swaps each attachment and refuses a shareable
// volume with more than one read/write attachment (R9.3; the openstack-dev thread on swapping
// multi-attached volumes).
import type { Volume } from '../api/types'
import { tr } from '../i18n/tr'
import type { ModeLookup } from './attachment-modes'
import type { Guard } from './guards'
import { isMigrating, volumeIs } from './statuses'

/** Read/write attachments: the volume-level read-only flag makes them all read-only. */
export function readWriteCount(
  volume: Pick<Volume, 'attachments' | 'metadata'>,
  modes: ModeLookup | undefined,
): number {
  if (volume.metadata.readonly === 'True') return 0
  // An attachment whose mode is unknown counts as read/write, as Nova counts it (R9.3).
  return volume.attachments.filter((attachment) => modes?.get(attachment.attachment_id) !== 'ro').length
}

type Movable = Pick<Volume, 'status' | 'migration_status' | 'multiattach'> & Partial<Pick<Volume, 'group_id'>>

function movable(volume: Movable, admin: boolean): Guard | null {
  if (!admin) return { ok: false, reason: tr('Only administrators can migrate volumes.'), rule: 'policy' }
  // Cinder's conditional update expects group_id None or '' and refuses with "…must not … be part
  // of a group…" (C:cinder/volume/api.py#migrate_volume).
  if (volume.group_id) {
    return {
      ok: false,
      reason: tr('A volume in a group cannot be migrated: remove it from its group first.'),
      rule: 'state',
    }
  }
  if (!volumeIs('retypable', volume.status)) {
    return {
      ok: false,
      reason: tr('A volume that is {{status}} cannot be migrated.', { status: tr(volume.status, { ns: 'status' }) }),
      rule: 'state',
    }
  }
  if (isMigrating(volume.migration_status)) {
    return { ok: false, reason: tr('A migration of this volume is already running.'), rule: 'state' }
  }
  return null
}

export function canMigrate(volume: Movable, readWrite: number, admin: boolean): Guard {
  const blocked = movable(volume, admin)
  if (blocked) return blocked
  if (volume.multiattach && readWrite > 1) {
    return {
      ok: false,
      reason: tr(
        'Nova cannot swap a shareable volume with {{count}} read/write attachments; use "Move Shared Volume" to detach the others, migrate, and attach them again.',
        { count: readWrite },
      ),
      rule: 'R9',
    }
  }
  return { ok: true }
}

/** The guided move is for exactly the case a plain migration cannot do. */
export function canMoveShared(volume: Movable, readWrite: number, admin: boolean): Guard {
  const blocked = movable(volume, admin)
  if (blocked) return blocked
  if (!volume.multiattach || readWrite <= 1) {
    return {
      ok: false,
      reason: tr('Needed only for a shareable volume with more than one read/write attachment; use Migrate Volume.'),
      rule: 'R9',
    }
  }
  return { ok: true }
}
