// Nova v2.1 wire types (N:nova/api/openstack/compute/views/servers.py, volume_attachments.py).
import type { Link } from './common'

export type ServerStatus =
  | 'ACTIVE'
  | 'BUILD'
  | 'DELETED'
  | 'ERROR'
  | 'HARD_REBOOT'
  | 'MIGRATING'
  | 'PAUSED'
  | 'REBOOT'
  | 'REBUILD'
  | 'RESCUE'
  | 'RESIZE'
  | 'SHELVED'
  | 'SHELVED_OFFLOADED'
  | 'SHUTOFF'
  | 'SOFT_DELETED'
  | 'SUSPENDED'
  | 'UNKNOWN'
  | 'VERIFY_RESIZE'

export type VmState =
  | 'active'
  | 'building'
  | 'stopped'
  | 'resized'
  | 'paused'
  | 'suspended'
  | 'rescued'
  | 'error'
  | 'soft-delete'
  | 'deleted'
  | 'shelved'
  | 'shelved_offloaded'

export interface ServerSummary {
  id: string
  name: string
  links: Link[]
}

export interface ServerFlavor {
  original_name: string
  vcpus: number
  ram: number
  disk: number
  ephemeral: number
  swap: number
  extra_specs?: Record<string, string>
}

export interface Server {
  id: string
  name: string
  status: ServerStatus
  tenant_id: string
  user_id: string
  metadata: Record<string, string>
  hostId: string
  /** The empty string when the server booted from a volume. */
  image: '' | { id: string; links: Link[] }
  flavor: ServerFlavor
  created: string
  updated: string
  addresses: Record<string, unknown[]>
  accessIPv4: string
  accessIPv6: string
  links: Link[]
  'OS-DCF:diskConfig': 'AUTO' | 'MANUAL'
  'OS-EXT-AZ:availability_zone': string
  'OS-EXT-STS:task_state': string | null
  'OS-EXT-STS:vm_state': VmState
  'OS-EXT-STS:power_state': number
  'OS-SRV-USG:launched_at': string | null
  'OS-SRV-USG:terminated_at': string | null
  'os-extended-volumes:volumes_attached': Array<{ id: string; delete_on_termination?: boolean }>
  config_drive: string
  key_name: string | null
  locked: boolean
  locked_reason?: string | null
  description?: string | null
  tags?: string[]
  /** Admin only. */
  'OS-EXT-SRV-ATTR:host'?: string | null
  'OS-EXT-SRV-ATTR:hypervisor_hostname'?: string | null
  'OS-EXT-SRV-ATTR:instance_name'?: string
  host_status?: string
  /** From 2.90 for everyone; admins see it from 2.3. */
  'OS-EXT-SRV-ATTR:hostname'?: string
  /** Admin only, from 2.3. */
  'OS-EXT-SRV-ATTR:reservation_id'?: string
  'OS-EXT-SRV-ATTR:launch_index'?: number
  'OS-EXT-SRV-ATTR:kernel_id'?: string
  'OS-EXT-SRV-ATTR:ramdisk_id'?: string
  'OS-EXT-SRV-ATTR:root_device_name'?: string
  'OS-EXT-SRV-ATTR:user_data'?: string | null
  /** 2.63 and later. */
  trusted_image_certificates?: string[] | null
  /** 2.71 and later, GET /servers/{id} only. */
  server_groups?: string[]
  progress?: number
  fault?: { code: number; message: string; created: string; details?: string }
}

export interface ServerListBody<T = Server> {
  servers: T[]
  servers_links?: Link[]
}

export type BdmSourceType = 'volume' | 'image' | 'snapshot' | 'blank'

export interface BlockDeviceMappingV2 {
  boot_index?: number | string | null
  uuid?: string
  source_type: BdmSourceType
  destination_type?: 'local' | 'volume'
  volume_size?: number
  delete_on_termination?: boolean
  device_name?: string
  disk_bus?: string
  device_type?: string
  guest_format?: string
  tag?: string
  volume_type?: string
  /** Rocky spec extension (never upstream): only at the attach-mode extension microversion. */
  attach_mode?: 'rw' | 'ro'
}

export interface ServerCreateRequest {
  server: {
    name: string
    flavorRef: string
    imageRef?: string
    block_device_mapping_v2?: BlockDeviceMappingV2[]
    min_count?: number
    max_count?: number
    return_reservation_id?: boolean
    networks?: 'none' | 'auto' | Array<{ uuid?: string; port?: string }>
    availability_zone?: string
    metadata?: Record<string, string>
    description?: string | null
    key_name?: string
  }
}

export interface ServerCreateResponse {
  server: {
    id: string
    links: Link[]
    'OS-DCF:diskConfig': 'AUTO' | 'MANUAL'
    security_groups: Array<{ name: string }>
    adminPass?: string
  }
}

export interface ReservationResponse {
  reservation_id: string
}

/**
 * An element of `GET /servers/{id}/os-volume_attachments`. Fields depend on the microversion:
 * 2.70 adds tag, 2.79 delete_on_termination, 2.89 attachment_id and bdm_uuid and drops id.
 */
export interface ServerVolumeAttachment {
  id?: string
  volumeId: string
  serverId: string
  device?: string
  tag?: string | null
  delete_on_termination?: boolean
  attachment_id?: string
  bdm_uuid?: string
  /** Rocky spec extension (never upstream). */
  attach_mode?: 'rw' | 'ro'
}

export interface VolumeAttachRequest {
  volumeAttachment: {
    volumeId: string
    device?: string | null
    tag?: string
    delete_on_termination?: boolean
    /** Rocky spec extension (never upstream): only at the attach-mode extension microversion. */
    attach_mode?: 'rw' | 'ro'
  }
}

export interface Flavor {
  id: string
  name: string
  ram: number
  disk: number
  vcpus: number
  swap: number | ''
  'OS-FLV-EXT-DATA:ephemeral': number
  'os-flavor-access:is_public': boolean
  rxtx_factor: number
  'OS-FLV-DISABLED:disabled': boolean
  links: Link[]
  description?: string | null
  extra_specs?: Record<string, string>
}

export interface InstanceActionEvent {
  event: string
  start_time: string
  finish_time: string | null
  result: string | null
  traceback?: string | null
}

export interface InstanceAction {
  action: string
  instance_uuid: string
  request_id: string
  user_id: string
  project_id: string
  start_time: string
  message: string | null
  updated_at?: string
  events?: InstanceActionEvent[]
}
