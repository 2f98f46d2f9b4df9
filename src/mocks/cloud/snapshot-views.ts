// The wire view of a snapshot (C:cinder/api/views/snapshots.py, C:cinder/api/v3/views/snapshots.py,
// C:cinder/api/contrib/extended_snapshot_attributes.py).
import { atLeast } from '../../api/microversion'
import type { Snapshot } from '../../api/types'
import type { SnapshotRecord } from './state'

export interface SnapshotViewOptions {
  microversion: string
  /** The summary list (GET /snapshots): the nine base fields only. */
  summary?: boolean
  /** progress and project_id: on show and the detail list, not on create or update answers. */
  extended?: boolean
}

export function snapshotView(snapshot: SnapshotRecord, options: SnapshotViewOptions): Snapshot {
  const view: Snapshot = {
    id: snapshot.id,
    created_at: snapshot.created_at,
    updated_at: snapshot.updated_at,
    name: snapshot.name,
    description: snapshot.description,
    volume_id: snapshot.volume_id,
    status: snapshot.status as Snapshot['status'],
    size: snapshot.size,
    metadata: { ...snapshot.metadata },
  }
  if (options.summary) return view
  const version = options.microversion
  if (atLeast(version, '3.14')) view.group_snapshot_id = snapshot.group_snapshot_id ?? null
  if (atLeast(version, '3.41')) view.user_id = snapshot.user_id
  if (atLeast(version, '3.65')) view.consumes_quota = true
  if (options.extended) {
    view['os-extended-snapshot-attributes:progress'] = snapshot.progress
    view['os-extended-snapshot-attributes:project_id'] = snapshot.project_id
  }
  return view
}
