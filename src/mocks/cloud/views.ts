// Wire views of the demo cloud's records, field for field as the real services render them
// (C:cinder/api/v3/views/volumes.py, views/attachments.py; N:nova/api/openstack/compute/views).
import { atLeast } from '../../api/microversion'
import type {
  AttachmentDetail,
  Link,
  AttachmentSummary,
  Flavor,
  Image,
  Server,
  ServerStatus,
  ServerVolumeAttachment,
  Volume,
  VolumeAttachmentRef,
  VolumeType,
} from '../../api/types'
import { USER_VISIBLE_EXTRA_SPECS } from '../../rules/volume-types'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import type { AttachmentRecord, BdmRecord, ImageRecord, ServerRecord, VolumeRecord, VolumeTypeRecord } from './state'

export interface ViewContext {
  caller: Caller
  microversion: string
  /** Base URL for links, e.g. http://host/volume/v3/<project>. */
  base: string
}

export function volumeAttachmentRefs(
  volume: VolumeRecord,
  attachments: AttachmentRecord[],
  admin: boolean,
): VolumeAttachmentRef[] {
  return attachments
    .filter((attachment) => attachment.attach_status === 'attached')
    .map((attachment) => ({
      id: volume.id,
      attachment_id: attachment.id,
      volume_id: volume.id,
      server_id: attachment.instance_uuid,
      host_name: admin ? attachment.attached_host : null,
      device: attachment.mountpoint ?? '',
      attached_at: attachment.attach_time ?? '',
    }))
}

/**
 * `extended: false` for the answers of create and update: the tenant, host and migration
 * attributes come from API extensions that only extend show and detail (C:cinder/api/contrib/
 * volume_tenant_attribute.py, volume_host_attribute.py, volume_mig_status_attribute.py).
 */
export function volumeView(
  cloud: DemoCloud,
  volume: VolumeRecord,
  attachments: AttachmentRecord[],
  context: ViewContext,
  options: { extended?: boolean } = {},
): Volume {
  const extended = options.extended ?? true
  const admin = isAdmin(context.caller)
  const type = cloud.volumeType(volume.volume_type_id)
  const version = context.microversion
  const visibleAdmin: Record<string, string> = {}
  for (const key of ['readonly', 'attached_mode']) {
    const value = volume.admin_metadata[key]
    if (value !== undefined) visibleAdmin[key] = value
  }
  const view: Volume = {
    id: volume.id,
    status: volume.status as Volume['status'],
    size: volume.size,
    availability_zone: volume.availability_zone,
    created_at: volume.created_at,
    updated_at: volume.updated_at,
    name: volume.name,
    description: volume.description,
    volume_type: type?.name ?? null,
    snapshot_id: volume.snapshot_id,
    source_volid: volume.source_volid,
    metadata: { ...volume.metadata, ...visibleAdmin },
    links: [
      { rel: 'self', href: `${context.base}/volumes/${volume.id}` },
      { rel: 'bookmark', href: `${context.base.replace(/\/v3\//, '/')}/volumes/${volume.id}` },
    ],
    user_id: volume.user_id,
    bootable: volume.bootable ? 'true' : 'false',
    encrypted: volume.encryption_key_id !== null,
    replication_status: volume.replication_status ?? null,
    consistencygroup_id: null,
    multiattach: volume.multiattach,
    attachments: volumeAttachmentRefs(volume, attachments, admin),
  }
  if (extended) view['os-vol-tenant-attr:tenant_id'] = volume.project_id
  if (admin && extended) {
    view.migration_status = volume.migration_status
    view['os-vol-host-attr:host'] = volume.host
    view['os-vol-mig-status-attr:migstat'] = volume.migration_status
    view['os-vol-mig-status-attr:name_id'] = null
  }
  if (atLeast(version, '3.13')) view.group_id = volume.group_id ?? null
  if (atLeast(version, '3.21') && admin) view.provider_id = null
  if (atLeast(version, '3.48')) {
    view.shared_targets = true
    view.service_uuid = volume.host ? 'c4a7bb2e-1a3a-4f39-9a6a-2a4f1b2c3d4e' : null
  }
  if (atLeast(version, '3.61') && admin) view.cluster_name = null
  if (atLeast(version, '3.63')) view.volume_type_id = volume.volume_type_id
  // Shown only when the volume has a key (views/volumes.py).
  if (atLeast(version, '3.64') && volume.encryption_key_id) view.encryption_key_id = volume.encryption_key_id
  if (atLeast(version, '3.65')) view.consumes_quota = true
  return view
}

export function attachmentSummary(attachment: AttachmentRecord): AttachmentSummary {
  return {
    id: attachment.id,
    status: attachment.attach_status,
    instance: attachment.instance_uuid,
    volume_id: attachment.volume_id,
  }
}

export function attachmentDetail(attachment: AttachmentRecord): AttachmentDetail {
  return {
    ...attachmentSummary(attachment),
    attached_at: attachment.attach_time ?? '',
    detached_at: attachment.detach_time ?? '',
    attach_mode: attachment.attach_mode,
    connection_info: attachment.connection_info ?? {},
  }
}

