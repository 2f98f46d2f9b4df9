import { describe, expect, it } from 'vitest'
import type { LaunchValues } from './launch-form'
import {
  initialValues,
  launchedNames,
  toServerRequest,
  validateCount,
  validateName,
  validateVolumeSize,
} from './launch-form'

const values = (patch: Partial<LaunchValues>): LaunchValues => ({
  ...initialValues({ flavorId: '1', volumeId: 'vol-1' }),
  name: 'app',
  ...patch,
})

describe('the POST /servers body', () => {
  it('boots one server from a volume the tempest way, without attach_mode', () => {
    expect(toServerRequest(values({}), '2.100')).toEqual({
      name: 'app',
      flavorRef: '1',
      imageRef: '',
      min_count: 1,
      max_count: 1,
      networks: 'auto',
      block_device_mapping_v2: [
        {
          boot_index: 0,
          uuid: 'vol-1',
          source_type: 'volume',
          destination_type: 'volume',
          delete_on_termination: false,
        },
      ],
    })
  })

  it('puts the attach mode on the volume mapping when several servers share it', () => {
    const request = toServerRequest(values({ count: '3', mode: 'ro', name: ' ha ' }), '2.200')
    expect(request).toMatchObject({ name: 'ha', min_count: 3, max_count: 3 })
    expect(request.block_device_mapping_v2?.[0]).toMatchObject({ source_type: 'volume', attach_mode: 'ro' })
  })

  it('boots from an image onto a new volume: size, delete on termination, the type only from 2.67', () => {
    const onto = values({
      source: 'image-volume',
      imageId: 'img-1',
      volumeSize: ' 12 ',
      volumeTypeId: 'type-1',
      deleteOnTermination: true,
    })
    expect(toServerRequest(onto, '2.100')).toMatchObject({
      imageRef: '',
      block_device_mapping_v2: [
        {
          boot_index: 0,
          uuid: 'img-1',
          source_type: 'image',
          destination_type: 'volume',
          volume_size: 12,
          delete_on_termination: true,
          volume_type: 'type-1',
        },
      ],
    })
    expect(toServerRequest(onto, '2.66').block_device_mapping_v2?.[0]).not.toHaveProperty('volume_type')
    expect(toServerRequest({ ...onto, volumeTypeId: '' }, '2.100').block_device_mapping_v2?.[0]).not.toHaveProperty(
      'volume_type',
    )
  })

  it('checks the new volume size against what the image needs', () => {
    expect(validateVolumeSize('', 10)).toBe('Enter the size in GiB.')
    expect(validateVolumeSize('1.5', 10)).toBe('The size must be a whole number of GiB.')
    expect(validateVolumeSize('0', 1)).toBe('The size must be at least 1 GiB.')
    expect(validateVolumeSize('9', 10)).toBe('The image needs at least 10 GiB.')
    expect(validateVolumeSize('10', 10)).toBeUndefined()
  })

  it('boots from an image on a local disk, with imageRef set and no mode', () => {
    const request = toServerRequest(values({ source: 'image', imageId: 'img-1', count: '2' }), '2.100')
    expect(request.imageRef).toBe('img-1')
    expect(request.block_device_mapping_v2).toEqual([
      { boot_index: 0, uuid: 'img-1', source_type: 'image', destination_type: 'local' },
    ])
  })

  it('leaves networks out below 2.37, where Nova does not know it', () => {
    expect(toServerRequest(values({}), '2.36')).not.toHaveProperty('networks')
  })

  it('asks for no network on a cloud without a network service, where "auto" is a 500', () => {
    expect(toServerRequest(values({}), '2.100', false)).toMatchObject({ networks: 'none' })
    expect(toServerRequest(values({}), '2.36', false)).not.toHaveProperty('networks')
  })
})

describe('checks before sending', () => {
  it.each([
    ['0', 'Launch between 1 and 10 instances at a time.'],
    ['11', 'Launch between 1 and 10 instances at a time.'],
    ['2.5', 'The count must be a whole number.'],
    ['', 'The count must be a whole number.'],
    ['10', undefined],
  ])('count %j', (text, message) => {
    expect(validateCount(text)).toBe(message)
  })

  it('names: required, at most 255 characters', () => {
    expect(validateName('  ')).toBe('The instance name is required.')
    expect(validateName('n'.repeat(256))).toBe('The instance name can be at most 255 characters (now 256).')
    expect(validateName('web')).toBeUndefined()
  })

  it('names the servers of a multi-create as Nova does', () => {
    expect(launchedNames('ha', 3)).toEqual(['ha-1', 'ha-2', 'ha-3'])
    expect(launchedNames('solo', 1)).toEqual(['solo'])
  })
})
