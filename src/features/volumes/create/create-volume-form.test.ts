import { describe, expect, it } from 'vitest'
import type { Backup, Image, Snapshot, Volume, VolumeType } from '../../../api'
import { validateText } from '../../../components/form/text-rules'
import type { CreateVolumeValues } from './create-volume-form'
import { defaultZone, initialValues, sourceMinimum, toCreateRequest, validateSize } from './create-volume-form'

const roomy = { limit: { max: 100, message: 'Only 100 GiB of the gigabytes quota remain.' }, minimum: 1 }

describe('size check', () => {
  it.each([
    ['', 'Enter the size in GiB.'],
    ['abc', 'The size must be a whole number of GiB.'],
    ['1.5', 'The size must be a whole number of GiB.'],
    ['1e3', 'The size must be a whole number of GiB.'],
    ['0', 'The size must be at least 1 GiB.'],
    ['-1', 'The size must be at least 1 GiB.'],
    ['101', 'Only 100 GiB of the gigabytes quota remain.'],
  ])('refuses %j', (value, message) => {
    expect(validateSize(value, roomy)).toBe(message)
  })

  it('accepts a whole number within the quota, and anything without a limit', () => {
    expect(validateSize('100', roomy)).toBe(true)
    expect(validateSize(' 7 ', roomy)).toBe(true)
    expect(validateSize('5000', { limit: null, minimum: 1 })).toBe(true)
  })

  it("asks for the source's size and says when the quota is used up", () => {
    expect(validateSize('5', { ...roomy, minimum: 10 })).toBe('The source needs at least 10 GiB.')
    expect(validateSize('1', { limit: { max: 0, message: 'The gigabytes quota is used up.' }, minimum: 1 })).toBe(
      'The gigabytes quota is used up.',
    )
  })
})

describe('text checks', () => {
  it('allow 255 characters, not 256', () => {
    expect(validateText('The name')('x'.repeat(255))).toBe(true)
    expect(validateText('The name')('x'.repeat(256))).toBe('The name can be at most 255 characters (now 256).')
  })
})

describe('defaults', () => {
  const zone = (zoneName: string, available = true) => ({ zoneName, zoneState: { available } })

  it('prefer the zone nova, else the first available one', () => {
    expect(defaultZone([zone('az1'), zone('nova')])).toBe('nova')
    expect(defaultZone([zone('down', false), zone('az2')])).toBe('az2')
    expect(defaultZone([])).toBe('')
  })

  it('start empty at 1 GiB, not shareable', () => {
    expect(initialValues('type-1', [zone('nova')])).toMatchObject({
      name: '',
      size: '1',
      volumeTypeId: 'type-1',
      availabilityZone: 'nova',
      source: 'none',
      shareable: false,
    })
  })
})

describe('source sizes', () => {
  const image = { id: 'img', min_disk: 0, size: 3 * 1024 ** 3 + 1 } as Image
  const volume = { id: 'vol', size: 20 } as Volume
  const snapshot = { id: 'snap', size: 30 } as Snapshot
  const backup = { id: 'bak', size: 40 } as Backup
  const pick = (source: CreateVolumeValues['source']) => ({
    source,
    imageId: 'img',
    sourceVolumeId: 'vol',
    snapshotId: 'snap',
    backupId: 'bak',
  })

  it("are the image's bytes rounded up, or its min_disk, or the volume's, snapshot's or backup's size", () => {
    expect(sourceMinimum(pick('image'), [image], [])).toBe(4)
    expect(sourceMinimum(pick('image'), [{ ...image, min_disk: 10 }], [])).toBe(10)
    expect(sourceMinimum(pick('volume'), [], [volume])).toBe(20)
    expect(sourceMinimum(pick('snapshot'), [], [volume], [snapshot])).toBe(30)
    expect(sourceMinimum(pick('backup'), [], [volume], [snapshot], [backup])).toBe(40)
    expect(sourceMinimum(pick('none'), [image], [volume], [snapshot], [backup])).toBe(1)
  })
})

describe('the request', () => {
  const types = [{ id: 'type-1', name: 'multiattach' } as VolumeType]
  const values: CreateVolumeValues = {
    ...initialValues('type-1', [{ zoneName: 'nova', zoneState: { available: true } }]),
    name: 'db',
    size: '10',
    shareable: true,
    imageId: 'img',
    sourceVolumeId: 'vol',
  }

  it('names the type, never sends the removed multiattach flag, and leaves out empty texts', () => {
    expect(toCreateRequest(values, types)).toEqual({
      size: 10,
      name: 'db',
      volume_type: 'multiattach',
      availability_zone: 'nova',
    })
  })

  it('sends only the chosen source', () => {
    expect(toCreateRequest({ ...values, source: 'image' }, types)).toMatchObject({ imageRef: 'img' })
    expect(toCreateRequest({ ...values, source: 'image' }, types)).not.toHaveProperty('source_volid')
    expect(toCreateRequest({ ...values, source: 'volume' }, types)).toMatchObject({ source_volid: 'vol' })
    const fromBackup = toCreateRequest({ ...values, source: 'backup', backupId: 'bak' }, types)
    expect(fromBackup).toMatchObject({ backup_id: 'bak', size: 10 })
    expect(fromBackup).not.toHaveProperty('imageRef')
  })
})
