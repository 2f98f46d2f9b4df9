// Upload to Image as Zed's Cinder and Glance make it (U1–U16, docs/volume-life-facts.md §2;
// docs/upload-image.md): the API checks in Cinder's order, the volume uploading, the Glance image
// queued → saving → active, the volume back to in-use or available; and Glance's own reads.
// C:cinder/api/contrib/volume_actions.py#_volume_upload_image, C:cinder/volume/api.py#API.copy_volume_to_image,
// C:cinder/volume/manager.py#VolumeManager.copy_volume_to_image, G:glance/db/sqlalchemy/api.py.
import type { ImageVisibility, UploadDiskFormat, UploadedImage } from '../../api/types/upload'
import {
  canUploadCompressed,
  canUploadEncrypted,
  canUploadVolume,
  GLANCE_CONTAINER_FORMATS,
  UPLOAD_IMAGE_POLICY,
  UPLOAD_PUBLIC_POLICY,
  uploadedImageProperties,
} from '../../rules/upload-rules'
import { pyRepr } from '../http/py-repr'
import { findVolume, requirePolicy } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import type { ImageRecord, VolumeRecord } from './state'

export interface UploadInput {
  imageName: string
  force: boolean
  diskFormat: UploadDiskFormat
  containerFormat: string
  /** Set from 3.1 only (below it Cinder sends Glance none, and Glance's default is shared). */
  visibility?: ImageVisibility
  protected?: boolean
}

/** Glance's timestamps: seconds and Z (2026-11-25T04:08:06Z). */
const glanceTime = (iso: string) => iso.replace(/\.\d+$/, 'Z')

/** A qcow2 (or other non-raw) image of the demo's volumes: they hold no data (as on a real Zed cloud, 1 GiB → 197,120 bytes). */
const EMPTY_CONVERTED_BYTES = 197_120

/**
 * Glance's refusal of a container format it does not list, as Cinder passes it on (U7; observed on
 * a real Zed cloud: Glance's jsonschema error with its schema, wrapped in Cinder's 400).
 */
function unknownContainerFormat(format: string): never {
  const listed = [null, ...GLANCE_CONTAINER_FORMATS]
  const lines = listed.map((value, index) => {
    const item = pyRepr(value)
    if (index === 0) return `     'enum': [${item},`
    const end = index === listed.length - 1 ? '],' : ','
    return `              ${item}${end}`
  })
  return fail(
    400,
    [
      `Unable to set 'container_format' to ${pyRepr(format)}. Reason: ${pyRepr(format)} is not one of ${pyRepr(listed)}`,
      '',
      "Failed validating 'enum' in schema['properties']['container_format']:",
      "    {'description': 'Format of the container',",
      ...lines,
      "     'type': ['null', 'string']}",
      '',
      "On instance['container_format']:",
      `    ${pyRepr(format)}`,
    ].join('\n'),
  )
}

/**
 * What Cinder keeps of the image a volume was made from (volume_glance_metadata): Glance's core
 * fields, the image's own properties, and (21.3.x) signature_verified, which Cinder adds (U14).
 */
export function volumeImageMetadata(cloud: DemoCloud, volume: VolumeRecord): Record<string, string> {
  if (!volume.image_id) return {}
  const image = cloud.state.images.find((candidate) => candidate.id === volume.image_id)
  if (!image) return {}
  return {
    image_id: image.id,
    image_name: image.name,
    container_format: image.container_format ?? 'bare',
    disk_format: image.disk_format,
    min_disk: String(image.min_disk),
    min_ram: '0',
    size: String(image.size),
    signature_verified: 'False',
    ...image.properties,
  }
}

function volumeTypeObject(cloud: DemoCloud, volume: VolumeRecord): UploadedImage['volume_type'] {
  const type = cloud.volumeType(volume.volume_type_id)
  if (!type) return null
  // The VolumeType object's loaded fields (U9; the keys observed on a real Zed cloud).
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    is_public: type.is_public,
    extra_specs: { ...type.extra_specs },
    qos_specs_id: null,
    created_at: volume.created_at,
    updated_at: volume.created_at,
    deleted_at: null,
    deleted: false,
  }
}

