// Cinder v3 wire types (C:cinder/api/v3/views/volumes.py, views/attachments.py, views/types.py,
// views/snapshots.py).
import type { Link } from './common'

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
    /** Removed: `true` is a 400; `false` is accepted and ignored. */
    multiattach?: boolean
  }
  'OS-SCH-HNT:scheduler_hints'?: Record<string, unknown>
}

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

export type BackupStatus = 'creating' | 'available' | 'deleting' | 'error' | 'error_deleting' | 'restoring' | 'deleted'

/** GET /backups items, and the answers of create and update (C:cinder/api/views/backups.py#summary). */
export interface BackupSummary {
  id: string
  name: string | null
  links: Link[]
}

/** GET /backups/detail items and GET /backups/{id} (C:cinder/api/views/backups.py#detail). */
export interface Backup extends BackupSummary {
  description: string | null
  status: BackupStatus
  /** GiB: the volume's size. */
  size: number
  object_count: number | null
  /** Null for backups created through the API (Zed ignores the body's zone). */
  availability_zone: string | null
  container: string | null
  created_at: string
  updated_at: string | null
  fail_reason: string | null
  volume_id: string
  is_incremental: boolean
  has_dependent_backups: boolean
  snapshot_id: string | null
  data_timestamp: string
  /** 3.43 or later. */
  metadata?: Record<string, string>
  /** Admin only, 3.18 or later. */
  'os-backup-project-attr:project_id'?: string
  /** Admin only, 3.56 or later. */
  user_id?: string
  /** 3.64 or later, when set. */
  encryption_key_id?: string
}

export interface BackupListBody {
  backups: Backup[]
  backups_links?: Link[]
  count?: number
}

export interface BackupCreateRequest {
  backup: {
    volume_id: string
    name?: string | null
    description?: string | null
    container?: string | null
    incremental?: boolean
    /** An in-use volume needs it, at every microversion. */
    force?: boolean
    snapshot_id?: string | null
    /** 3.43 or later. */
    metadata?: Record<string, string>
    /** 3.51 or later (ignored by Zed). */
    availability_zone?: string | null
  }
}

/** POST /backups/{id}/restore's answer. */
export interface BackupRestore {
  backup_id: string
  volume_id: string
  volume_name: string | null
}

/**
 * A user message (3.3): what went wrong after Cinder had already answered 2xx
 * (C:cinder/api/v3/views/messages.py#detail; docs/messages.md).
 */
export interface Message {
  id: string
  /** `VOLUME_<resource type>_<action id>_<detail id>`, e.g. `VOLUME_VOLUME_BACKUP_013_024`. */
  event_id: string
  /** `<action>:<detail>` in Cinder's words, e.g. `create backup:Backup failed to schedule. …`. */
  user_message: string
  /** `ERROR` for every message Zed records. */
  message_level: 'ERROR' | 'WARNING' | 'INFO'
  created_at: string
  /** created_at plus message_ttl (30 days by default); reaped some time after. */
  guaranteed_until: string
  /** The request that started the work that failed (a `req-…` id). */
  request_id: string
  links: Link[]
  /** Left out when the message has none. */
  resource_type?: 'VOLUME' | 'VOLUME_SNAPSHOT' | 'VOLUME_BACKUP'
  /** Left out when the message has none. */
  resource_uuid?: string
}

export interface MessageListBody {
  messages: Message[]
  messages_links?: Link[]
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

export interface VolumeType {
  id: string
  name: string
  description: string | null
  is_public: boolean
  extra_specs: Record<string, string>
  qos_specs_id?: string | null
  /** Not on GET /types/default (the type-access extension does not reach it). */
  'os-volume-type-access:is_public'?: boolean
}

/** os-volume-type-encryption; `{}` when the type has none. */
export type VolumeTypeEncryption =
  | Record<string, never>
  | {
      volume_type_id: string
      encryption_id: string
      provider: string
      cipher: string | null
      key_size: number | null
      control_location: 'front-end' | 'back-end'
    }

export interface VolumeTypeCreateRequest {
  volume_type: {
    name: string
    description?: string
    'os-volume-type-access:is_public'?: boolean
    extra_specs?: Record<string, string>
  }
}

export type AttachStatus =
  'reserved' | 'attaching' | 'attached' | 'detaching' | 'detached' | 'error_attaching' | 'error_detaching' | 'deleted'

/** `mode` as stored: the literal string "null" until a connector decides it (R16). */
export type AttachMode = 'rw' | 'ro' | 'null'

export interface Connector {
  initiator?: string
  host?: string
  ip?: string
  platform?: string
  os_type?: string
  multipath?: boolean
  mountpoint?: string
  mode?: 'rw' | 'ro'
  [key: string]: unknown
}

export interface AttachmentSummary {
  id: string
  status: AttachStatus
  instance: string | null
  volume_id: string
}

export interface AttachmentDetail extends AttachmentSummary {
  /** "" when unset. */
  attached_at: string
  /** "" when unset. */
  detached_at: string
  attach_mode: AttachMode
  connection_info: Record<string, unknown>
}

export interface AttachmentCreateRequest {
  attachment: {
    volume_uuid: string
    /** Leave the key out for a non-Nova consumer: null is a 400. */
    instance_uuid?: string
    connector?: Connector | null
    /** 3.54 or later. */
    mode?: 'rw' | 'ro'
  }
}

export interface AbsoluteLimits {
  maxTotalVolumes: number
  maxTotalSnapshots: number
  maxTotalVolumeGigabytes: number
  maxTotalBackups: number
  maxTotalBackupGigabytes: number
  totalVolumesUsed: number
  totalGigabytesUsed: number
  totalSnapshotsUsed: number
  totalBackupsUsed: number
  totalBackupGigabytesUsed: number
}

/** One quota with its usage (`?usage=true`); -1 is no limit. Zed has no `allocated`. */
export interface QuotaUsage {
  limit: number
  in_use: number
  reserved: number
}

/** `quota_set` with usage: `id` and a QuotaUsage per resource key. */
export type QuotaUsageSet = { id: string } & Record<string, QuotaUsage | string>

export interface LimitsBody {
  limits: { rate: unknown[]; absolute: AbsoluteLimits }
}

export interface AvailabilityZoneInfo {
  zoneName: string
  zoneState: { available: boolean }
}

/** A pending volume transfer (C:cinder/api/views/transfers.py): the detail view. */
export interface Transfer {
  id: string
  name: string | null
  volume_id: string
  created_at: string
  links: Link[]
  /** 3.55. */
  no_snapshots?: boolean
  /** 3.57: always the donor, null and false for any transfer the API shows (docs/volume-life-facts.md, T21). */
  source_project_id?: string
  destination_project_id?: string | null
  accepted?: boolean
}

/** The create answer: the only place the authorization key is ever given. */
export interface CreatedTransfer extends Transfer {
  auth_key: string
}
