import { describe, expect, it } from 'vitest'
import { AuthState } from './auth-state'
import type { FeatureName } from './features'
import { ServiceClient } from './service-client'
import { requestText } from './describe'
import { cinderApi } from './cinder'
import { ATTACH_MODE_MICROVERSION } from './features'
import { NovaApi } from './nova'

const TOKEN = 'gAAAAA-secret-token'
const ENDPOINT = 'http://cloud.test/volume/v3/0123456789abcdef0123456789abcdef'

function api(unavailable: FeatureName[] = []) {
  const sent: string[] = []
  const fetchImpl = (url: string) => {
    sent.push(url)
    return Promise.resolve(new Response('{}', { status: 200 }))
  }
  const auth = new AuthState(TOKEN, new Date(Date.now() + 3_600_000))
  const http = new ServiceClient('volume', ENDPOINT, '3.70', auth, fetchImpl)
  const feature = (name: FeatureName) =>
    unavailable.includes(name)
      ? { available: false as const, feature: name, reason: 'old' as const, version: '3.0' }
      : { available: true as const, feature: name, version: '3.70' }
  return { cinder: cinderApi(http, feature as never), sent }
}

describe('describe: the Cinder calls recorded, not sent', () => {
  it('gives the method, URL, microversion header and body of an action, and sends nothing', () => {
    const { cinder, sent } = api()
    const requests = cinder.describe((calls) => calls.extendVolume('v 1', 3))
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `${ENDPOINT}/volumes/v%201/action`,
        headers: { 'OpenStack-API-Version': 'volume 3.70', 'Content-Type': 'application/json' },
        body: { 'os-extend': { new_size: 3 } },
      },
    ])
    expect(sent).toEqual([])
  })

  it('keeps the query, a call of its own microversion and several calls in turn', () => {
    const { cinder } = api()
    const requests = cinder.describe((calls) =>
      Promise.all([
        calls.deleteVolume('a', { cascade: true }),
        calls.createVolume({ size: 1, name: 'x' }, { microversion: '3.47' }),
      ]),
    )
    expect(requests.map((request) => [request.method, request.url, request.headers['OpenStack-API-Version']])).toEqual([
      ['DELETE', `${ENDPOINT}/volumes/a?cascade=true`, 'volume 3.70'],
      ['POST', `${ENDPOINT}/volumes`, 'volume 3.47'],
    ])
    expect(requestText(requests[0]!)).toBe(
      `DELETE ${ENDPOINT}/volumes/a?cascade=true\nOpenStack-API-Version: volume 3.70`,
    )
  })

  it('never holds the token', () => {
    const { cinder } = api()
    const requests = cinder.describe((calls) => calls.createSnapshot({ volumeId: 'v', name: 'n', force: true }))
    expect(JSON.stringify(requests)).not.toContain(TOKEN)
    expect(requests.map(requestText).join('\n')).not.toMatch(/X-Auth-Token/i)
  })

  it('describes nothing for a call the cloud cannot take', () => {
    const { cinder } = api(['revertToSnapshot'])
    expect(cinder.describe((calls) => calls.revertToSnapshot('v', 's'))).toEqual([])
  })
})

describe('describe: the Nova calls recorded, not sent', () => {
  const COMPUTE = 'http://cloud.test/compute/v2.1'

  function nova(unavailable: FeatureName[] = []) {
    const sent: string[] = []
    const fetchImpl = (url: string) => {
      sent.push(url)
      return Promise.resolve(new Response('{}', { status: 200 }))
    }
    const auth = new AuthState(TOKEN, new Date(Date.now() + 3_600_000))
    const http = new ServiceClient('compute', COMPUTE, '2.60', auth, fetchImpl)
    const feature = (name: FeatureName) =>
      unavailable.includes(name)
        ? { available: false as const, feature: name, reason: 'old' as const, version: '2.60' }
        : { available: true as const, feature: name, version: '2.60' }
    return { api: new NovaApi(http, feature as never), sent }
  }

  it('gives an attach with both microversion headers, a read-only one at the extension’s, and a detach', () => {
    const { api: compute, sent } = nova()
    const requests = compute.describe((calls) =>
      Promise.all([
        calls.attachVolume('srv1', { volumeId: 'vol', device: '/dev/vdc' }),
        calls.attachVolume('srv2', { volumeId: 'vol', attachMode: 'ro' }),
        calls.detachVolume('srv3', 'vol'),
      ]),
    )
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `${COMPUTE}/servers/srv1/os-volume_attachments`,
        headers: {
          'OpenStack-API-Version': 'compute 2.60',
          'X-OpenStack-Nova-API-Version': '2.60',
          'Content-Type': 'application/json',
        },
        body: { volumeAttachment: { volumeId: 'vol', device: '/dev/vdc' } },
      },
      {
        method: 'POST',
        url: `${COMPUTE}/servers/srv2/os-volume_attachments`,
        headers: {
          'OpenStack-API-Version': `compute ${ATTACH_MODE_MICROVERSION}`,
          'X-OpenStack-Nova-API-Version': ATTACH_MODE_MICROVERSION,
          'Content-Type': 'application/json',
        },
        body: { volumeAttachment: { volumeId: 'vol', attach_mode: 'ro' } },
      },
      {
        method: 'DELETE',
        url: `${COMPUTE}/servers/srv3/os-volume_attachments/vol`,
        headers: { 'OpenStack-API-Version': 'compute 2.60', 'X-OpenStack-Nova-API-Version': '2.60' },
      },
    ])
    expect(sent).toEqual([])
    expect(JSON.stringify(requests)).not.toContain(TOKEN)
  })

  it('describes no read-only attach where the cloud does not advertise the extension', () => {
    const { api: compute } = nova(['attachModeExtension'])
    expect(compute.describe((calls) => calls.attachVolume('s', { volumeId: 'v', attachMode: 'ro' }))).toEqual([])
  })
})
