// Cinder's os-volume_upload_image (docs/upload-image.md; docs/volume-life-facts.md §2, U1–U16):
// the request body and the 202 answer. C:cinder/api/schemas/volume_actions.py#volume_upload_image,
// C:cinder/volume/api.py#API.copy_volume_to_image.

/** Cinder's schema enum, in its order (U1). */
export type UploadDiskFormat = 'raw' | 'vmdk' | 'vdi' | 'qcow2' | 'vhd' | 'vhdx' | 'ploop'

export type ImageVisibility = 'public' | 'private' | 'shared' | 'community'

export interface VolumeUploadImageRequest {
  'os-volume_upload_image': {
    image_name: string
    force?: boolean
    disk_format?: UploadDiskFormat
    /** Any string as far as Cinder's schema goes; Glance refuses one it does not list (U7). */
    container_format?: string
    /** 3.1. */
    visibility?: ImageVisibility
    /** 3.1. */
    protected?: boolean
  }
}

/** The 202 answer's body under `os-volume_upload_image`. */
export interface UploadedImage {
  /** The volume's id. */
  id: string
  /** The volume's, as loaded before the status change. */
  updated_at: string | null
  status: 'uploading'
  display_description: string | null
  /** GiB. */
  size: number
  /** The volume's type as an object (U9), null without a type. */
  volume_type: { id: string; name: string; [key: string]: unknown } | null
  image_id: string
  container_format: string
  disk_format: string
  image_name: string
  /** Whenever Glance v2 answers them, also below 3.1 (U10). */
  protected?: boolean
  visibility?: ImageVisibility
}
