// Cinder v3: volumes, snapshots, backups, user messages, types, limits, availability zones and the
// attachments API.
import type { FeatureCheck, FeatureName } from './features'
import { featureError } from './features'
import type { Query } from './http'
import { atLeast } from './microversion'
import type { ServiceClient } from './service-client'
import type { ImageVisibility, UploadDiskFormat, UploadedImage, VolumeUploadImageRequest } from './types/upload'
import type {
  AbsoluteLimits,
  QuotaUsageSet,
  BlockStorageService,
  QuotaClassSet,
  ServiceUpdateResult,
  AttachmentDetail,
  AttachmentSummary,
  AvailabilityZoneInfo,
  Backup,
  BackupCreateRequest,
  BackupListBody,
  BackupRestore,
  BackupSummary,
  Connector,
  LimitsBody,
  Link,
  Message,
  Transfer,
  CreatedTransfer,
  MessageListBody,
  Snapshot,
  SnapshotCreateRequest,
  SnapshotListBody,
  Volume,
  VolumeAction,
  VolumeCreateRequest,
  VolumeListBody,
  VolumeSummary,
  VolumeType,
  VolumeTypeCreateRequest,
  VolumeTypeEncryption,
  VolumeTypeUpdate,
  VolumeTypeAccess,
  EncryptionFields,
  ProjectDefaultType,
  QosConsumer,
  QosSpecs,
  QosAssociation,
} from './types'

export interface PageParams {
  limit?: number
  marker?: string
  offset?: number
  /** `key[:dir],key2[:dir]`, e.g. `name:asc`. */
  sort?: string
}

export interface VolumeListParams extends PageParams {
  filters?: Record<string, string>
  withCount?: boolean
  allTenants?: boolean
}

export interface SnapshotListParams extends PageParams {
  /** name, status, volume_id, metadata (C:cinder/api/v3/snapshots.py, resource_filters.json). */
  filters?: Record<string, string>
  withCount?: boolean
  allTenants?: boolean
}

export interface SnapshotPage {
  snapshots: Snapshot[]
  count?: number
  nextMarker?: string
}

export interface SnapshotCreateParams {
  volumeId: string
  name?: string | null
  description?: string | null
  metadata?: Record<string, string>
  /** Needed for an in-use volume below 3.66; from 3.66 leave it out (false is refused). */
  force?: boolean
}

export interface BackupListParams extends PageParams {
  /** name, status, volume_id (C:cinder/api/contrib/backups.py, resource_filters.json). */
  filters?: Record<string, string>
  withCount?: boolean
  allTenants?: boolean
}

export interface BackupPage {
  backups: Backup[]
  count?: number
  nextMarker?: string
}

export interface BackupCreateParams {
  volumeId: string
  name?: string | null
  description?: string | null
  container?: string | null
  /** On top of the volume's newest backup. */
  incremental?: boolean
  /** An in-use volume needs it, at every microversion. */
  force?: boolean
  /** Back up this snapshot of the volume instead of the volume. */
  snapshotId?: string | null
  /** 3.43 or later. */
  metadata?: Record<string, string>
  /** 3.51 or later. Zed accepts it and does not use it: the backup's zone stays null. */
  availabilityZone?: string | null
}

export interface MessageListParams {
  /**
   * resource_uuid, resource_type, event_id, request_id, message_level for members (from 3.31 any
   * other key is a 400; C:etc/cinder/resource_filters.json); admins any column.
   */
  filters?: Record<string, string>
  /** Columns only, e.g. `created_at:desc` (the default) or `event_id:asc`. */
  sort?: string
  limit?: number
  marker?: string
  offset?: number
}

export interface MessagePage {
  messages: Message[]
  /** Marker of the next page when Cinder gave a next link. */
  nextMarker?: string
}

export interface VolumePage<T = Volume> {
  volumes: T[]
  count?: number
  /** Marker of the next page when Cinder gave a next link. */
  nextMarker?: string
}

export interface AttachmentCreateParams {
  volumeId: string
  /** Left out for a non-Nova consumer (a null instance_uuid is a 400). */
  instanceId?: string
  connector?: Connector | null
  mode?: 'rw' | 'ro'
}

/** A resource's user metadata, with the ETag of that state where the cloud gives one (3.15). */
export interface VersionedMetadata {
  metadata: Record<string, string>
  etag: string | null
}

export interface CallOptions {
  microversion?: string
}

export type VolumeCreateParams = VolumeCreateRequest['volume'] & {
  schedulerHints?: Record<string, unknown>
}

function pageQuery(params: PageParams): Query {
  return { limit: params.limit, marker: params.marker, offset: params.offset, sort: params.sort }
}

function nextMarkerOf(links: Link[] | undefined): string | undefined {
  const next = links?.find((link) => link.rel === 'next')
  return next ? (new URL(next.href).searchParams.get('marker') ?? undefined) : undefined
}

export class CinderApi {
  constructor(
    private readonly http: ServiceClient,
    private readonly feature: (name: FeatureName) => FeatureCheck,
  ) {}

  /** The microversion sent by default (the negotiated one). */
  get version(): string | null {
    return this.http.version
  }

