// What the console offers for snapshots, and why not, in the reader's words: the questions of
// snapshot-rules.ts (S1–S5) asked before the click. The demo cloud enforces the same functions.
import type { Snapshot, Volume } from '../api/types'
import { tr } from '../i18n/tr'
import type { Guard } from './guards'
import { canCreateSnapshot, canDeleteSnapshot, canRevertToSnapshot, cascadeAllowed } from './snapshot-rules'
import { isErrorStatus, volumeIs } from './statuses'

const shown = (status: string) => tr(status, { ns: 'status' })
const no = (reason: string): Guard => ({ ok: false, reason })

/** Create Snapshot (S1). The console sends force for an in-use volume below 3.66, so in-use passes. */
export function canSnapshot(volume: Pick<Volume, 'id' | 'status'>): Guard {
  if (volumeIs('settling', volume.status)) {
    return no(tr('The volume is {{status}}; wait until it settles.', { status: shown(volume.status) }))
  }
  if (isErrorStatus(volume.status)) {
    return no(tr('The volume is in an error state ({{status}}).', { status: shown(volume.status) }))
  }
  const verdict = canCreateSnapshot(volume, { force: true, inUseAllowed: true })
  if (verdict.ok) return { ok: true }
  return no(tr('A volume that is {{status}} cannot be snapshotted.', { status: shown(volume.status) }))
}

/** How a snapshot of this volume will hold its data: said before it is taken. */
export type Consistency = 'idle' | 'in-use' | 'shared-writers'

export function snapshotConsistency(volume: Pick<Volume, 'status' | 'multiattach' | 'attachments'>, readWrite: number) {
  if (volume.status !== 'in-use') return 'idle' as const
  return volume.multiattach && readWrite > 1 ? ('shared-writers' as const) : ('in-use' as const)
}

/** Delete Snapshot (S2). */
export function canRemoveSnapshot(snapshot: Pick<Snapshot, 'status'>): Guard {
  if (canDeleteSnapshot(snapshot).ok) return { ok: true }
  return no(
    tr('A snapshot that is {{status}} cannot be deleted: Cinder deletes available or error snapshots only.', {
      status: shown(snapshot.status),
    }),
  )
}

/**
 * Revert to Snapshot (S3): `snapshots` newest first. `attachedTo` counts the servers and hosts it
 * is attached to (a shareable volume must be detached from every one).
 */
export function canRevert(
  volume: Pick<Volume, 'id' | 'status' | 'size' | 'attachments'>,
  snapshots: readonly Snapshot[],
): Guard {
  const latest = snapshots[0]
  if (!latest) return no(tr('The volume has no snapshots.'))
  const verdict = canRevertToSnapshot(volume, latest.id, latest)
  if (verdict.ok) return { ok: true }
  if (volume.size !== latest.size) {
    return no(
      tr(
        'The volume was extended after its latest snapshot ({{snapshot}} GiB, now {{size}} GiB): Cinder reverts only at the same size.',
        { snapshot: latest.size, size: volume.size },
      ),
    )
  }
  if (volume.status === 'in-use' || volume.attachments.length > 0) {
    return no(
      tr('Attached to {{count}} server(s): detach it from every one first. Cinder reverts only an available volume.', {
        count: volume.attachments.length,
      }),
    )
  }
  if (volume.status !== 'available') {
    return no(
      tr('The volume is {{status}}; Cinder reverts only an available volume.', { status: shown(volume.status) }),
    )
  }
  return no(
    tr('Its latest snapshot, {{name}}, is {{status}}.', {
      name: latest.name || latest.id,
      status: shown(latest.status),
    }),
  )
}

/** Delete Volume with its snapshots (S5): every snapshot available or error. */
export function canCascade(snapshots: readonly Pick<Snapshot, 'status'>[]): Guard {
  if (cascadeAllowed(snapshots)) return { ok: true }
  return no(tr('A snapshot of it is still changing: wait until every snapshot is available or in error.'))
}
