// Every difference the demo cloud keeps on purpose is explained in docs/cloud-differences.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Difference } from './compare'
import { KNOWN_DIFFERENCES, knownDifference } from './known-differences'

describe('differences kept on purpose', () => {
  it('are each listed, with their id, in docs/cloud-differences.md', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'cloud-differences.md'), 'utf8')
    expect(KNOWN_DIFFERENCES.length).toBeGreaterThan(0)
    for (const known of KNOWN_DIFFERENCES) expect(doc, known.id).toContain(`| \`${known.id}\` |`)
  })

  it("keep what the CLI's read right after cinder create found, and nothing else of that read", () => {
    const read = { step: 'cli: cinder create · 5', call: 'GET volume /v3/{id}/volumes/{id}' }
    const seen: Difference[] = [
      { ...read, kind: 'value', field: 'volume.status', demo: 'available', real: 'creating' },
      { ...read, kind: 'shape', field: 'volume.updated_at', demo: 'string', real: 'null' },
      { ...read, kind: 'shape', field: 'volume.service_uuid', demo: 'string', real: 'null' },
    ]
    for (const difference of seen) expect(knownDifference(difference)?.id, difference.field).toBe('read-while-creating')
    expect(knownDifference({ ...read, kind: 'value', field: 'volume.size', demo: '1', real: '2' })).toBeUndefined()
    const later = { step: 'cli: openstack volume show · 3', call: read.call }
    expect(
      knownDifference({ ...later, kind: 'value', field: 'volume.status', demo: 'available', real: 'creating' }),
    ).toBe(undefined)
  })

  it('keep a backup the demo cloud finished before the read right after it, and not the other way round', () => {
    const read = { step: 'volumes: show while backing up', call: 'GET volume /volumes/{bv}', field: 'volume.status' }
    expect(knownDifference({ ...read, kind: 'value', demo: 'available', real: 'backing-up' })?.id).toBe(
      'read-while-backing-up',
    )
    expect(knownDifference({ ...read, kind: 'value', demo: 'backing-up', real: 'available' })).toBeUndefined()
    expect(knownDifference({ ...read, kind: 'value', demo: 'error', real: 'backing-up' })).toBeUndefined()
  })

  it('keep a device the fake driver names /dev/sdX where the demo cloud says /dev/vdX, the same letters only', () => {
    const at = { step: 'servers: volume attachments (2.1)', call: 'GET compute /servers/{srv}/os-volume_attachments' }
    const field = 'volumeAttachments[].device'
    expect(
      knownDifference({ ...at, kind: 'value', field, demo: '/dev/vda | /dev/vdb', real: '/dev/sda | /dev/sdb' })?.id,
    ).toBe('virt-driver-device-names')
    expect(knownDifference({ ...at, kind: 'value', field, demo: '/dev/vda', real: '/dev/sdb' })).toBeUndefined()
    expect(
      knownDifference({
        ...at,
        kind: 'value',
        field: 'volumeAttachments[].serverId',
        demo: '/dev/vda',
        real: '/dev/sda',
      }),
    ).toBeUndefined()
  })
})
