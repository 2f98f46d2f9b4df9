// Upload to Image (U1–U16, docs/volume-life-facts.md §2; docs/upload-image.md): Cinder's refusals
// with their status and exact message, for the demo cloud to send and the console to explain
// first. C:cinder/api/contrib/volume_actions.py#_volume_upload_image,
// C:cinder/api/schemas/volume_actions.py, C:cinder/volume/api.py#API.copy_volume_to_image,
// C:cinder/policies/volume_actions.py, C:cinder/image/image_utils.py.
import type { ImageVisibility, UploadDiskFormat } from '../api/types/upload'
import { OK, orList, refuse, type Verdict } from './verdict'

/** From 3.1 the body takes `visibility` and `protected` (mv.UPLOAD_IMAGE_PARAMS). */
export const UPLOAD_IMAGE_PARAMS_MICROVERSION = '3.1'

/** Cinder's `disk_format` enum, in the schema's order (its error message lists them so, U1). */
export const UPLOAD_DISK_FORMATS: readonly UploadDiskFormat[] = ['raw', 'vmdk', 'vdi', 'qcow2', 'vhd', 'vhdx', 'ploop']

/**
 * Glance's default `container_formats` (G:glance/common/config.py, image_format_opts). Cinder's
 * schema takes any string (parameter_types.description); Glance refuses one it does not list (U7).
 */
export const GLANCE_CONTAINER_FORMATS: readonly string[] = [
  'ami',
  'ari',
  'aki',
  'bare',
  'ovf',
  'ova',
  'docker',
  'compressed',
]

/**
 * The container formats the console offers: Glance's, less `compressed`, which Cinder refuses after
 * Glance has made the image unless the cloud sets allow_compression_on_image_upload (U8), and
 * which leaves that queued image behind.
 */
export const UPLOAD_CONTAINER_FORMATS: readonly string[] = GLANCE_CONTAINER_FORMATS.filter(
  (format) => format !== 'compressed',
)

/** The `visibility` enum of the 3.1 schema, in its order. */
export const UPLOAD_VISIBILITIES: readonly ImageVisibility[] = ['community', 'public', 'private', 'shared']

/** `image_name`: 1 to 255 characters (U1). */
export const IMAGE_NAME_MAX = 255

export const UPLOAD_IMAGE_POLICY = 'volume_extension:volume_actions:upload_image'
/** `public` needs this one too, admin by default (U16). */
export const UPLOAD_PUBLIC_POLICY = 'volume_extension:volume_actions:upload_public'

/** The statuses Cinder uploads from (U4): `in-use` only with force on a cloud that honours it. */
export function uploadableStatuses(force: boolean, forceAllowed: boolean): readonly string[] {
  return force && forceAllowed ? ['available', 'in-use'] : ['available']
}

/**
 * U4: the conditional update of copy_volume_to_image. With enable_force_upload off (the
 * default) `force` is silently ignored, so an in-use volume is refused as if it was not asked.
 */
export function canUploadVolume(
  volume: { id: string; status: string },
  options: { force: boolean; forceAllowed: boolean },
): Verdict {
  const statuses = uploadableStatuses(options.force, options.forceAllowed)
  if (!statuses.includes(volume.status)) {
    return refuse(400, `Invalid volume: Volume ${volume.id} status must be ${orList(statuses)}`, 'U4')
  }
  return OK
}

/** U3: an encrypted volume is uploaded only as raw and bare (checked before its status). */
export function canUploadEncrypted(encrypted: boolean, diskFormat: string, containerFormat: string): Verdict {
  if (encrypted && (diskFormat !== 'raw' || containerFormat !== 'bare')) {
    return refuse(
      400,
      "An encrypted volume uploaded as an image must use 'raw' disk_format and 'bare' container_format, which are the defaults for these options.",
      'U3',
    )
  }
  return OK
}

/** U8: `compressed` with allow_compression_on_image_upload off (the default); the image stays queued. */
export function canUploadCompressed(containerFormat: string, allowCompression: boolean): Verdict {
  if (containerFormat === 'compressed' && !allowCompression) {
    return refuse(400, 'Image compression upload disallowed, but container_format is compressed', 'U8')
  }
  return OK
}

/** glance_core_properties' default (C:cinder/image/glance.py): never copied to the new image (U11). */
export const GLANCE_CORE_PROPERTIES: readonly string[] = [
  'checksum',
  'container_format',
  'disk_format',
  'image_name',
  'image_id',
  'min_disk',
  'min_ram',
  'name',
  'size',
]

/** GLANCE_RESERVED_NAMESPACES (C:cinder/image/image_utils.py): prefixes Glance keeps for itself. */
export const GLANCE_RESERVED_PREFIXES: readonly string[] = ['os_glance', 'img_signature']

/**
 * U11, U14: the properties the new image gets from the volume's image metadata (what it was made
 * from): all but the core properties and the reserved namespaces; at Zed 21.3.x that includes
 * `signature_verified`.
 */
export function uploadedImageProperties(volumeImageMetadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(volumeImageMetadata).filter(
      ([key]) =>
        !GLANCE_CORE_PROPERTIES.includes(key) && !GLANCE_RESERVED_PREFIXES.some((prefix) => key.startsWith(prefix)),
    ),
  )
}

/** U1: the name as Cinder's schema takes it (1–255 characters, no other rule). */
export function imageNameProblem(name: string): 'empty' | 'long' | null {
  if (name.length === 0) return 'empty'
  if (name.length > IMAGE_NAME_MAX) return 'long'
  return null
}

/** Glance statuses that move on by themselves: an image being made or written (the Images panel polls). */
export const IMAGE_STATUS_TRANSITIONAL: readonly string[] = ['queued', 'saving', 'uploading', 'importing']
