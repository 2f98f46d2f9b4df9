import { describe, expect, it } from 'vitest'
import { AuthState } from '../auth-state'
import type { FeatureName } from '../features'
import { ServiceClient } from '../service-client'
import { attachmentCalls } from './attachments'
import { backupRecordCalls } from './backup-records'
import { backupCalls } from './backups'
import { CinderCall } from './call'
import { defaultTypeCalls } from './default-types'
import { groupCalls } from './groups'
import { groupTypeCalls } from './group-types'
import { cinderApi } from './index'
import { manageCalls } from './manage'
import { messageCalls } from './messages'
import { qosCalls } from './qos'
import { quotaCalls } from './quotas'
import { snapshotCalls } from './snapshots'
import { storageCalls } from './storage'
import { transferCalls } from './transfers'
import { volumeActionCalls } from './volume-actions'
import { volumeTypeCalls } from './volume-types'
import { volumeCalls } from './volumes'

const parts = [
  volumeCalls,
  volumeActionCalls,
  snapshotCalls,
  backupCalls,
  backupRecordCalls,
  manageCalls,
  transferCalls,
  messageCalls,
  volumeTypeCalls,
  defaultTypeCalls,
  qosCalls,
  quotaCalls,
  storageCalls,
  attachmentCalls,
  groupCalls,
  groupTypeCalls,
]

const available = (feature: FeatureName) => ({ available: true as const, feature, version: '3.70' })

function recorder() {
  const urls: string[] = []
  const fetchImpl = (url: string) => {
    urls.push(url)
    return Promise.resolve(new Response('{"default_types": []}', { status: 200 }))
  }
  const auth = new AuthState('token', new Date(Date.now() + 3_600_000))
  return { urls, fetchImpl, auth }
}

describe('cinderApi', () => {
  it('takes every call of every resource, no two of the same name', () => {
    const { fetchImpl, auth } = recorder()
    const http = new ServiceClient('volume', 'http://cloud.test/volume/v3/p', '3.70', auth, fetchImpl)
    const call = new CinderCall(http, available)
    const names = parts.flatMap((part) => Object.keys(part(call)))
    expect(new Set(names).size).toBe(names.length)
    const api = cinderApi(http, available)
    expect(
      Object.keys(api)
        .filter((name) => name !== 'version' && name !== 'describe')
        .sort(),
    ).toEqual([...names].sort())
    expect(api.version).toBe('3.70')
  })

  it('encodes each segment of a path, and leaves the project out of an unscoped one', async () => {
    const { urls, fetchImpl, auth } = recorder()
    const project = '0123456789abcdef0123456789abcdef'
    const http = new ServiceClient('volume', `http://cloud.test/volume/v3/${project}/`, '3.70', auth, fetchImpl)
    const call = new CinderCall(http, available)
    await call.send({ path: ['types', 'a/b', 'extra_specs', 'k y?'] })
    await call.send({ path: ['default-types', project], unscoped: true })
    expect(urls).toEqual([
      `http://cloud.test/volume/v3/${project}/types/a%2Fb/extra_specs/k%20y%3F`,
      `http://cloud.test/volume/v3/default-types/${project}`,
    ])
  })
})
