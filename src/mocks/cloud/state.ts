// The demo cloud's state: plain JSON, so it can be persisted in the browser and reset. Its records
// are in identity-records.ts (Keystone), cinder-records.ts, nova-records.ts (Nova and Glance),
// pending-steps.ts (what happens when a transitional state's time is up) and cloud-settings.ts.
import type { CloudSettings } from './cloud-settings'
import type {
  AttachmentRecord,
  BackendRecord,
  BackupRecord,
  GroupRecord,
  GroupSnapshotRecord,
  GroupTypeRecord,
  MessageRecord,
  QosSpecsRecord,
  QuotaRecord,
  ServiceRecord,
  SnapshotRecord,
  TransferRecord,
  UnmanagedRecord,
  VolumeRecord,
  VolumeTypeRecord,
} from './cinder-records'
import type {
  ApplicationCredentialRecord,
  ConsoleSessionRecord,
  CredentialRecord,
  DomainRecord,
  FederationRecord,
  ProjectRecord,
  UserRecord,
} from './identity-records'
import type { ComputeHostRecord, FlavorRecord, ImageRecord, InstanceActionRecord, ServerRecord } from './nova-records'
import type { Step } from './pending-steps'

export type * from './cinder-records'
export type * from './cloud-settings'
export type * from './identity-records'
export type * from './nova-records'
export type * from './pending-steps'

export interface CloudState {
  scenario: string
  /** Optional: set while the browser is signed in to the demo (see ConsoleSessionRecord). */
  consoleSession?: ConsoleSessionRecord
  domains: DomainRecord[]
  projects: ProjectRecord[]
  users: UserRecord[]
  /** Optional: states saved before they existed have none. */
  applicationCredentials?: ApplicationCredentialRecord[]
  /** Keystone federation's identity provider (single sign-on); optional: states saved before it have none. */
  federation?: FederationRecord
  /** Keystone credentials (the users' TOTP secrets); optional: states saved before them have none. */
  credentials?: CredentialRecord[]
  backends: BackendRecord[]
  volumeTypes: VolumeTypeRecord[]
  defaultVolumeTypeId: string
  volumes: VolumeRecord[]
  /** Optional: states saved before snapshots existed have none. */
  snapshots?: SnapshotRecord[]
  /** Optional: states saved before backups existed have none. */
  backups?: BackupRecord[]
  /**
   * Deleted backups' names by id: Cinder keeps a deleted backup's row, and an import of its record
   * revives that row, name included. Optional: states saved before it have none.
   */
  deletedBackupNames?: Record<string, string | null>
  /** User messages; optional: states saved before messages existed have none. */
  messages?: MessageRecord[]
  /** Pending volume transfers; optional: states saved before transfers existed have none. */
  transfers?: TransferRecord[]
  /** Group types, groups and group snapshots; optional: states saved before groups existed have none. */
  groupTypes?: GroupTypeRecord[]
  groups?: GroupRecord[]
  groupSnapshots?: GroupSnapshotRecord[]
  /** QoS specs; optional: states saved before they existed have none. */
  qosSpecs?: QosSpecsRecord[]
  /** Per-project default types (3.62), project id → type id; optional as above. */
  projectDefaultTypes?: Record<string, string>
  attachments: AttachmentRecord[]
  /** Storage the backends hold that Cinder does not manage; optional: states saved before it have none. */
  unmanaged?: UnmanagedRecord[]
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
