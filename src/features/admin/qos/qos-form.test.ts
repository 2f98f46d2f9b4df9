import { describe, expect, it } from 'vitest'
import type { QosSpecs } from '../../../api'
import { qosEdit, validateRowKey } from './qos-form'

const specs: QosSpecs = { id: 'q', name: 'gold', consumer: 'front-end', specs: { a: '1', b: '2' } }

describe('QoS form', () => {
  it('sends only changed and new keys, the consumer when it changed, and the removed keys', () => {
    expect(
      qosEdit(specs, {
        consumer: 'both',
        rows: [
          { key: 'a', value: '1' },
          { key: 'c', value: '3' },
        ],
      }),
    ).toEqual({ set: { c: '3', consumer: 'both' }, remove: ['b'] })
    expect(
      qosEdit(specs, {
        consumer: 'front-end',
        rows: [
          { key: 'a', value: '1' },
          { key: 'b', value: '2' },
        ],
      }),
    ).toBeNull()
  })

  it('refuses an empty, repeated or reserved key', () => {
    const rows = [
      { key: 'x', value: '' },
      { key: 'x', value: '' },
      { key: 'consumer', value: '' },
      { key: ' ', value: '' },
    ]
    expect(validateRowKey(rows, 0)).toBeUndefined()
    expect(validateRowKey(rows, 1)).toBe('This key is already in the list.')
    expect(validateRowKey(rows, 2)).toBe('"consumer" is set above, not as a key.')
    expect(validateRowKey(rows, 3)).toBe('The key is required.')
  })
})
