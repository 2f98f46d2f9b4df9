// Volumes on the wire (C:cinder/api/v3/views/volumes.py, C:cinder/api/v3/volumes.py,
// C:cinder/api/contrib/volume_actions.py, admin_actions.py, availability_zones.py).
import type { Link } from '../common'

export type VolumeStatus =
  | 'creating'
  | 'available'
  | 'reserved'
  | 'attaching'
  | 'detaching'
  | 'in-use'
  | 'maintenance'
  | 'deleting'
  | 'awaiting-transfer'
  | 'error'
  | 'error_deleting'
  | 'backing-up'
  | 'restoring-backup'
  | 'error_backing-up'
  | 'error_restoring'
  | 'error_extending'
  | 'downloading'
  | 'uploading'
  | 'retyping'
  | 'extending'
  | 'reverting'
  /** Unmanage under way (C:cinder/volume/api.py#delete with unmanage_only): then gone. */
  | 'unmanaging'

/** An element of a volume's `attachments[]`: only attachments that are `attached` appear. */
export interface VolumeAttachmentRef {
  /** The volume id (sic), not the attachment id. */
  id: string
  attachment_id: string
  volume_id: string
  server_id: string | null
  /** Null unless the caller is an admin or has the service role. */
  host_name: string | null
  device: string
  attached_at: string
}

export interface VolumeSummary {
  id: string
  name: string | null
  links: Link[]
}

export interface Volume {
  id: string
  status: VolumeStatus
  size: number
  availability_zone: string
  created_at: string
  updated_at: string | null
  name: string | null
  description: string | null
  volume_type: string | null
  snapshot_id: string | null
  source_volid: string | null
  metadata: Record<string, string>
  links: Link[]
  user_id: string
  /** A string, not a boolean. */
  bootable: 'true' | 'false'
  encrypted: boolean
  replication_status: string | null
  consistencygroup_id: string | null
  multiattach: boolean
  attachments: VolumeAttachmentRef[]
  /** Admin only. */
  migration_status?: string | null
  'os-vol-tenant-attr:tenant_id'?: string
  /** Admin only. */
  'os-vol-host-attr:host'?: string | null
  /** Admin only. */
  'os-vol-mig-status-attr:migstat'?: string | null
  /** Admin only. */
  'os-vol-mig-status-attr:name_id'?: string | null
  group_id?: string | null
  provider_id?: string | null
  shared_targets?: boolean | null
  service_uuid?: string | null
  cluster_name?: string | null
  volume_type_id?: string
  encryption_key_id?: string | null
  consumes_quota?: boolean
}

export interface VolumeListBody<T = Volume> {
  volumes: T[]
  volumes_links?: Link[]
  /** Only with `with_count=true` at 3.45 or later. */
  count?: number
}

export interface VolumeCreateRequest {
  volume: {
    /** Left out with a snapshot or source volume: theirs. */
    size?: number
    name?: string | null
    description?: string | null
    volume_type?: string | null
    availability_zone?: string | null
    snapshot_id?: string | null
    source_volid?: string | null
    backup_id?: string | null
    imageRef?: string | null
    metadata?: Record<string, string>
    consistencygroup_id?: string | null
    /** 3.13: made in this group (volume_type must then be given; docs/cinder-groups.md §8). */
    group_id?: string | null
    /** Removed: `true` is a 400; `false` is accepted and ignored. */
    multiattach?: boolean
  }
  'OS-SCH-HNT:scheduler_hints'?: Record<string, unknown>
}

export type VolumeAction =
  | { 'os-extend': { new_size: number } }
  | { 'os-retype': { new_type: string; migration_policy?: 'never' | 'on-demand' } }
  | { 'os-update_readonly_flag': { readonly: boolean } }
  | { 'os-set_bootable': { bootable: boolean } }
  | { 'os-detach': { attachment_id?: string } }
  | { 'os-reset_status': { status?: string; attach_status?: string; migration_status?: string } }
  | { 'os-force_detach': { attachment_id?: string; connector?: unknown } }
  | { 'os-force_delete': Record<string, never> }
  | { 'os-begin_detaching': Record<string, never> }
  | { 'os-roll_detaching': Record<string, never> }
  | { 'os-reserve': Record<string, never> }
  | { 'os-unreserve': Record<string, never> }
  | { 'os-migrate_volume': { host: string; force_host_copy?: boolean; lock_volume?: boolean } }
  | { revert: { snapshot_id: string } }

export interface AvailabilityZoneInfo {
  zoneName: string
  zoneState: { available: boolean }
}