/**
 * `access: false` where the type-access extension does not reach (GET /types/default);
 * `qos: false` for the create answer, which has no qos_specs_id (observed on Zed).
 */
export function volumeTypeView(
  type: VolumeTypeRecord,
  admin: boolean,
  options: { access?: boolean; qos?: boolean } = {},
): VolumeType {
  const extraSpecs = admin
    ? { ...type.extra_specs }
    : Object.fromEntries(Object.entries(type.extra_specs).filter(([key]) => USER_VISIBLE_EXTRA_SPECS.includes(key)))
  const view: VolumeType = {
    id: type.id,
    name: type.name,
    description: type.description,
    is_public: type.is_public,
    extra_specs: extraSpecs,
  }
  if (options.access ?? true) view['os-volume-type-access:is_public'] = type.is_public
  if (admin && (options.qos ?? true)) view.qos_specs_id = type.qos_specs_id ?? null
  return view
}

const STATUS: Record<string, ServerStatus> = {
  active: 'ACTIVE',
  building: 'BUILD',
  stopped: 'SHUTOFF',
  resized: 'VERIFY_RESIZE',
  paused: 'PAUSED',
  suspended: 'SUSPENDED',
  rescued: 'RESCUE',
  error: 'ERROR',
  'soft-delete': 'SOFT_DELETED',
  deleted: 'DELETED',
  shelved: 'SHELVED',
  shelved_offloaded: 'SHELVED_OFFLOADED',
}

/** N:nova/api/openstack/common.py#_STATE_MAP (the task-state refinements that matter here). */
export function serverStatus(server: ServerRecord): ServerStatus {
  if (server.vm_state === 'active' && server.task_state === 'deleting') return 'ACTIVE'
  return STATUS[server.vm_state] ?? 'UNKNOWN'
}

/** A server as rendered: below 2.47 the flavor is a reference, below 2.9 there is no `locked`. */
export type ServerView = Omit<Server, 'flavor' | 'locked'> & {
  flavor: Server['flavor'] | { id: string; links: Link[] }
  locked?: boolean
}

/** Statuses that show a `progress` (N:nova/api/openstack/compute/views/servers.py). */
const PROGRESS_STATUSES = new Set(['ACTIVE', 'BUILD', 'REBUILD', 'RESIZE', 'VERIFY_RESIZE', 'MIGRATING'])

/** `show`: the fields only GET /servers/{id} renders (server_groups from 2.71). */
export function serverView(
  cloud: DemoCloud,
  server: ServerRecord,
  context: ViewContext,
  options: { show?: boolean } = {},
): ServerView {
  const flavor = cloud.state.flavors.find((candidate) => candidate.id === server.flavor_id)
  const admin = isAdmin(context.caller)
  const version = context.microversion
  const bookmarkBase = context.base.replace(/\/v2\.1$/, '')
  const view: ServerView = {
    id: server.id,
    name: server.name,
    status: serverStatus(server),
    tenant_id: server.project_id,
    user_id: server.user_id,
    metadata: { ...server.metadata },
    hostId: server.host ? `host-${server.host}` : '',
    image: server.image_id
      ? { id: server.image_id, links: [{ rel: 'bookmark', href: `${bookmarkBase}/images/${server.image_id}` }] }
      : '',
    // N:nova/api/openstack/compute/views/servers.py#_get_flavor: a dict only from 2.47.
    flavor: atLeast(version, '2.47')
      ? {
          original_name: flavor?.name ?? server.flavor_id,
          vcpus: flavor?.vcpus ?? 1,
          ram: flavor?.ram ?? 512,
          disk: flavor?.disk ?? 0,
          ephemeral: 0,
          swap: 0,
          extra_specs: {},
        }
      : { id: server.flavor_id, links: [{ rel: 'bookmark', href: `${bookmarkBase}/flavors/${server.flavor_id}` }] },
    created: `${server.created.slice(0, 19)}Z`,
    updated: `${server.updated.slice(0, 19)}Z`,
    addresses: {},
    accessIPv4: '',
    accessIPv6: '',
    links: [
      { rel: 'self', href: `${context.base}/servers/${server.id}` },
      { rel: 'bookmark', href: `${bookmarkBase}/servers/${server.id}` },
    ],
    'OS-DCF:diskConfig': 'MANUAL',
    ...(PROGRESS_STATUSES.has(serverStatus(server)) ? { progress: 0 } : {}),
    'OS-EXT-AZ:availability_zone': server.availability_zone,
    'OS-EXT-STS:task_state': server.task_state,
    'OS-EXT-STS:vm_state': server.vm_state as Server['OS-EXT-STS:vm_state'],
    'OS-EXT-STS:power_state': server.power_state,
    'OS-SRV-USG:launched_at': server.launched_at,
    'OS-SRV-USG:terminated_at': null,
    'os-extended-volumes:volumes_attached': server.bdms.map((bdm) =>
      atLeast(version, '2.3')
        ? { id: bdm.volume_id, delete_on_termination: bdm.delete_on_termination }
        : { id: bdm.volume_id },
    ),
    config_drive: '',
    key_name: null,
  }
  if (atLeast(version, '2.9')) view.locked = server.locked
  if (atLeast(version, '2.19')) view.description = server.description
  if (atLeast(version, '2.26')) view.tags = []
  if (atLeast(version, '2.63')) view.trusted_image_certificates = null
  if (atLeast(version, '2.73')) view.locked_reason = null
  // From 2.90 every user sees the hostname; admins from 2.3 (with the other extended attributes).
  if (atLeast(version, '2.90') || (admin && atLeast(version, '2.3'))) {
    view['OS-EXT-SRV-ATTR:hostname'] = server.name.toLowerCase().replace(/[^a-z0-9-]/g, '-')
  }
  if (options.show && atLeast(version, '2.71')) view.server_groups = []
  if (admin) {
    view['OS-EXT-SRV-ATTR:host'] = server.host
    view['OS-EXT-SRV-ATTR:hypervisor_hostname'] = server.host
    view['OS-EXT-SRV-ATTR:instance_name'] = `instance-${server.id.slice(0, 8)}`
    // N:nova/api/openstack/compute/views/servers.py: the extended attributes of 2.3, host_status of 2.16.
    if (atLeast(version, '2.3')) {
      view['OS-EXT-SRV-ATTR:reservation_id'] = `r-${server.id.slice(0, 8)}`
      view['OS-EXT-SRV-ATTR:launch_index'] = 0
      view['OS-EXT-SRV-ATTR:kernel_id'] = ''
      view['OS-EXT-SRV-ATTR:ramdisk_id'] = ''
      view['OS-EXT-SRV-ATTR:root_device_name'] = '/dev/vda'
      view['OS-EXT-SRV-ATTR:user_data'] = null
    }
    if (atLeast(version, '2.16')) view.host_status = server.host ? 'UP' : ''
  }
  if (server.vm_state === 'error' && server.fault) view.fault = server.fault
  return view
}