  private require(name: FeatureName, options?: CallOptions): void {
    if (options?.microversion) return
    const check = this.feature(name)
    if (!check.available) throw featureError(check)
  }

  /** GET <collection>/detail: paging, filters, the total count (3.45) and, for admins, every project. */
  private listDetail<B>(collection: string, params: VolumeListParams, options?: CallOptions): Promise<B> {
    if (params.withCount) this.require('withCount', options)
    return this.http.json<B>({
      path: `${collection}/detail`,
      query: {
        ...pageQuery(params),
        ...params.filters,
        with_count: params.withCount ? 'true' : undefined,
        all_tenants: params.allTenants ? '1' : undefined,
      },
      microversion: options?.microversion,
    })
  }

  async listVolumes(params: VolumeListParams = {}, options?: CallOptions): Promise<VolumePage> {
    const body = await this.listDetail<VolumeListBody>('volumes', params, options)
    return { volumes: body.volumes, count: body.count, nextMarker: nextMarkerOf(body.volumes_links) }
  }

  async listVolumeSummaries(params: VolumeListParams = {}, options?: CallOptions): Promise<VolumePage<VolumeSummary>> {
    const body = await this.http.json<VolumeListBody<VolumeSummary>>({
      path: 'volumes',
      query: { ...pageQuery(params), ...params.filters, with_count: params.withCount ? 'true' : undefined },
      microversion: options?.microversion,
    })
    return { volumes: body.volumes, count: body.count, nextMarker: nextMarkerOf(body.volumes_links) }
  }

  async getVolume(id: string, options?: CallOptions): Promise<Volume> {
    const body = await this.http.json<{ volume: Volume }>({
      path: `volumes/${id}`,
      microversion: options?.microversion,
    })
    return body.volume
  }

  async createVolume(params: VolumeCreateParams, options?: CallOptions): Promise<Volume> {
    const { schedulerHints, ...volume } = params
    const request: VolumeCreateRequest = { volume }
    if (schedulerHints) request['OS-SCH-HNT:scheduler_hints'] = schedulerHints
    const body = await this.http.json<{ volume: Volume }>({
      method: 'POST',
      path: 'volumes',
      body: request,
      microversion: options?.microversion,
    })
    return body.volume
  }

  async deleteVolume(
    id: string,
    params: { cascade?: boolean; force?: boolean } = {},
    options?: CallOptions,
  ): Promise<void> {
    if (params.force) this.require('forceDelete', options)
    await this.http.request({
      method: 'DELETE',
      path: `volumes/${id}`,
      query: { cascade: params.cascade ? 'true' : undefined, force: params.force ? 'true' : undefined },
      microversion: options?.microversion,
    })
  }

