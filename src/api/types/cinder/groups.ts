// Generic volume groups, group snapshots and group types on the wire (docs/cinder-groups.md;
// C:cinder/api/v3/views/groups.py, group_snapshots.py, group_types.py).
import type { Link } from '../common'

/** A group's detail view (3.13; the source ids from 3.14, volumes from 3.25 with list_volume, replication 3.38). */
export interface VolumeGroup {
  id: string
  name: string | null
  description: string | null
  status: string
  availability_zone: string
  created_at: string
  /** The group type's id (the key is group_type, not group_type_id). */
  group_type: string
  /** Volume type ids. */
  volume_types: string[]
  /** 3.14. */
  group_snapshot_id?: string | null
  source_group_id?: string | null
  /** 3.25, only with list_volume=true. */
  volumes?: string[]
  /** 3.38. */
  replication_status?: string
  /** 3.58, admins only. */
  project_id?: string
}

/**
 * list_replication_targets (3.38): the backend's replication_device entries, each with its
 * backend_id; an admin gets every key of the entry (C:cinder/volume/manager.py#list_replication_targets).
 */
export interface ReplicationTarget {
  backend_id?: string
  [key: string]: unknown
}

/** The answer of create and create-from-src, and the summary list. */
export interface VolumeGroupSummary {
  id: string
  name: string | null
}

export interface VolumeGroupListBody {
  groups: VolumeGroup[]
  group_links?: Link[]
}

/** A group snapshot's detail view (3.14; project_id from 3.58 for admins). */
export interface GroupSnapshot {
  id: string
  group_id: string
  group_type_id: string
  status: string
  created_at: string
  name: string | null
  description: string | null
  project_id?: string
}

export interface GroupSnapshotListBody {
  group_snapshots: GroupSnapshot[]
  group_snapshot_links?: Link[]
}

/** A group type (3.11); group_specs only for admins (group:access_group_types_specs). */
export interface GroupType {
  id: string
  name: string
  description: string | null
  is_public: boolean
  group_specs?: Record<string, string>
}
