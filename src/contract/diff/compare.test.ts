// The differential recorder's comparison: what two answers must share (status, the headers
// clients read, every key and its type, the meaningful values and messages), and what may differ
// between two clouds (ids, times, request ids, URLs, the names a run gives).
import { describe, expect, it } from 'vitest'
import { compareRecordings, differenceLine } from './compare'
import type { Exchange } from './exchange'
import { knownDifference } from './known-differences'
import { normalizeText, shapeOf } from './normalize'

const exchange = (overrides: Partial<Exchange> = {}): Exchange => ({
  step: 'volumes: show',
  method: 'GET',
  service: 'volume',
  path: '/volumes/{a}',
  status: 200,
  headers: { 'content-type': 'application/json', 'x-openstack-request-id': 'req-11111111-2222-4333-8444-555555555555' },
  body: { volume: { id: '0a1b2c3d-0000-4000-8000-000000000001', status: 'available', size: 1, name: 'vc-diff-abc-a' } },
  ...overrides,
})

describe('comparing two recordings', () => {
  it('finds nothing between answers that differ only in ids, request ids, times and run names', () => {
    const demo = exchange()
    const real = exchange({
      headers: {
        'content-type': 'application/json',
        'x-openstack-request-id': 'req-99999999-8888-4777-8666-555555555555',
      },
      body: {
        volume: { id: 'ffffffff-0000-4000-8000-000000000009', status: 'available', size: 2, name: 'vc-diff-xyz-a' },
      },
    })
    expect(compareRecordings([demo], [real])).toEqual([])
  })

  it('names the keys a cloud adds to a metadata map and the device it gives, not the values a user set', () => {
    const attached = (metadata: Record<string, string>, device: string) =>
      exchange({ body: { volume: { status: 'in-use', metadata, attachments: [{ device }] } } })
    const demo = attached({ purpose: 'logs' }, '/dev/vdc')
    const real = attached({ purpose: 'db', attached_mode: 'rw', readonly: 'False' }, '/dev/vdb')
    expect(compareRecordings([demo], [real]).map(differenceLine)).toEqual([
      'value volume.metadata (keys) · volumes: show · GET volume /volumes/{a} · demo purpose · real attached_mode, purpose, readonly',
      'value volume.attachments[].device · volumes: show · GET volume /volumes/{a} · demo /dev/vdc · real /dev/vdb',
    ])
  })

  it('names a different status, a missing header, a key only one side has, a type and a meaningful value', () => {
    const demo = exchange({
      status: 202,
      headers: {},
      body: { volume: { status: 'creating', size: '1', extra: null } },
    })
    const real = exchange({ body: { volume: { status: 'available', size: 1 } } })
    const lines = compareRecordings([demo], [real]).map(differenceLine)
    expect(lines).toEqual([
      'status · volumes: show · GET volume /volumes/{a} · demo 202 · real 200',
      'header x-openstack-request-id · volumes: show · GET volume /volumes/{a} · demo absent · real req-<uuid>',
      'header content-type · volumes: show · GET volume /volumes/{a} · demo absent · real application/json',
      'shape volume.size · volumes: show · GET volume /volumes/{a} · demo string · real number',
      'shape volume.extra · volumes: show · GET volume /volumes/{a} · demo null · real absent',
      'value volume.status · volumes: show · GET volume /volumes/{a} · demo creating · real available',
    ])
  })

  it('compares fault messages once ids are replaced, and says when a call was made on one cloud only', () => {
    const fault = (id: string, word: string) =>
      exchange({
        step: 'volumes: show unknown',
        status: 404,
        body: { itemNotFound: { code: 404, message: `Volume ${id} could not be ${word}.` } },
      })
    const same = compareRecordings(
      [fault('0a1b2c3d-0000-4000-8000-000000000001', 'found')],
      [fault('ffffffff-0000-4000-8000-000000000009', 'found')],
    )
    expect(same).toEqual([])
    const other = compareRecordings(
      [fault('0a1b2c3d-0000-4000-8000-000000000001', 'seen')],
      [fault('ffffffff-0000-4000-8000-000000000009', 'found')],
    )
    expect(other.map((difference) => [difference.kind, difference.field, difference.demo])).toEqual([
      ['value', 'itemNotFound.message', 'Volume <id> could not be seen.'],
    ])
    const missing = compareRecordings([], [exchange()])
    expect(missing.map(differenceLine)).toEqual([
      'missing · volumes: show · GET volume /volumes/{a} · demo absent · real made',
    ])
  })

  it('reads names that are data as data: metadata keys, per-type quotas', () => {
    expect([...shapeOf({ volume: { metadata: { anything: 'x' } } }).keys()]).toEqual([
      '(body)',
      'volume',
      'volume.metadata',
    ])
    expect([...shapeOf({ quota_set: { gigabytes_lvmdriver: {}, gigabytes___DEFAULT__: {} } }).keys()]).toEqual([
      '(body)',
      'quota_set',
      'quota_set.gigabytes_<type>',
    ])
    expect(
      normalizeText(
        'See http://127.0.0.1:8776/v3/x at 2026-11-23T14:16:25.303000 (req-0a1b2c3d-0000-4000-8000-000000000001)',
      ),
    ).toBe('See <url> at <time> (<request-id>)')
  })

  it('keeps a listed difference apart, and only that one', () => {
    const newer = exchange({
      step: 'volume: microversion out of range',
      status: 406,
      body: {
        computeFault: {
          code: 406,
          message: 'Version 3.999 is not supported by the API. Minimum is 3.0 and maximum is 3.71.',
        },
      },
    })
    const zed = exchange({
      step: 'volume: microversion out of range',
      status: 406,
      body: {
        computeFault: {
          code: 406,
          message: 'Version 3.999 is not supported by the API. Minimum is 3.0 and maximum is 3.70.',
        },
      },
    })
    const [difference] = compareRecordings([newer], [zed])
    expect(difference && knownDifference(difference)?.id).toBe('newer-release')
    const [other] = compareRecordings([exchange({ status: 500 })], [exchange()])
    expect(other && knownDifference(other)).toBeUndefined()
  })
})