  async volumeAction(id: string, action: VolumeAction, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'POST',
      path: `volumes/${id}/action`,
      body: action,
      microversion: options?.microversion,
    })
  }

  /** PUT /volumes/{id}: name and description (from 3.53 a body with neither is refused). */
  async updateVolume(
    id: string,
    fields: { name?: string | null; description?: string | null },
    options?: CallOptions,
  ): Promise<Volume> {
    const body = await this.http.json<{ volume: Volume }>({
      method: 'PUT',
      path: `volumes/${id}`,
      body: { volume: fields },
      microversion: options?.microversion,
    })
    return body.volume
  }

  /**
   * GET /volumes/{id}/metadata: the user's keys only (the visible admin keys, readonly and
   * attached_mode, are merged into the volume's own view, not here). From 3.15 with an ETag for
   * a conditional replace; null below.
   */
  async getVolumeMetadata(id: string, options?: CallOptions): Promise<VersionedMetadata> {
    const response = await this.http.request<{ metadata: Record<string, string> }>({
      path: `volumes/${id}/metadata`,
      microversion: options?.microversion,
    })
    return { metadata: response.body.metadata, etag: response.headers.get('etag') }
  }

  /**
   * PUT /volumes/{id}/metadata: replaces every user key. With `ifMatch` (3.15) Cinder refuses
   * with 412 when the metadata changed since that ETag was read.
   */
  async replaceVolumeMetadata(
    id: string,
    metadata: Record<string, string>,
    params: { ifMatch?: string | null } = {},
    options?: CallOptions,
  ): Promise<Record<string, string>> {
    const body = await this.http.json<{ metadata: Record<string, string> }>({
      method: 'PUT',
      path: `volumes/${id}/metadata`,
      body: { metadata },
      headers: params.ifMatch ? { 'If-Match': params.ifMatch } : undefined,
      microversion: options?.microversion,
    })
    return body.metadata
  }

  /** The transfer collection: /volume-transfers from 3.55 (no_snapshots), else /os-volume-transfer. */
  private transfers(options?: CallOptions): string {
    const version = options?.microversion ?? this.version
    return version && atLeast(version, '3.55') ? 'volume-transfers' : 'os-volume-transfer'
  }

  /** POST: 202 with the key, shown once; the volume is then awaiting-transfer. */
  async createTransfer(
    params: { volumeId: string; name?: string | null; noSnapshots?: boolean },
    options?: CallOptions,
  ): Promise<CreatedTransfer> {
    if (params.noSnapshots) this.require('volumeTransfers', options)
    const transfer: Record<string, unknown> = { volume_id: params.volumeId, name: params.name ?? null }
    if (params.noSnapshots !== undefined && this.transfers(options) === 'volume-transfers') {
      transfer.no_snapshots = params.noSnapshots
    }
    const body = await this.http.json<{ transfer: CreatedTransfer }>({
      method: 'POST',
      path: this.transfers(options),
      body: { transfer },
      microversion: options?.microversion,
    })
    return body.transfer
  }

  /** The project's pending transfers (detail view); no paging parameter: below 3.59 any gives []. */
  async listTransfers(options?: CallOptions): Promise<Transfer[]> {
    const body = await this.http.json<{ transfers: Transfer[] }>({
      path: `${this.transfers(options)}/detail`,
      microversion: options?.microversion,
    })
    return body.transfers
  }

  async getTransfer(id: string, options?: CallOptions): Promise<Transfer> {
    const body = await this.http.json<{ transfer: Transfer }>({
      path: `${this.transfers(options)}/${encodeURIComponent(id)}`,
      microversion: options?.microversion,
    })
    return body.transfer
  }

  /** Any project's transfer by id and key, into the caller's project (202, the summary view). */
  async acceptTransfer(
    id: string,
    authKey: string,
    options?: CallOptions,
  ): Promise<Pick<Transfer, 'id' | 'volume_id' | 'name'>> {
    const body = await this.http.json<{ transfer: Pick<Transfer, 'id' | 'volume_id' | 'name'> }>({
      method: 'POST',
      path: `${this.transfers(options)}/${encodeURIComponent(id)}/accept`,
      body: { accept: { auth_key: authKey } },
      microversion: options?.microversion,
    })
    return body.transfer
  }

  /** Cancel (202): the volume is available again. */
  async deleteTransfer(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `${this.transfers(options)}/${encodeURIComponent(id)}`,
      microversion: options?.microversion,
    })
  }

  extendVolume(id: string, newSize: number, options?: CallOptions): Promise<void> {
    return this.volumeAction(id, { 'os-extend': { new_size: newSize } }, options)
  }

  retypeVolume(
    id: string,
    newType: string,
    migrationPolicy: 'never' | 'on-demand' = 'never',
    options?: CallOptions,
  ): Promise<void> {
    return this.volumeAction(id, { 'os-retype': { new_type: newType, migration_policy: migrationPolicy } }, options)
  }

  /** Admin: move the volume to another backend (host@backend#pool). */
  migrateVolume(id: string, host: string, options?: CallOptions): Promise<void> {
    return this.volumeAction(id, { 'os-migrate_volume': { host, force_host_copy: false, lock_volume: false } }, options)
  }

  /**
   * Admin: set the volume's status, attach status and/or migration status in Cinder's database
   * (os-reset_status); attach_status "detached" removes every attachment record (docs/repair.md).
   */
  resetVolumeStatus(
    id: string,
    update: { status?: string; attach_status?: 'attached' | 'detached'; migration_status?: string },
    options?: CallOptions,
  ): Promise<void> {
    return this.volumeAction(id, { 'os-reset_status': update }, options)
  }

  /**
   * Admin: remove one attachment record in Cinder (os-force_detach), for a consumer that is gone
   * or stuck. Cinder refuses (409) an attachment Nova still reports: that one is Nova's to detach.
   */
  forceDetachVolume(id: string, attachmentId: string, options?: CallOptions): Promise<void> {
    return this.volumeAction(id, { 'os-force_detach': { attachment_id: attachmentId } }, options)
  }

  /** Admin: delete whatever the status (os-force_delete); attached, migrating or snapshotted volumes stay. */
  forceDeleteVolume(id: string, options?: CallOptions): Promise<void> {
    return this.volumeAction(id, { 'os-force_delete': {} }, options)
  }

  /** Admin: the storage pools the scheduler knows. */
  async listPools(options?: CallOptions): Promise<Array<{ name: string; capabilities?: Record<string, unknown> }>> {
    const body = await this.http.json<{ pools: Array<{ name: string; capabilities?: Record<string, unknown> }> }>({
      path: 'scheduler-stats/get_pools',
      query: { detail: 'true' },
      microversion: options?.microversion,
    })
    return body.pools
  }

  /** Cinder's volume-level read-only flag: every later attachment is read-only. */
  setReadonly(id: string, readonly: boolean, options?: CallOptions): Promise<void> {
    return this.volumeAction(id, { 'os-update_readonly_flag': { readonly } }, options)
  }

  setBootable(id: string, bootable: boolean, options?: CallOptions): Promise<void> {
    return this.volumeAction(id, { 'os-set_bootable': { bootable } }, options)
  }

  /**
   * os-volume_upload_image (202): a Glance image of the volume, which is uploading meanwhile.
   * `visibility` and `protected` exist from 3.1 (below it Glance's default, shared, applies);
   * `force` is honoured only where the cloud sets enable_force_upload (docs/upload-image.md, U4).
   */
  async uploadToImage(
    id: string,
    params: {
      imageName: string
      force?: boolean
      diskFormat?: UploadDiskFormat
      containerFormat?: string
      visibility?: ImageVisibility
      protected?: boolean
    },
    options?: CallOptions,
  ): Promise<UploadedImage> {
    if (params.visibility !== undefined || params.protected !== undefined) this.require('uploadImageParams', options)
    const upload: VolumeUploadImageRequest['os-volume_upload_image'] = { image_name: params.imageName }
    if (params.force !== undefined) upload.force = params.force
    if (params.diskFormat !== undefined) upload.disk_format = params.diskFormat
    if (params.containerFormat !== undefined) upload.container_format = params.containerFormat
    if (params.visibility !== undefined) upload.visibility = params.visibility
    if (params.protected !== undefined) upload.protected = params.protected
    const body = await this.http.json<{ 'os-volume_upload_image': UploadedImage }>({
      method: 'POST',
      path: `volumes/${id}/action`,
      body: { 'os-volume_upload_image': upload } satisfies VolumeUploadImageRequest,
      microversion: options?.microversion,
    })
    return body['os-volume_upload_image']
  }

  async listSnapshots(params: SnapshotListParams = {}, options?: CallOptions): Promise<SnapshotPage> {
    const body = await this.listDetail<SnapshotListBody>('snapshots', params, options)
    return { snapshots: body.snapshots, count: body.count, nextMarker: nextMarkerOf(body.snapshots_links) }
  }

  async getSnapshot(id: string, options?: CallOptions): Promise<Snapshot> {
    const body = await this.http.json<{ snapshot: Snapshot }>({
      path: `snapshots/${id}`,
      microversion: options?.microversion,
    })
    return body.snapshot
  }

  async createSnapshot(params: SnapshotCreateParams, options?: CallOptions): Promise<Snapshot> {
    const snapshot: SnapshotCreateRequest['snapshot'] = { volume_id: params.volumeId }
    if (params.name !== undefined) snapshot.name = params.name
    if (params.description !== undefined) snapshot.description = params.description
    if (params.metadata !== undefined) snapshot.metadata = params.metadata
    if (params.force !== undefined) snapshot.force = params.force
    const body = await this.http.json<{ snapshot: Snapshot }>({
      method: 'POST',
      path: 'snapshots',
      body: { snapshot },
      microversion: options?.microversion,
    })
    return body.snapshot
  }

  async updateSnapshot(
    id: string,
    fields: { name?: string | null; description?: string | null },
    options?: CallOptions,
  ): Promise<Snapshot> {
    const body = await this.http.json<{ snapshot: Snapshot }>({
      method: 'PUT',
      path: `snapshots/${id}`,
      body: { snapshot: fields },
      microversion: options?.microversion,
    })
    return body.snapshot
  }

  async deleteSnapshot(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({ method: 'DELETE', path: `snapshots/${id}`, microversion: options?.microversion })
  }

  async getSnapshotMetadata(id: string, options?: CallOptions): Promise<Record<string, string>> {
    const body = await this.http.json<{ metadata: Record<string, string> }>({
      path: `snapshots/${id}/metadata`,
      microversion: options?.microversion,
    })
    return body.metadata
  }

  /** Replaces every key (PUT); `merge` adds to and overwrites the existing ones (POST). */
  async setSnapshotMetadata(
    id: string,
    metadata: Record<string, string>,
    merge = false,
    options?: CallOptions,
  ): Promise<Record<string, string>> {
    const body = await this.http.json<{ metadata: Record<string, string> }>({
      method: merge ? 'POST' : 'PUT',
      path: `snapshots/${id}/metadata`,
      body: { metadata },
      microversion: options?.microversion,
    })
    return body.metadata
  }

  async deleteSnapshotMetadataKey(id: string, key: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `snapshots/${id}/metadata/${encodeURIComponent(key)}`,
      microversion: options?.microversion,
    })
  }

  /** 3.40: the volume's data back to its latest snapshot. */
  revertToSnapshot(volumeId: string, snapshotId: string, options?: CallOptions): Promise<void> {
    this.require('revertToSnapshot', options)
    return this.volumeAction(volumeId, { revert: { snapshot_id: snapshotId } }, options)
  }

  async listBackups(params: BackupListParams = {}, options?: CallOptions): Promise<BackupPage> {
    const body = await this.listDetail<BackupListBody>('backups', params, options)
    return { backups: body.backups, count: body.count, nextMarker: nextMarkerOf(body.backups_links) }
  }

  async getBackup(id: string, options?: CallOptions): Promise<Backup> {
    const body = await this.http.json<{ backup: Backup }>({
      path: `backups/${id}`,
      microversion: options?.microversion,
    })
    return body.backup
  }

  /** 202 with the summary view (id, name, links); the backup is `creating`. */
  async createBackup(params: BackupCreateParams, options?: CallOptions): Promise<BackupSummary> {
    if (params.metadata !== undefined) this.require('backupMetadata', options)
    if (params.availabilityZone !== undefined) this.require('backupZone', options)
    const backup: BackupCreateRequest['backup'] = { volume_id: params.volumeId }
    if (params.name !== undefined) backup.name = params.name
    if (params.description !== undefined) backup.description = params.description
    if (params.container !== undefined) backup.container = params.container
    if (params.incremental !== undefined) backup.incremental = params.incremental
    if (params.force !== undefined) backup.force = params.force
    if (params.snapshotId !== undefined) backup.snapshot_id = params.snapshotId
    if (params.metadata !== undefined) backup.metadata = params.metadata
    if (params.availabilityZone !== undefined) backup.availability_zone = params.availabilityZone
    const body = await this.http.json<{ backup: BackupSummary }>({
      method: 'POST',
      path: 'backups',
      body: { backup },
      microversion: options?.microversion,
    })
    return body.backup
  }

  /** 3.9: name and description (metadata, replaced as a whole, from 3.43). */
  async updateBackup(
    id: string,
    fields: { name?: string | null; description?: string | null; metadata?: Record<string, string> },
    options?: CallOptions,
  ): Promise<BackupSummary> {
    this.require('backupUpdate', options)
    if (fields.metadata !== undefined) this.require('backupMetadata', options)
    const body = await this.http.json<{ backup: BackupSummary }>({
      method: 'PUT',
      path: `backups/${id}`,
      body: { backup: fields },
      microversion: options?.microversion,
    })
    return body.backup
  }

  async deleteBackup(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({ method: 'DELETE', path: `backups/${id}`, microversion: options?.microversion })
  }

  /** Into an existing available volume at least as large, or (no volumeId) into a new one. */
  async restoreBackup(
    id: string,
    target: { volumeId?: string; name?: string } = {},
    options?: CallOptions,
  ): Promise<BackupRestore> {
    const restore: Record<string, string> = {}
    if (target.volumeId !== undefined) restore.volume_id = target.volumeId
    if (target.name !== undefined) restore.name = target.name
    const body = await this.http.json<{ restore: BackupRestore }>({
      method: 'POST',
      path: `backups/${id}/restore`,
      body: { restore },
      microversion: options?.microversion,
    })
    return body.restore
  }

  /** Admin: set a backup's status (available or error). */
  async resetBackupStatus(id: string, status: 'available' | 'error', options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'POST',
      path: `backups/${id}/action`,
      body: { 'os-reset_status': { status } },
      microversion: options?.microversion,
    })
  }

  /** Admin: delete a backup whatever its status. */
  async forceDeleteBackup(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'POST',
      path: `backups/${id}/action`,
      body: { 'os-force_delete': {} },
      microversion: options?.microversion,
    })
  }

  /**
   * GET /messages (3.3). Filters, sort and paging count from 3.5 only: below it Cinder ignores
   * them and answers every message, so asking for them there is refused before sending. Zed
   * lists every project's messages to anyone who may list them (docs/messages.md, M2): filter by
   * resource_uuid to see one resource's.
   */
  async listMessages(params: MessageListParams = {}, options?: CallOptions): Promise<MessagePage> {
    this.require('messages', options)
    const { filters, ...page } = params
    const paged = Object.values(page).some((value) => value !== undefined)
    if (paged || (filters && Object.keys(filters).length > 0)) this.require('messageFilters', options)
    const body = await this.http.json<MessageListBody>({
      path: 'messages',
      query: { ...pageQuery(page), ...filters },
      microversion: options?.microversion,
    })
    return { messages: body.messages, nextMarker: nextMarkerOf(body.messages_links) }
  }

  /** GET /messages/{id} (3.3): the caller's project's only (an admin's: any), else 404. */
  async getMessage(id: string, options?: CallOptions): Promise<Message> {
    this.require('messages', options)
    const body = await this.http.json<{ message: Message }>({
      path: `messages/${encodeURIComponent(id)}`,
      microversion: options?.microversion,
    })
    return body.message
  }

  /** DELETE /messages/{id} (3.3): 204; a member of the project (or an admin). */
  async deleteMessage(id: string, options?: CallOptions): Promise<void> {
    this.require('messages', options)
    await this.http.request({
      method: 'DELETE',
      path: `messages/${encodeURIComponent(id)}`,
      microversion: options?.microversion,
    })
  }

  async listVolumeTypes(options?: CallOptions): Promise<VolumeType[]> {
    const body = await this.http.json<{ volume_types: VolumeType[] }>({
      path: 'types',
      microversion: options?.microversion,
    })
    return body.volume_types
  }

  async getVolumeType(id: string, options?: CallOptions): Promise<VolumeType> {
    const body = await this.http.json<{ volume_type: VolumeType }>({
      path: `types/${id}`,
      microversion: options?.microversion,
    })
    return body.volume_type
  }

  async getDefaultVolumeType(options?: CallOptions): Promise<VolumeType> {
    const body = await this.http.json<{ volume_type: VolumeType }>({
      path: 'types/default',
      microversion: options?.microversion,
    })
    return body.volume_type
  }

  async createVolumeType(params: VolumeTypeCreateRequest['volume_type'], options?: CallOptions): Promise<VolumeType> {
    const body = await this.http.json<{ volume_type: VolumeType }>({
      method: 'POST',
      path: 'types',
      body: { volume_type: params },
      microversion: options?.microversion,
    })
    return body.volume_type
  }

  async setVolumeTypeExtraSpecs(
    id: string,
    specs: Record<string, string>,
    options?: CallOptions,
  ): Promise<Record<string, string>> {
    const body = await this.http.json<{ extra_specs: Record<string, string> }>({
      method: 'POST',
      path: `types/${id}/extra_specs`,
      body: { extra_specs: specs },
      microversion: options?.microversion,
    })
    return body.extra_specs
  }

  /** Admin: removes one extra spec of a type. */
  async deleteVolumeTypeExtraSpec(id: string, key: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `types/${id}/extra_specs/${encodeURIComponent(key)}`,
      microversion: options?.microversion,
    })
  }

  /** Admin only: the type's encryption, or null when it has none. */
  async getVolumeTypeEncryption(id: string, options?: CallOptions): Promise<VolumeTypeEncryption | null> {
    const body = await this.http.json<VolumeTypeEncryption>({
      path: `types/${id}/encryption`,
      microversion: options?.microversion,
    })
    return 'encryption_id' in body ? body : null
  }

  async createVolumeTypeEncryption(
    id: string,
    encryption: EncryptionFields,
    options?: CallOptions,
  ): Promise<VolumeTypeEncryption> {
    const body = await this.http.json<{ encryption: VolumeTypeEncryption }>({
      method: 'POST',
      path: `types/${id}/encryption`,
      body: { encryption },
      microversion: options?.microversion,
    })
    return body.encryption
  }

  async deleteVolumeType(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({ method: 'DELETE', path: `types/${id}`, microversion: options?.microversion })
  }

  // --- Admin: a type's name, access, encryption; project default types; QoS specs -----------
  // (docs/volume-types.md: paths, codes and messages as Zed answers them.)

  /** PUT /types/{id} (admin): name, description, is_public; answers the type. */
  async updateVolumeType(id: string, update: VolumeTypeUpdate, options?: CallOptions): Promise<VolumeType> {
    const body = await this.http.json<{ volume_type: VolumeType }>({
      method: 'PUT',
      path: `types/${encodeURIComponent(id)}`,
      body: { volume_type: update },
      microversion: options?.microversion,
    })
    return body.volume_type
  }

  /** GET /types/{id}/os-volume-type-access (admin): the projects a private type is shared with. */
  async listVolumeTypeAccess(id: string, options?: CallOptions): Promise<VolumeTypeAccess[]> {
    const body = await this.http.json<{ volume_type_access: VolumeTypeAccess[] }>({
      path: `types/${encodeURIComponent(id)}/os-volume-type-access`,
      microversion: options?.microversion,
    })
    return body.volume_type_access
  }

  /** POST /types/{id}/action addProjectAccess / removeProjectAccess (admin): 202. */
  async setVolumeTypeAccess(id: string, projectId: string, grant: boolean, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'POST',
      path: `types/${encodeURIComponent(id)}/action`,
      body: { [grant ? 'addProjectAccess' : 'removeProjectAccess']: { project: projectId } },
      microversion: options?.microversion,
    })
  }

  /** PUT /types/{id}/encryption/{encryption_id} (admin): answers the fields sent. */
  async updateVolumeTypeEncryption(
    id: string,
    encryptionId: string,
    encryption: Partial<EncryptionFields>,
    options?: CallOptions,
  ): Promise<Partial<EncryptionFields>> {
    const body = await this.http.json<{ encryption: Partial<EncryptionFields> }>({
      method: 'PUT',
      path: `types/${encodeURIComponent(id)}/encryption/${encodeURIComponent(encryptionId)}`,
      body: { encryption },
      microversion: options?.microversion,
    })
    return body.encryption
  }

  /** DELETE /types/{id}/encryption/{encryption_id} (admin): 202. */
  async deleteVolumeTypeEncryption(id: string, encryptionId: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `types/${encodeURIComponent(id)}/encryption/${encodeURIComponent(encryptionId)}`,
      microversion: options?.microversion,
    })
  }

  /**
   * /default-types sits beside /types but without the project in its path
   * (C:cinder/api/v3/router.py maps it with mapper.connect, not as a project resource).
   */
  private defaultTypesUrl(projectId?: string): string {
    const root = this.http.endpoint.replace(/\/+$/, '').replace(/\/[0-9a-f]{32}$/i, '')
    return `${root}/default-types${projectId === undefined ? '' : `/${encodeURIComponent(projectId)}`}`
  }

  /** GET /default-types (3.62, admin): every project's own default type. */
  async listDefaultTypes(options?: CallOptions): Promise<ProjectDefaultType[]> {
    this.require('defaultTypeOverrides', options)
    const body = await this.http.json<{ default_types: ProjectDefaultType[] }>({
      path: this.defaultTypesUrl(),
      microversion: options?.microversion,
    })
    return body.default_types
  }

  /** PUT /default-types/{project} (3.62, admin): the type by id or name. */
  async setDefaultType(projectId: string, volumeType: string, options?: CallOptions): Promise<ProjectDefaultType> {
    this.require('defaultTypeOverrides', options)
    const body = await this.http.json<{ default_type: ProjectDefaultType }>({
      method: 'PUT',
      path: this.defaultTypesUrl(projectId),
      body: { default_type: { volume_type: volumeType } },
      microversion: options?.microversion,
    })
    return body.default_type
  }

  /** DELETE /default-types/{project} (3.62, admin): 204, also when none was set. */
  async unsetDefaultType(projectId: string, options?: CallOptions): Promise<void> {
    this.require('defaultTypeOverrides', options)
    await this.http.request({
      method: 'DELETE',
      path: this.defaultTypesUrl(projectId),
      microversion: options?.microversion,
    })
  }

  /** GET /qos-specs (admin). */
  async listQosSpecs(options?: CallOptions): Promise<QosSpecs[]> {
    const body = await this.http.json<{ qos_specs: QosSpecs[] }>({
      path: 'qos-specs',
      microversion: options?.microversion,
    })
    return body.qos_specs
  }

  /** POST /qos-specs (admin): the name, the consumer and the keys in one object. */
  async createQosSpecs(
    name: string,
    consumer: QosConsumer,
    specs: Record<string, string>,
    options?: CallOptions,
  ): Promise<QosSpecs> {
    const body = await this.http.json<{ qos_specs: QosSpecs }>({
      method: 'POST',
      path: 'qos-specs',
      body: { qos_specs: { ...specs, name, consumer } },
      microversion: options?.microversion,
    })
    return body.qos_specs
  }

  /** PUT /qos-specs/{id} (admin): sets keys (and the consumer, as the key "consumer"). */
  async setQosKeys(id: string, specs: Record<string, string>, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'PUT',
      path: `qos-specs/${encodeURIComponent(id)}`,
      body: { qos_specs: specs },
      microversion: options?.microversion,
    })
  }

  /** PUT /qos-specs/{id}/delete_keys (admin): 202; a missing key is a 404. */
  async deleteQosKeys(id: string, keys: string[], options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'PUT',
      path: `qos-specs/${encodeURIComponent(id)}/delete_keys`,
      body: { keys },
      microversion: options?.microversion,
    })
  }

  /** DELETE /qos-specs/{id}[?force=True] (admin): refused while associated unless forced. */
  async deleteQosSpecs(id: string, force: boolean, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `qos-specs/${encodeURIComponent(id)}`,
      query: force ? { force: 'True' } : undefined,
      microversion: options?.microversion,
    })
  }

  /** GET /qos-specs/{id}/associations (admin). */
  async listQosAssociations(id: string, options?: CallOptions): Promise<QosAssociation[]> {
    const body = await this.http.json<{ qos_associations: QosAssociation[] }>({
      path: `qos-specs/${encodeURIComponent(id)}/associations`,
      microversion: options?.microversion,
    })
    return body.qos_associations
  }

  /** GET /qos-specs/{id}/associate or /disassociate ?vol_type_id= (admin): 202. */
  async setQosAssociation(id: string, typeId: string, associate: boolean, options?: CallOptions): Promise<void> {
    await this.http.request({
      path: `qos-specs/${encodeURIComponent(id)}/${associate ? 'associate' : 'disassociate'}`,
      query: { vol_type_id: typeId },
      microversion: options?.microversion,
    })
  }

  /** GET /qos-specs/{id}/disassociate_all (admin): 202. */
  async disassociateQosAll(id: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      path: `qos-specs/${encodeURIComponent(id)}/disassociate_all`,
      microversion: options?.microversion,
    })
  }

  async getLimits(options?: CallOptions): Promise<AbsoluteLimits> {
    const body = await this.http.json<LimitsBody>({ path: 'limits', microversion: options?.microversion })
    return body.limits.absolute
  }

  /**
   * A project's block-storage quotas with what is used and reserved
   * (`GET /os-quota-sets/{project}?usage=true`, C:cinder/api/contrib/quotas.py#show): the totals,
   * `per_volume_gigabytes`, `groups` and `<resource>_<type>` for every type. A member may read
   * their own project's; another project's is a 403 (volume_extension:quotas:show).
   */
  async getQuotaUsage(projectId: string, options?: CallOptions): Promise<QuotaUsageSet> {
    const body = await this.http.json<{ quota_set: QuotaUsageSet }>({
      path: `os-quota-sets/${encodeURIComponent(projectId)}`,
      query: { usage: 'true' },
      microversion: options?.microversion,
    })
    return body.quota_set
  }

  /**
   * Sets some of a project's quota limits (`PUT /os-quota-sets/{project}`, admin only; Q5–Q7):
   * answers every limit, without `id`. -1 is no limit.
   */
  async updateQuotaSet(
    projectId: string,
    limits: Record<string, number>,
    options?: CallOptions,
  ): Promise<Record<string, number>> {
    const body = await this.http.json<{ quota_set: Record<string, number> }>({
      method: 'PUT',
      path: `os-quota-sets/${encodeURIComponent(projectId)}`,
      body: { quota_set: limits },
      microversion: options?.microversion,
    })
    return body.quota_set
  }

  /**
   * Removes a project's own limits: it falls back to the default quota class
   * (`DELETE /os-quota-sets/{project}`, admin; 200 with no body, C:cinder/api/contrib/quotas.py#delete).
   */
  async deleteQuotaSet(projectId: string, options?: CallOptions): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      path: `os-quota-sets/${encodeURIComponent(projectId)}`,
      microversion: options?.microversion,
    })
  }

  /** The default quota class (`GET /os-quota-class-sets/default`, admin; C:cinder/api/contrib/quota_classes.py). */
  async getQuotaDefaults(options?: CallOptions): Promise<QuotaClassSet> {
    const body = await this.http.json<{ quota_class_set: QuotaClassSet }>({
      path: 'os-quota-class-sets/default',
      microversion: options?.microversion,
    })
    return body.quota_class_set
  }

  /** Sets some default limits (`PUT /os-quota-class-sets/default`, admin): answers every default, without `id`. */
  async updateQuotaDefaults(limits: Record<string, number>, options?: CallOptions): Promise<QuotaClassSet> {
    const body = await this.http.json<{ quota_class_set: QuotaClassSet }>({
      method: 'PUT',
      path: 'os-quota-class-sets/default',
      body: { quota_class_set: limits },
      microversion: options?.microversion,
    })
    return body.quota_class_set
  }

  /** The block-storage services (`GET /os-services`, admin; C:cinder/api/contrib/services.py#index). */
  async listServices(options?: CallOptions): Promise<BlockStorageService[]> {
    const body = await this.http.json<{ services: BlockStorageService[] }>({
      path: 'os-services',
      microversion: options?.microversion,
    })
    return body.services
  }

  /** Lets the scheduler use a service again (`PUT /os-services/enable`); its disabled_reason stays. */
  async enableService(host: string, binary: string, options?: CallOptions): Promise<ServiceUpdateResult> {
    return this.http.json<ServiceUpdateResult>({
      method: 'PUT',
      path: 'os-services/enable',
      body: { host, binary },
      microversion: options?.microversion,
    })
  }

  /**
   * Keeps the scheduler off a service, with the reason recorded (`PUT /os-services/disable-log-reason`);
   * a null reason is left out, which records none (clears an earlier one).
   */
  async disableService(
    host: string,
    binary: string,
    reason: string | null,
    options?: CallOptions,
  ): Promise<ServiceUpdateResult> {
    return this.http.json<ServiceUpdateResult>({
      method: 'PUT',
      path: 'os-services/disable-log-reason',
      body: reason === null ? { host, binary } : { host, binary, disabled_reason: reason },
      microversion: options?.microversion,
    })
  }

  async listAvailabilityZones(options?: CallOptions): Promise<AvailabilityZoneInfo[]> {
    const body = await this.http.json<{ availabilityZoneInfo: AvailabilityZoneInfo[] }>({
      path: 'os-availability-zone',
      microversion: options?.microversion,
    })
    return body.availabilityZoneInfo
  }

  async createAttachment(params: AttachmentCreateParams, options?: CallOptions): Promise<AttachmentDetail> {
    this.require('attachmentsApi', options)
    if (params.mode !== undefined) this.require('attachmentMode', options)
    const attachment: Record<string, unknown> = { volume_uuid: params.volumeId }
    if (params.instanceId !== undefined) attachment.instance_uuid = params.instanceId
    if (params.connector !== undefined) attachment.connector = params.connector
    if (params.mode !== undefined) attachment.mode = params.mode
    const body = await this.http.json<{ attachment: AttachmentDetail }>({
      method: 'POST',
      path: 'attachments',
      body: { attachment },
      microversion: options?.microversion,
    })
    return body.attachment
  }

  async listAttachments(
    params: PageParams & { filters?: Record<string, string> } = {},
    options?: CallOptions,
  ): Promise<AttachmentSummary[]> {
    this.require('attachmentsApi', options)
    const body = await this.http.json<{ attachments: AttachmentSummary[] }>({
      path: 'attachments',
      query: { ...pageQuery(params), ...params.filters },
      microversion: options?.microversion,
    })
    return body.attachments
  }

  async listAttachmentDetails(
    params: PageParams & { filters?: Record<string, string> } = {},
    options?: CallOptions,
  ): Promise<AttachmentDetail[]> {
    this.require('attachmentsApi', options)
    const body = await this.http.json<{ attachments: AttachmentDetail[] }>({
      path: 'attachments/detail',
      query: { ...pageQuery(params), ...params.filters },
      microversion: options?.microversion,
    })
    return body.attachments
  }

  async getAttachment(id: string, options?: CallOptions): Promise<AttachmentDetail> {
    this.require('attachmentsApi', options)
    const body = await this.http.json<{ attachment: AttachmentDetail }>({
      path: `attachments/${id}`,
      microversion: options?.microversion,
    })
    return body.attachment
  }

  async updateAttachment(id: string, connector: Connector, options?: CallOptions): Promise<AttachmentDetail> {
    this.require('attachmentsApi', options)
    const body = await this.http.json<{ attachment: AttachmentDetail }>({
      method: 'PUT',
      path: `attachments/${id}`,
      body: { attachment: { connector } },
      microversion: options?.microversion,
    })
    return body.attachment
  }

  /** Returns the volume's remaining attachments. */
  async deleteAttachment(id: string, options?: CallOptions): Promise<AttachmentSummary[]> {
    this.require('attachmentsApi', options)
    const body = await this.http.json<{ attachments: AttachmentSummary[] }>({
      method: 'DELETE',
      path: `attachments/${id}`,
      microversion: options?.microversion,
    })
    return body.attachments
  }

  async completeAttachment(id: string, options?: CallOptions): Promise<void> {
    this.require('attachmentComplete', options)
    await this.http.request({
      method: 'POST',
      path: `attachments/${id}/action`,
      body: { 'os-complete': {} },
      microversion: options?.microversion,
    })
  }
}
