// Every query key of the app, from general to specific, so one prefix refreshes everything below
// it (invalidation.ts names the prefixes each kind of write refreshes). No key is spelled elsewhere.
import type { VolumeListParams } from '../api'
import type { AdminListView } from './admin-list-view'
import type { ManageableView } from './manageable-view'
import type { ResourceView } from './resource-view'
import type { VolumeView } from './volume-view'

export const keys = {
  /** The prefix of every query. */
  all: [] as const,
  volumes: ['volumes'] as const,
  volumeLists: () => [...keys.volumes, 'list'] as const,
  volumeList: (params: VolumeListParams) => [...keys.volumeLists(), params] as const,
  volumePage: (view: VolumeView) => [...keys.volumeLists(), 'page', view] as const,
  volume: (id: string) => [...keys.volumes, 'detail', id] as const,
  /** A picker's search: the first available volumes, or those named like the text (volume-search.ts). */
  volumeSearch: (text: string) => [...keys.volumeLists(), 'search', text] as const,
  /** An admin's page of every project's volumes (all_tenants; under the lists: a volume write refreshes it). */
  adminVolumePage: (view: AdminListView) => [...keys.volumeLists(), 'all-projects', view] as const,
  /** A volume's user metadata with its ETag (under volumes: a volume write refreshes it). */
  volumeMetadata: (id: string) => [...keys.volumes, 'metadata', id] as const,
  /** One project and region's listing of the "All my volumes" view (under volumes: a volume write refreshes it). */
  allVolumes: (projectId: string, region: string, filters: Record<string, string>) =>
    [...keys.volumes, 'all', projectId, region, filters] as const,
  snapshots: ['snapshots'] as const,
  snapshotPage: (view: ResourceView) => [...keys.snapshots, 'list', 'page', view] as const,
  volumeSnapshots: (volumeId: string) => [...keys.snapshots, 'list', 'volume', volumeId] as const,
  sourceSnapshots: () => [...keys.snapshots, 'list', 'sources'] as const,
  snapshot: (id: string) => [...keys.snapshots, 'detail', id] as const,
  /** An admin's page of every project's snapshots (all_tenants). */
  adminSnapshotPage: (view: AdminListView) => [...keys.snapshots, 'list', 'all-projects', view] as const,
  snapshotMetadata: (id: string) => [...keys.snapshots, 'metadata', id] as const,
  backups: ['backups'] as const,
  backupPage: (view: ResourceView) => [...keys.backups, 'list', 'page', view] as const,
  volumeBackups: (volumeId: string) => [...keys.backups, 'list', 'volume', volumeId] as const,
  sourceBackups: () => [...keys.backups, 'list', 'sources'] as const,
  backup: (id: string) => [...keys.backups, 'detail', id] as const,
  /** An admin's page of every project's backups (all_tenants). */
  adminBackupPage: (view: AdminListView) => [...keys.backups, 'list', 'all-projects', view] as const,
  /** Cinder's user messages (3.3): what failed, and why, after the API said yes. */
  messages: ['messages'] as const,
  backupServiceMissing: () => [...keys.messages, 'backup-service-missing'] as const,
  /** The messages Cinder keeps about one volume, snapshot or backup, newest first. */
  resourceMessages: (resourceId: string) => [...keys.messages, 'resource', resourceId] as const,
  /** Generic volume groups (3.13) and their group snapshots (3.14); group types (3.11). */
  groups: ['groups'] as const,
  groupList: (allProjects = false) => [...keys.groups, 'list', allProjects ? 'all-projects' : 'project'] as const,
  group: (id: string) => [...keys.groups, 'detail', id] as const,
  /** list_replication_targets (3.38), under the group: a group write asks again. */
  groupReplicationTargets: (id: string) => [...keys.groups, 'replication-targets', id] as const,
  /** The snapshots of a group's member volumes (under snapshots: a snapshot write refreshes it). */
  groupMemberSnapshots: (groupId: string, memberIds: readonly string[]) =>
    [...keys.snapshots, 'list', 'group-members', groupId, [...memberIds].sort()] as const,
  groupSnapshots: ['group-snapshots'] as const,
  groupSnapshotList: (groupId: string | null) => [...keys.groupSnapshots, 'list', groupId] as const,
  groupTypes: ['group-types'] as const,
  groupTypeList: () => [...keys.groupTypes, 'list'] as const,
  /** The project's pending volume transfers. */
  transfers: ['transfers'] as const,
  transferList: () => [...keys.transfers, 'list'] as const,
  attachments: ['attachments'] as const,
  /** Admin: every attachment record Cinder keeps of one volume, reserved and stuck ones too. */
  /** The project's attachments that are not rw (the rest are): attachment-modes.ts. */
  attachmentModes: (allProjects = false) =>
    [...keys.attachments, 'modes', ...(allProjects ? (['all-projects'] as const) : [])] as const,
  attachmentRecords: (volumeId: string) => [...keys.attachments, 'records', volumeId] as const,
  servers: ['servers'] as const,
  /** Placement's compute nodes and which can multi-attach (an administrator's read). */
  nodeCapabilities: () => ['placement', 'node-capabilities'] as const,
  serverIndex: (allProjects = false) =>
    [...keys.servers, 'index', ...(allProjects ? (['all-projects'] as const) : [])] as const,
  /** The project's servers by name only (the summary list): what a list of volumes shows. */
  serverNames: () => [...keys.servers, 'names'] as const,
  /** An admin's index of every project's servers (all_tenants), for naming attachments across projects. */
  adminServerIndex: () => [...keys.servers, 'index', 'all-projects'] as const,
  server: (id: string) => [...keys.servers, 'detail', id] as const,
  serverVolumes: (id: string) => [...keys.servers, 'volume-attachments', id] as const,
  /** A server's instance actions (a volume's history reads them for the servers holding it). */
  serverActions: (id: string) => [...keys.servers, 'actions', id] as const,
  /** Admin: whether Nova's server still has the volume, and through which attachment. */
  novaView: (serverId: string, volumeId: string, attachmentId: string) =>
    [...keys.servers, 'nova-view', serverId, volumeId, attachmentId] as const,
  flavors: ['flavors'] as const,
  volumeTypes: ['volume-types'] as const,
  volumeTypeList: () => [...keys.volumeTypes, 'list'] as const,
  defaultVolumeType: () => [...keys.volumeTypes, 'default'] as const,
  volumeTypeEncryption: (typeId: string) => [...keys.volumeTypes, 'encryption', typeId] as const,
  /** Admin: the projects a private type is shared with (os-volume-type-access). */
  volumeTypeAccess: (typeId: string) => [...keys.volumeTypes, 'access', typeId] as const,
  /** Admin: every project's own default type (3.62). */
  projectDefaultTypes: () => [...keys.volumeTypes, 'project-defaults'] as const,
  /** Admin: QoS specs, under the types (an association is the type's qos_specs_id): a type write refreshes them. */
  qosSpecList: () => [...keys.volumeTypes, 'qos', 'list'] as const,
  qosAssociations: (specsId: string) => [...keys.volumeTypes, 'qos', 'associations', specsId] as const,
  availabilityZones: ['availability-zones'] as const,
  /** The project's quotas and usage (quotas.ts); every write that takes or frees quota refreshes it. */
  limits: ['limits'] as const,
  quota: (projectId: string) => [...keys.limits, 'project', projectId] as const,
  /** Admin: a project's quota set with usage as Cinder gives it, every key (the Quotas page). */
  quotaSet: (projectId: string) => [...keys.limits, 'set', projectId] as const,
  /** Admin: the default quota class (os-quota-class-sets/default). */
  quotaDefaults: () => [...keys.limits, 'class', 'default'] as const,
  images: ['images'] as const,
  /** A page of Glance's list (limit, and the marker it starts after; null: the first page). */
  imagePage: (limit: number, marker: string | null) => [...keys.images, 'page', limit, marker] as const,
  image: (id: string) => [...keys.images, 'detail', id] as const,
  pools: ['pools'] as const,
  /** Admin: storage a backend holds that Cinder does not manage, a page per backend, kind and view (manage.ts). */
  manageable: ['manageable'] as const,
  manageablePage: (kind: 'volumes' | 'snapshots', view: ManageableView) => [...keys.manageable, kind, view] as const,
  /** Admin: the block-storage services (os-services). */
  services: ['services'] as const,
  /** Keystone: the projects the signed-in user has a role on (the project menu). */
  projects: ['projects'] as const,
  /** Keystone: every project of the cloud (admin), for the admin pages' project names. */
  allProjects: () => [...keys.projects, 'all'] as const,
  /** Keystone: the signed-in user's two-factor rules and TOTP credentials. */
  twoFactors: ['two-factor'] as const,
  twoFactor: (userId: string) => [...keys.twoFactors, userId] as const,
  demoSettings: (baseUrl: string) => ['demo-settings', baseUrl] as const,
}
