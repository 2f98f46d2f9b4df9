import { describe, expect, it } from 'vitest'
import { attachedServerIds, formatVolumeCount, volumeDisplayName } from './format'

const attachment = (server_id: string | null) => ({
  id: 'v1',
  attachment_id: `a-${server_id ?? 'none'}`,
  volume_id: 'v1',
  server_id,
  host_name: null,
  device: '/dev/vdb',
  attached_at: '2024-01-01T00:00:00.000000',
})

describe('attachedServerIds', () => {
  it('lists each server once and skips attachments without a server', () => {
    const volume = { attachments: [attachment('s1'), attachment('s2'), attachment('s1'), attachment(null)] }
    expect(attachedServerIds(volume)).toEqual(['s1', 's2'])
  })

  it('is empty for a detached volume', () => {
    expect(attachedServerIds({ attachments: [] })).toEqual([])
  })
})

describe('volumeDisplayName', () => {
  it('falls back to the id when the name is empty or null', () => {
    expect(volumeDisplayName({ id: 'abc', name: null })).toBe('abc')
    expect(volumeDisplayName({ id: 'abc', name: ' ' })).toBe('abc')
    expect(volumeDisplayName({ id: 'abc', name: 'data' })).toBe('data')
  })
})

describe('formatVolumeCount', () => {
  it('uses the singular for one', () => {
    expect(formatVolumeCount(0)).toBe('0 volumes')
    expect(formatVolumeCount(1)).toBe('1 volume')
    expect(formatVolumeCount(12)).toBe('12 volumes')
  })
})
