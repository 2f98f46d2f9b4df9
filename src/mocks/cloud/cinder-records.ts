// The demo cloud's Cinder records: backends and services, volume types (encryption, QoS), volumes,
// transfers, snapshots, backups, user messages, attachments and a project's quota rows. Plain JSON,
// as all of the state (state.ts).
import type { AttachStatus, Connector, QosConsumer } from '../../api/types'

export interface BackendRecord {
  /** host@backend#pool, as in os-vol-host-attr:host. */
  host: string
  backendName: string
  availabilityZone: string
  multiattach: boolean
  /** Reports replication_enabled and group_replication_enabled (the CapabilitiesFilter's keys); absent: no. */
  replication?: boolean
  /** cinder.conf's replication_device entries of the backend, each with its backend_id. */
  replicationDevices?: Array<Record<string, string>>
}

/**
 * Storage a backend holds that Cinder does not manage (what LVM's volume group has besides
 * volume-<id> and snapshot-<id>): listed by the manageable lists of its cinder-volume service,
 * turned into a volume or a snapshot by manage, left again by unmanage (docs/manage.md).
 */
export interface UnmanagedRecord {
  /** The cinder-volume service that holds it: host@backend. */
  host: string
  /** The backend's name for it, the reference's source-name. */
  name: string
  kind: 'volume' | 'snapshot'
  /** GiB, rounded up. */
  size: number
  /** A snapshot's origin (the volume it was taken of), as its source_reference's source-name; null: unknown. */
  origin?: string | null
  /** Open on the host: LVM lists it as not safe, `<volume|snapshot> in use`. */
  inUse?: boolean
  extraInfo?: Record<string, string | null> | null
}

/**
 * A Cinder service as os-services lists it (C:cinder/objects/service.py): cinder-scheduler,
 * cinder-volume (host@backend) and cinder-backup. Disabled by an admin with a reason; the
 * scheduler then leaves a disabled cinder-volume's pools out and a disabled cinder-backup is not
 * picked for backups.
 */
export interface ServiceRecord {
  binary: string
  host: string
  zone: string
  disabled: boolean
  disabledReason: string | null
  /** When an admin last enabled or disabled it (Zed shows it as updated_at when newer). */
  modifiedAt: string | null
}

export interface VolumeTypeRecord {
  id: string
  name: string
  description: string | null
  is_public: boolean
  extra_specs: Record<string, string>
  /** Has an encryption spec (os-volume-type-encryption). */
  encrypted: boolean
  /** The encryption spec's fields; absent on an encrypted type: LUKS front-end (types saved before it existed). */
  encryption?: TypeEncryptionRecord
  /** The associated QoS specs (absent: none). */
  qos_specs_id?: string | null
  /** Projects a private type is shared with (os-volume-type-access). */
  projects?: string[]
  /** When it was made through the API (Cinder's views do not show it; its repr in a message does). */
  created_at?: string
}

export interface TypeEncryptionRecord {
  encryption_id: string
  provider: string
  cipher: string | null
  key_size: number | null
  control_location: 'front-end' | 'back-end'
  created_at: string
  updated_at: string | null
}

/** QoS specs (C:cinder/volume/qos_specs.py); the consumer is kept apart from the keys. */
export interface QosSpecsRecord {
  id: string
  name: string
  consumer: QosConsumer
  specs: Record<string, string>
  created_at: string
}

export interface VolumeRecord {
  id: string
  project_id: string
  user_id: string
  name: string | null
  description: string | null
  size: number
  status: string
  attach_status: 'attached' | 'detached' | 'reserved' | 'attaching' | 'detaching'
  volume_type_id: string
  availability_zone: string
  created_at: string
  updated_at: string | null
  bootable: boolean
  encryption_key_id: string | null
  multiattach: boolean
  metadata: Record<string, string>
  /** readonly / attached_mode, shown merged into metadata. */
  admin_metadata: Record<string, string>
  /** Backend host, null until scheduled or when scheduling failed. */
  host: string | null
  migration_status: string | null
  snapshot_id: string | null
  source_volid: string | null
  image_id: string | null
  /** Made from this backup (3.47); optional for states saved before backups existed. */
  backup_id?: string | null
  /** Its generic volume group (3.13); optional for states saved before groups existed. */
  group_id?: string | null
  /** Cinder's replication_status: null unless the backend set one (absent: null). */
  replication_status?: string | null
}

