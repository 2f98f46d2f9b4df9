// Upload to Image rules (docs/upload-image.md): Cinder's exact messages and the order of the checks.
import { describe, expect, it } from 'vitest'
import {
  canUploadCompressed,
  canUploadEncrypted,
  canUploadVolume,
  imageNameProblem,
  UPLOAD_CONTAINER_FORMATS,
  uploadedImageProperties,
} from './upload-rules'

const id = '5c5b1e6e-0000-4000-8000-000000000001'

describe('U4: the statuses Cinder uploads from', () => {
  it('takes an available volume, with or without force', () => {
    expect(canUploadVolume({ id, status: 'available' }, { force: false, forceAllowed: false })).toEqual({ ok: true })
    expect(canUploadVolume({ id, status: 'available' }, { force: true, forceAllowed: true })).toEqual({ ok: true })
  })

  it('ignores force on a cloud without enable_force_upload: an in-use volume is refused as if not asked', () => {
    expect(canUploadVolume({ id, status: 'in-use' }, { force: true, forceAllowed: false })).toEqual({
      ok: false,
      status: 400,
      fault: 'badRequest',
      message: `Invalid volume: Volume ${id} status must be available`,
      rule: 'U4',
    })
  })

  it('lists both statuses once force is honoured', () => {
    expect(canUploadVolume({ id, status: 'in-use' }, { force: true, forceAllowed: true })).toEqual({ ok: true })
    expect(canUploadVolume({ id, status: 'error' }, { force: true, forceAllowed: true })).toMatchObject({
      message: `Invalid volume: Volume ${id} status must be available or in-use`,
    })
  })
})

describe('U3, U8: formats', () => {
  it('takes only raw and bare for an encrypted volume', () => {
    expect(canUploadEncrypted(true, 'raw', 'bare')).toEqual({ ok: true })
    expect(canUploadEncrypted(false, 'qcow2', 'ovf')).toEqual({ ok: true })
    expect(canUploadEncrypted(true, 'qcow2', 'bare')).toMatchObject({
      status: 400,
      rule: 'U3',
      message:
        "An encrypted volume uploaded as an image must use 'raw' disk_format and 'bare' container_format, which are the defaults for these options.",
    })
  })

  it('refuses compressed unless the cloud allows compression, and the console does not offer it', () => {
    expect(canUploadCompressed('compressed', false)).toMatchObject({
      rule: 'U8',
      message: 'Image compression upload disallowed, but container_format is compressed',
    })
    expect(canUploadCompressed('compressed', true)).toEqual({ ok: true })
    expect(UPLOAD_CONTAINER_FORMATS).not.toContain('compressed')
    expect(UPLOAD_CONTAINER_FORMATS).toContain('bare')
  })
})

describe('U1, U11: name and properties', () => {
  it('takes a name of 1 to 255 characters', () => {
    expect(imageNameProblem('')).toBe('empty')
    expect(imageNameProblem('a'.repeat(255))).toBeNull()
    expect(imageNameProblem('a'.repeat(256))).toBe('long')
  })

  it("copies the volume's image metadata but Glance's core keys and reserved namespaces", () => {
    expect(
      uploadedImageProperties({
        image_id: 'x',
        image_name: 'cirros',
        checksum: 'c',
        container_format: 'bare',
        disk_format: 'qcow2',
        min_disk: '0',
        min_ram: '0',
        size: '1',
        name: 'n',
        os_glance_importing_to_stores: '',
        img_signature_hash_method: 'SHA-256',
        hw_disk_bus: 'scsi',
        signature_verified: 'False',
      }),
    ).toEqual({ hw_disk_bus: 'scsi', signature_verified: 'False' })
  })
})
