// What the console offers for unmanage, and why not, in the reader's words: the questions of
// manage-rules.ts (MG3) asked before the click. The demo cloud enforces the same function.
import type { Snapshot, Volume } from '../api/types'
import { tr } from '../i18n/tr'
import type { Guard } from './guards'
import { canUnmanageSnapshot, canUnmanageVolume } from './manage-rules'

/**
 * Unmanage a volume (MG3): not encrypted; available or in error, not attached, migrating or in a
 * group, and without snapshots (`snapshots`: how many it has, when known).
 */
export function canOfferUnmanage(
  volume: Pick<Volume, 'status' | 'attachments' | 'migration_status' | 'group_id' | 'encrypted'>,
  snapshots = 0,
): Guard {
  const verdict = canUnmanageVolume({
    status: volume.status,
    attach_status: volume.attachments.length > 0 ? 'attached' : 'detached',
    migration_status: volume.migration_status ?? null,
    group_id: volume.group_id ?? null,
    encrypted: volume.encrypted,
    snapshots,
  })
  if (verdict.ok) return { ok: true }
  if (volume.encrypted) {
    return {
      ok: false,
      reason: tr('Cinder does not unmanage an encrypted volume ("{{message}}").', { message: verdict.message }),
    }
  }
  if (snapshots > 0)
    return { ok: false, reason: tr('It has {{count}} snapshots: unmanage or delete them first.', { count: snapshots }) }
  return {
    ok: false,
    reason: tr(
      'Cinder unmanages a volume that is available or in error, not attached, migrating or in a group; this one is {{status}}.',
      { status: tr(volume.status, { ns: 'status' }) },
    ),
  }
}

/** Unmanage a snapshot (MG4): available or in error, and not taken with a group snapshot. */
export function canOfferSnapshotUnmanage(snapshot: Pick<Snapshot, 'status' | 'group_snapshot_id'>): Guard {
  if (canUnmanageSnapshot(snapshot).ok) return { ok: true }
  if (snapshot.group_snapshot_id) {
    return {
      ok: false,
      reason: tr('It was taken with its group: Cinder lets it go only with the group snapshot.'),
    }
  }
  return {
    ok: false,
    reason: tr('Cinder unmanages a snapshot that is available or in error; this one is {{status}}.', {
      status: tr(snapshot.status, { ns: 'status' }),
    }),
  }
}