/** A group type (C:cinder/db/sqlalchemy/models.py#GroupType) with its group specs. */
export interface GroupTypeRecord {
  id: string
  name: string
  description: string | null
  is_public: boolean
  group_specs: Record<string, string>
}

/** A generic volume group (C:cinder/objects/group.py); its members carry group_id. */
export interface GroupRecord {
  id: string
  project_id: string
  user_id: string
  name: string | null
  description: string | null
  status: string
  availability_zone: string
  group_type_id: string
  volume_type_ids: string[]
  /** host@backend#pool, null until scheduled or when no backend suits every type. */
  host: string | null
  group_snapshot_id: string | null
  source_group_id: string | null
  created_at: string
  /** 3.38's replication_status: disabled at creation (absent: disabled). */
  replication_status?: string
}

/** A group snapshot (C:cinder/objects/group_snapshot.py); its member snapshots carry group_snapshot_id. */
export interface GroupSnapshotRecord {
  id: string
  project_id: string
  user_id: string
  group_id: string
  group_type_id: string
  name: string | null
  description: string | null
  status: string
  created_at: string
}

/** A pending volume transfer (C:cinder/db/sqlalchemy/models.py#Transfer); gone once accepted or cancelled. */
export interface TransferRecord {
  id: string
  volume_id: string
  name: string | null
  /** Cinder keeps a salted hash; the demo cloud keeps the key (it never leaves the cloud but in the create answer). */
  auth_key: string
  no_snapshots: boolean
  source_project_id: string
  created_at: string
}

export interface SnapshotRecord {
  id: string
  project_id: string
  user_id: string
  volume_id: string
  /** The volume's type and zone when the snapshot was taken (a volume made from it inherits them). */
  volume_type_id: string
  availability_zone: string
  name: string | null
  description: string | null
  /** GiB: the volume's size when the snapshot was taken (volume_size). */
  size: number
  status: string
  progress: string
  /** A member of this group snapshot (3.14); optional for states saved before groups existed. */
  group_snapshot_id?: string | null
  created_at: string
  updated_at: string | null
  metadata: Record<string, string>
}

export interface BackupRecord {
  id: string
  project_id: string
  user_id: string
  volume_id: string
  snapshot_id: string | null
  /** The backup this one is an increment of. */
  parent_id: string | null
  name: string | null
  description: string | null
  status: string
  size: number
  object_count: number | null
  container: string | null
  fail_reason: string | null
  /** When the data was taken: the creation, or the snapshot's. */
  data_timestamp: string
  created_at: string
  updated_at: string | null
  metadata: Record<string, string>
  /** The volume's status before the backup (it goes back to it). */
  previous_status: string | null
  restore_volume_id: string | null
  /**
   * Zed's num_dependent_backups: incrementals on top of it that finished (counted when one becomes
   * available, given back when one is deleted). `has_dependent_backups` shows it; a delete checks
   * every child row instead, in any status (C:cinder/backup/manager.py#_finish_backup). Missing in
   * state saved before it existed: 0.
   */
  num_dependent_backups?: number
}

/** A user message (C:cinder/db/sqlalchemy/models.py#Message; docs/messages.md). */
export interface MessageRecord {
  id: string
  project_id: string
  /** The request that started the work that failed. */
  request_id: string
  resource_type: 'VOLUME' | 'VOLUME_SNAPSHOT' | 'VOLUME_BACKUP'
  resource_uuid: string | null
  event_id: string
  action_id: string
  detail_id: string
  message_level: 'ERROR' | 'WARNING' | 'INFO'
  created_at: string
  /** created_at plus message_ttl; shown as guaranteed_until. */
  expires_at: string
}

export interface AttachmentRecord {
  id: string
  volume_id: string
  instance_uuid: string | null
  /** From the connector. */
  attached_host: string | null
  mountpoint: string | null
  attach_status: AttachStatus
  /** "null" until a connector decides (R16). */
  attach_mode: 'rw' | 'ro' | 'null'
  connector: Connector | null
  connection_info: Record<string, unknown> | null
  attach_time: string | null
  detach_time: string | null
}

/** A project's own quota rows; what it has no row for is the default (quotas.ts DEFAULT_QUOTAS). */
export interface QuotaRecord {
  volumes: number
  gigabytes: number
  snapshots: number
  backups: number
  backup_gigabytes: number
  per_volume_gigabytes?: number
  groups?: number
  /** `volumes_<type>`, `gigabytes_<type>`, `snapshots_<type>` this project has a row for. */
  perType?: Record<string, number>
}
