// The demo cloud's state: plain JSON, so it can be persisted in the browser and reset.
import type { AttachStatus, Connector } from '../../api/types'

export interface DomainRecord {
  id: string
  name: string
}

export interface ProjectRecord {
  id: string
  name: string
  domain_id: string
  description?: string
}

export interface UserRecord {
  id: string
  name: string
  domain_id: string
  password: string
  /** project id → role names (implied roles included, as in a token). */
  roles: Record<string, string[]>
}

/** A user's application credential (keystone application_credentials): a secret bound to one project. */
export interface ApplicationCredentialRecord {
  id: string
  name: string
  description: string | null
  userId: string
  projectId: string
  secret: string
  roles: string[]
  expiresAt: string | null
  unrestricted: boolean
}

export interface BackendRecord {
  /** host@backend#pool, as in os-vol-host-attr:host. */
  host: string
  backendName: string
  availabilityZone: string
  multiattach: boolean
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
  consumer: 'front-end' | 'back-end' | 'both'
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

export interface BdmRecord {
  id: string
  volume_id: string
  attachment_id: string | null
  device_name: string | null
  boot_index: number | null
  delete_on_termination: boolean
  tag: string | null
  /** Rocky spec extension. */
  attach_mode: 'rw' | 'ro'
}

export interface ServerRecord {
  id: string
  name: string
  project_id: string
  user_id: string
  vm_state: string
  task_state: string | null
  power_state: number
  /** Compute host, null while shelved-offloaded. */
  host: string | null
  availability_zone: string
  flavor_id: string
  image_id: string | null
  created: string
  updated: string
  launched_at: string | null
  locked: boolean
  metadata: Record<string, string>
  description: string | null
  bdms: BdmRecord[]
  fault: { code: number; message: string; created: string } | null
  /**
   * Volumes the compute host makes from an image when the server is built (BDM image → volume,
   * N:nova/virt/block_device.py#DriverVolumeBlockDevice._create_volume). Optional: older states.
   */
  imageVolumes?: ImageVolumeRequest[]
}

export interface ImageVolumeRequest {
  imageId: string
  /** GiB. */
  size: number
  /** The type's name as Nova stores it (L11), or null for Cinder's default. */
  volumeType: string | null
  deleteOnTermination: boolean
  bootIndex: number | null
}

export interface ComputeHostRecord {
  name: string
  availabilityZone: string
  /** The virt driver supports multi-attach (R5). */
  multiattach: boolean
  /** A compute too old for the Rocky spec's attach mode (409, demo setting). */
  old: boolean
}

export interface FlavorRecord {
  id: string
  name: string
  ram: number
  disk: number
  vcpus: number
}

export interface ImageRecord {
  id: string
  name: string
  /** Bytes; 0 while an upload has not finished (Glance shows null then). */
  size: number
  min_disk: number
  disk_format: string
  created_at: string
  /**
   * Optional: the scenario's images (older states too) are the cloud's public active bare images,
   * owned by the admin project. An image uploaded from a volume sets them all (docs/upload-image.md).
   */
  status?: 'queued' | 'saving' | 'active'
  visibility?: 'public' | 'private' | 'shared' | 'community'
  /** The owning project's id. */
  owner?: string
  protected?: boolean
  container_format?: string
  updated_at?: string
  /** Properties beyond Glance's own fields (U11: copied from the volume's image metadata). */
  properties?: Record<string, string>
}

export interface InstanceActionRecord {
  instance_uuid: string
  action: string
  request_id: string
  user_id: string
  project_id: string
  start_time: string
  message: string | null
  result: 'Success' | 'Error'
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

export type StepKind =
  | { kind: 'volume-created'; volumeId: string; requestId?: string }
  | { kind: 'volume-deleted'; volumeId: string }
  | { kind: 'volume-extended'; volumeId: string; newSize: number; previousStatus: string }
  | { kind: 'volume-retyped'; volumeId: string; typeId: string; previousStatus: string }
  | { kind: 'volume-migrated'; volumeId: string; host: string }
  | { kind: 'volume-reverted'; volumeId: string; snapshotId: string }
  | { kind: 'snapshot-created'; snapshotId: string }
  | { kind: 'backup-created'; backupId: string; requestId?: string }
  | { kind: 'backup-deleted'; backupId: string }
  | { kind: 'backup-restored'; backupId: string; volumeId: string }
  | { kind: 'snapshot-deleted'; snapshotId: string }
  | { kind: 'image-saving'; imageId: string; volumeId: string }
  | { kind: 'image-uploaded'; imageId: string; volumeId: string }
  | { kind: 'attach-connect'; serverId: string; volumeId: string; attachmentId: string }
  | { kind: 'attach-complete'; serverId: string; volumeId: string; attachmentId: string }
  | { kind: 'detach-finish'; serverId: string; volumeId: string; attachmentId: string }
  | { kind: 'server-built'; serverId: string }
  | { kind: 'server-deleted'; serverId: string }
  | { kind: 'server-shelved'; serverId: string }
  | { kind: 'server-unshelved'; serverId: string }

export type Step = StepKind & { at: number }

/**
 * The browser's console session with the demo cloud (the demo's stand-in for the console
 * server's sealed cookie): who is signed in, until when, and with which settings. Never the
 * token: after a reload the demo cloud issues a new one for the same subject and expiry.
 */
export interface ConsoleSessionRecord {
  userId: string
  projectId: string
  issuedAt: number
  expiresAt: number
  authUrl: string
  region: string
  interface: 'public' | 'internal' | 'admin'
  /** Signed in with an application credential (its token cannot be re-scoped). */
  applicationCredential?: { id: string; name: string }
}

export interface CloudState {
  scenario: string
  /** Optional: set while the browser is signed in to the demo (see ConsoleSessionRecord). */
  consoleSession?: ConsoleSessionRecord
  domains: DomainRecord[]
  projects: ProjectRecord[]
  users: UserRecord[]
  /** Optional: states saved before they existed have none. */
  applicationCredentials?: ApplicationCredentialRecord[]
  backends: BackendRecord[]
  volumeTypes: VolumeTypeRecord[]
  defaultVolumeTypeId: string
  volumes: VolumeRecord[]
  /** Optional: states saved before snapshots existed have none. */
  snapshots?: SnapshotRecord[]
  /** Optional: states saved before backups existed have none. */
  backups?: BackupRecord[]
  /** User messages; optional: states saved before messages existed have none. */
  messages?: MessageRecord[]
  /** Pending volume transfers; optional: states saved before transfers existed have none. */
  transfers?: TransferRecord[]
  /** QoS specs; optional: states saved before they existed have none. */
  qosSpecs?: QosSpecsRecord[]
  /** Per-project default types (3.62), project id → type id; optional as above. */
  projectDefaultTypes?: Record<string, string>
  attachments: AttachmentRecord[]
  servers: ServerRecord[]
  computeHosts: ComputeHostRecord[]
  /**
   * Nova's [DEFAULT] default_schedule_zone: where a server created without a zone is scheduled,
   * and the zone it then reports. Operators set it to keep ordinary servers out of special
   * zones (here, the host without multi-attach). Unset (or saved before it existed): any host.
   */
  defaultScheduleZone?: string
  /**
   * The "volume" entry of the operator's resource_filters.json: the filters non-admins may use.
   * A key is allowed when it is listed, or (from 3.34) when the key plus "~" is listed; so
   * `name~` (substring match) needs "name~" in the list, which upstream's default lacks.
   * Optional: states saved before it existed use the default.
   */
  volumeFilters?: string[]
  flavors: FlavorRecord[]
  images: ImageRecord[]
  instanceActions: InstanceActionRecord[]
  quotas: Record<string, QuotaRecord>
  /**
   * The quota classes' own rows (os-quota-class-sets), by class name then key: "default" holds the
   * defaults every project without a row of its own gets. Optional: states saved before it existed
   * have none (the cinder.conf defaults apply).
   */
  quotaClasses?: Record<string, Record<string, number>>
  /** The block-storage services; optional: made from the backends when first asked (services.ts). */
  services?: ServiceRecord[]
  pending: Step[]
  /**
   * Further regions (the first region's state only): each its own Cinder and Nova state, with
   * the first region's domains, projects and users (linked at load, not saved twice; see
   * create.ts linkRegions) and its own settings over the first region's.
   */
  regions?: Record<string, RegionRecord>
}

export interface RegionRecord {
  state: CloudState
  settings: Partial<CloudSettings>
}

export interface FaultRule {
  /** What happens: an error answer, no answer (a dropped connection), or a slow answer. */
  kind: 'error' | 'drop' | 'slow'
  /** 0..1, checked per matching request. */
  rate: number
  status?: number
  delayMs?: number
  methods?: string[]
  /** A substring of the path. */
  path?: string
}

export interface CloudSettings {
  /** How long each transitional state lasts. */
  transitionMs: number
  /** Added to every answer. */
  latencyMs: number
  faults: FaultRule[]
  /** Serve the Rocky spec's attach_mode and shareable multi-create (docs/rules.md, "Product rules beyond upstream"). */
  attachModeExtension: boolean
  /** Queens–Stein compute services: 409 on boot from a shareable volume (R6). */
  oldComputes: boolean
  /** rule → roles allowed (admin always passes unless listed otherwise). */
  policies: Record<string, string[]>
  tokenTtlSeconds: number
  cinderMaxVersion: string
  /**
   * A cinder-backup service runs (the default). Without one, Zed still accepts a backup (202)
   * and the scheduler then fails it; restore and delete are 404s (docs/backups.md).
   * Optional: settings saved before it existed have one.
   */
  backupService?: boolean
  /**
   * Cinder's enable_force_upload: an in-use volume is uploaded to an image when asked with force.
   * Off by default, as upstream: force is then silently ignored (U4). Optional: saved settings lack it.
   */
  forceUpload?: boolean
  /**
   * A compute host that stops half-way, to make the stuck states an administrator repairs
   * (docs/repair.md): "attach" leaves each new attachment reserved (the host never connects);
   * "detach" leaves each detach detaching and each deleted server's attachments behind.
   * Optional: saved settings lack it (nothing hangs).
   */
  hang?: 'none' | 'attach' | 'detach'
  novaMaxVersion: string
}
