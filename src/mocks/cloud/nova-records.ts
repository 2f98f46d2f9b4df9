// The demo cloud's Nova and Glance records: servers and their block device mappings, compute hosts,
// flavors, images and instance actions. Plain JSON, as all of the state (state.ts).

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
