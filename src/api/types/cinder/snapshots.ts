// Snapshots on the wire (C:cinder/api/v3/views/snapshots.py, C:cinder/api/v3/snapshots.py).
import type { Link } from '../common'

export type SnapshotStatus =
  | 'creating'
  | 'available'
  | 'backing-up'
  | 'deleting'
  | 'error'
  | 'error_deleting'
  | 'restoring'
  | 'unmanaging'
  | 'deleted'

/** A snapshot as GET /snapshots/detail shows it (C:cinder/api/v3/views/snapshots.py). */
export interface Snapshot {
  id: string
  name: string | null
  description: string | null
  volume_id: string
  status: SnapshotStatus
  /** GiB: the volume's size when the snapshot was taken. */
  size: number
  created_at: string
  updated_at: string | null
  metadata: Record<string, string>
  /** "0%" … "100%" (extended snapshot attributes, owner or admin). */
  'os-extended-snapshot-attributes:progress'?: string | null
  'os-extended-snapshot-attributes:project_id'?: string
  /** 3.14 or later. */
  group_snapshot_id?: string | null
  /** 3.41 or later. */
  user_id?: string
  /** 3.65 or later. */
  consumes_quota?: boolean
}

export interface SnapshotListBody {
  snapshots: Snapshot[]
  snapshots_links?: Link[]
  /** Only with `with_count=true` at 3.45 or later. */
  count?: number
}

export interface SnapshotCreateRequest {
  snapshot: {
    volume_id: string
    name?: string | null
    description?: string | null
    metadata?: Record<string, string>
    /** An in-use volume needs it below 3.66; from 3.66 `false` is refused and it is not needed. */
    force?: boolean
  }
}
