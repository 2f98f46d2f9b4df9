// POST /volumes/{id}/action: extend, retype, migrate, the flags, an admin's repairs, upload to
// an image and revert to a snapshot (C:cinder/api/contrib/volume_actions.py, admin_actions.py,
// C:cinder/api/v3/volumes.py#revert).
import type { VolumeAction } from '../types'
import type { ImageVisibility, UploadDiskFormat, UploadedImage, VolumeUploadImageRequest } from '../types/upload'
import type { CallOptions, CinderCall } from './call'

export interface UploadToImageParams {
  imageName: string
  force?: boolean
  diskFormat?: UploadDiskFormat
  containerFormat?: string
  visibility?: ImageVisibility
  protected?: boolean
}

export function volumeActionCalls(cinder: CinderCall) {
  const volumeAction = (id: string, action: VolumeAction, options?: CallOptions): Promise<void> =>
    cinder.send({ method: 'POST', path: ['volumes', id, 'action'], body: action }, options)

  return {
    async volumeAction(id: string, action: VolumeAction, options?: CallOptions): Promise<void> {
      await volumeAction(id, action, options)
    },

    extendVolume(id: string, newSize: number, options?: CallOptions): Promise<void> {
      return volumeAction(id, { 'os-extend': { new_size: newSize } }, options)
    },

    retypeVolume(
      id: string,
      newType: string,
      migrationPolicy: 'never' | 'on-demand' = 'never',
      options?: CallOptions,
    ): Promise<void> {
      return volumeAction(id, { 'os-retype': { new_type: newType, migration_policy: migrationPolicy } }, options)
    },

    /** Admin: move the volume to another backend (host@backend#pool). */
    migrateVolume(id: string, host: string, options?: CallOptions): Promise<void> {
      return volumeAction(id, { 'os-migrate_volume': { host, force_host_copy: false, lock_volume: false } }, options)
    },

    /**
     * Admin: set the volume's status, attach status and/or migration status in Cinder's database
     * (os-reset_status); attach_status "detached" removes every attachment record (docs/repair.md).
     */
    resetVolumeStatus(
      id: string,
      update: { status?: string; attach_status?: 'attached' | 'detached'; migration_status?: string },
      options?: CallOptions,
    ): Promise<void> {
      return volumeAction(id, { 'os-reset_status': update }, options)
    },

    /**
     * Admin: remove one attachment record in Cinder (os-force_detach), for a consumer that is gone
     * or stuck. Cinder refuses (409) an attachment Nova still reports: that one is Nova's to detach.
     */
    forceDetachVolume(id: string, attachmentId: string, options?: CallOptions): Promise<void> {
      return volumeAction(id, { 'os-force_detach': { attachment_id: attachmentId } }, options)
    },

    /** Admin: delete whatever the status (os-force_delete); attached, migrating or snapshotted volumes stay. */
    forceDeleteVolume(id: string, options?: CallOptions): Promise<void> {
      return volumeAction(id, { 'os-force_delete': {} }, options)
    },

    /** Cinder's volume-level read-only flag: every later attachment is read-only. */
    setReadonly(id: string, readonly: boolean, options?: CallOptions): Promise<void> {
      return volumeAction(id, { 'os-update_readonly_flag': { readonly } }, options)
    },

    setBootable(id: string, bootable: boolean, options?: CallOptions): Promise<void> {
      return volumeAction(id, { 'os-set_bootable': { bootable } }, options)
    },

    /**
     * os-volume_upload_image (202): a Glance image of the volume, which is uploading meanwhile.
     * `visibility` and `protected` exist from 3.1 (below it Glance's default, shared, applies);
     * `force` is honoured only where the cloud sets enable_force_upload (docs/upload-image.md, U4).
     */
    async uploadToImage(id: string, params: UploadToImageParams, options?: CallOptions): Promise<UploadedImage> {
      if (params.visibility !== undefined || params.protected !== undefined) {
        cinder.require('uploadImageParams', options)
      }
      const upload: VolumeUploadImageRequest['os-volume_upload_image'] = { image_name: params.imageName }
      if (params.force !== undefined) upload.force = params.force
      if (params.diskFormat !== undefined) upload.disk_format = params.diskFormat
      if (params.containerFormat !== undefined) upload.container_format = params.containerFormat
      if (params.visibility !== undefined) upload.visibility = params.visibility
      if (params.protected !== undefined) upload.protected = params.protected
      const body = await cinder.json<{ 'os-volume_upload_image': UploadedImage }>(
        {
          method: 'POST',
          path: ['volumes', id, 'action'],
          body: { 'os-volume_upload_image': upload } satisfies VolumeUploadImageRequest,
        },
        options,
      )
      return body['os-volume_upload_image']
    },

    /** 3.40: the volume's data back to its latest snapshot. */
    revertToSnapshot(volumeId: string, snapshotId: string, options?: CallOptions): Promise<void> {
      cinder.require('revertToSnapshot', options)
      return volumeAction(volumeId, { revert: { snapshot_id: snapshotId } }, options)
    },
  }
}

export type VolumeActionCalls = ReturnType<typeof volumeActionCalls>
