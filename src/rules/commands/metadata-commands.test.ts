import { describe, expect, it } from 'vitest'
import { metadataCommand } from './metadata-commands'

const ID = '3f1c2a9e-4b7d-4e21-9a0c-6d5e8f7b1a20'

describe('the metadata command', () => {
  it('sets the keys added and changed, then unsets the keys removed', () => {
    expect(
      metadataCommand(
        'volume',
        ID,
        { owner: 'ops', tier: 'gold', old: 'x' },
        { owner: 'ops', tier: 'silver', site: 'b 2' },
      ),
    ).toBe(
      [
        `openstack volume set --property 'site=b 2' --property tier=silver ${ID}`,
        `openstack volume unset --property old ${ID}`,
      ].join('\n'),
    )
  })

  it('a snapshot: openstack volume snapshot set / unset; a value with a quote is quoted', () => {
    expect(metadataCommand('snapshot', ID, {}, { note: "it's" })).toBe(
      `openstack volume snapshot set --property 'note=it'\\''s' ${ID}`,
    )
    expect(metadataCommand('snapshot', ID, { note: 'x' }, {})).toBe(
      `openstack volume snapshot unset --property note ${ID}`,
    )
  })

  it('nothing changed: no command', () => {
    expect(metadataCommand('volume', ID, { a: '1' }, { a: '1' })).toBe('')
  })
})