/** U2–U5, U7, U8, U10, U11: the checks in Cinder's order, then Glance's image and the upload. */
export function uploadVolumeToImage(
  cloud: DemoCloud,
  caller: Caller,
  volumeId: string,
  input: UploadInput,
): UploadedImage {
  const volume = findVolume(cloud, caller, volumeId)
  requirePolicy(cloud, caller, UPLOAD_IMAGE_POLICY)
  enforce(canUploadEncrypted(volume.encryption_key_id !== null, input.diskFormat, input.containerFormat))
  if (input.visibility === 'public') requirePolicy(cloud, caller, UPLOAD_PUBLIC_POLICY)
  enforce(canUploadVolume(volume, { force: input.force, forceAllowed: cloud.settings.forceUpload === true }))
  const loadedUpdatedAt = volume.updated_at
  // Glance's image create: a format it does not list is refused and the status rolled back (U7).
  if (!GLANCE_CONTAINER_FORMATS.includes(input.containerFormat)) unknownContainerFormat(input.containerFormat)
  const now = cloud.isoNow()
  const properties = uploadedImageProperties(volumeImageMetadata(cloud, volume))
  if (volume.encryption_key_id !== null) {
    // U12: a clone of the volume's key, deleted with the image.
    properties.cinder_encryption_key_id = newId()
    properties.cinder_encryption_key_deletion_policy = 'on_image_deletion'
  }
  const image: ImageRecord = {
    id: newId(),
    name: input.imageName,
    size: 0,
    min_disk: 0,
    disk_format: input.diskFormat,
    container_format: input.containerFormat,
    created_at: glanceTime(now),
    updated_at: glanceTime(now),
    status: 'queued',
    visibility: input.visibility ?? 'shared',
    owner: caller.projectId,
    protected: input.protected ?? false,
    properties,
  }
  cloud.state.images.push(image)
  // U8: refused after Glance made the image, which stays queued; the volume goes back.
  const compressed = canUploadCompressed(input.containerFormat, false)
  if (!compressed.ok) throw new CloudFault(compressed)
  volume.status = 'uploading'
  volume.updated_at = now
  cloud.schedule({ kind: 'image-saving', imageId: image.id, volumeId: volume.id }, cloud.settings.transitionMs / 2)
  cloud.schedule({ kind: 'image-uploaded', imageId: image.id, volumeId: volume.id })
  return {
    id: volume.id,
    updated_at: loadedUpdatedAt,
    status: 'uploading',
    display_description: volume.description,
    size: volume.size,
    volume_type: volumeTypeObject(cloud, volume),
    image_id: image.id,
    container_format: input.containerFormat,
    disk_format: input.diskFormat,
    image_name: input.imageName,
    protected: image.protected,
    visibility: image.visibility,
  }
}

export function image(cloud: DemoCloud, id: string): ImageRecord | undefined {
  return cloud.state.images.find((candidate) => candidate.id === id)
}

/** The manager starts writing: Glance's image is saving. */
export function startSaving(cloud: DemoCloud, imageId: string): void {
  const found = image(cloud, imageId)
  if (found?.status !== 'queued') return
  found.status = 'saving'
  found.updated_at = glanceTime(cloud.isoNow())
}

/**
 * U5, U10: the data is in Glance (active, its size in bytes) and the volume is in-use when it has
 * an attachment, else available (not its previous status). An image deleted meanwhile leaves the
 * volume to settle all the same.
 */
export function finishUpload(cloud: DemoCloud, imageId: string, volumeId: string): void {
  const volume = cloud.volume(volumeId)
  const found = image(cloud, imageId)
  if (found && (found.status === 'queued' || found.status === 'saving') && volume) {
    found.status = 'active'
    found.size = found.disk_format === 'raw' ? volume.size * 1024 ** 3 : EMPTY_CONVERTED_BYTES
    found.updated_at = glanceTime(cloud.isoNow())
  }
  if (volume?.status === 'uploading') {
    volume.status = cloud.attachmentsOf(volume.id).length > 0 ? 'in-use' : 'available'
    volume.updated_at = cloud.isoNow()
  }
}

/** The admin project: the owner of the scenario's images. */
function adminProjectId(cloud: DemoCloud): string {
  return cloud.state.projects.find((project) => project.name === 'admin')?.id ?? ''
}

export function ownerOf(cloud: DemoCloud, record: ImageRecord): string {
  return record.owner ?? adminProjectId(cloud)
}

/**
 * Glance's default list for a caller (G:glance/db/sqlalchemy/api.py#_select_images_query): public
 * images, its project's own (community ones only then), and (for an admin) every other one that is
 * not community. The demo has no image members, so another project's shared image is an admin's only.
 */
export function visibleTo(cloud: DemoCloud, caller: Caller, record: ImageRecord): boolean {
  const visibility = record.visibility ?? 'public'
  if (ownerOf(cloud, record) === caller.projectId) return true
  if (visibility === 'public') return true
  return isAdmin(caller) && visibility !== 'community'
}

/** Any image the caller may read by id (community ones too, G:glance/api/policy). */
export function readableBy(cloud: DemoCloud, caller: Caller, record: ImageRecord): boolean {
  return visibleTo(cloud, caller, record) || record.visibility === 'community'
}

/** Glance's default order: newest first, then id descending. */
export function sortImages(images: ImageRecord[]): ImageRecord[] {
  return [...images].sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  )
}

/** DELETE /v2/images/{id}: the owner (or an admin); a protected image is refused (observed on Zed). */
export function deleteImage(cloud: DemoCloud, caller: Caller, id: string): 'deleted' | 'protected' | 'not-found' {
  const found = image(cloud, id)
  // Another project's image: not found (what Glance answers a member there was not checked on a real cloud).
  if (!found || !readableBy(cloud, caller, found)) return 'not-found'
  if (ownerOf(cloud, found) !== caller.projectId && !isAdmin(caller)) return 'not-found'
  if (found.protected) return 'protected'
  cloud.state.images = cloud.state.images.filter((candidate) => candidate !== found)
  return 'deleted'
}