/** An element of os-volume_attachments, by microversion (plus the extension's attach_mode). */
export function novaAttachmentView(
  cloud: DemoCloud,
  server: ServerRecord,
  bdm: BdmRecord,
  microversion: string,
  options: { forCreate?: boolean } = {},
): ServerVolumeAttachment {
  const view: ServerVolumeAttachment = { volumeId: bdm.volume_id, serverId: server.id }
  // 2.89 dropped id, but was never applied to the attach response.
  if (!atLeast(microversion, '2.89') || options.forCreate) view.id = bdm.volume_id
  if (bdm.device_name) view.device = bdm.device_name
  if (atLeast(microversion, '2.70')) view.tag = bdm.tag
  if (atLeast(microversion, '2.79')) view.delete_on_termination = bdm.delete_on_termination
  if (atLeast(microversion, '2.89') && !options.forCreate) {
    view.attachment_id = bdm.attachment_id ?? undefined
    view.bdm_uuid = bdm.id
  }
  if (cloud.settings.attachModeExtension && atLeast(microversion, cloud.novaMaxVersion)) {
    const attachment = bdm.attachment_id ? cloud.attachment(bdm.attachment_id) : undefined
    view.attach_mode = attachment && attachment.attach_mode !== 'null' ? attachment.attach_mode : bdm.attach_mode
  }
  return view
}

/** N:nova/api/openstack/compute/views/flavors.py: description from 2.55, extra_specs from 2.61. */
export function flavorView(
  flavor: { id: string; name: string; ram: number; disk: number; vcpus: number },
  base: string,
  microversion: string,
): Flavor {
  const view: Flavor = {
    id: flavor.id,
    name: flavor.name,
    ram: flavor.ram,
    disk: flavor.disk,
    vcpus: flavor.vcpus,
    swap: '',
    'OS-FLV-EXT-DATA:ephemeral': 0,
    'os-flavor-access:is_public': true,
    rxtx_factor: 1,
    'OS-FLV-DISABLED:disabled': false,
    links: [{ rel: 'self', href: `${base}/flavors/${flavor.id}` }],
  }
  if (atLeast(microversion, '2.55')) view.description = null
  if (atLeast(microversion, '2.61')) view.extra_specs = {}
  return view
}

export function imageView(image: ImageRecord, owner: string): Image {
  const status = image.status ?? 'active'
  return {
    // Glance v2 shows an image's own properties beside its fields (docs/upload-image.md, U11).
    ...image.properties,
    id: image.id,
    name: image.name,
    status,
    visibility: image.visibility ?? 'public',
    size: status === 'active' ? image.size : null,
    min_disk: image.min_disk,
    min_ram: 0,
    disk_format: image.disk_format,
    container_format: image.container_format ?? 'bare',
    created_at: image.created_at,
    updated_at: image.updated_at ?? image.created_at,
    owner,
    protected: image.protected ?? false,
    tags: [],
    self: `/v2/images/${image.id}`,
    file: `/v2/images/${image.id}/file`,
    schema: '/v2/schemas/image',
  }
}
