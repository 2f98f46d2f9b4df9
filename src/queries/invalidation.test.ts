// What a write refreshes is declared once per family (invalidation.ts): a write that names a
// family refreshes exactly that family's queries, a write that names no declared family fails,
// and nothing outside src/queries spells a key, invalidates, or writes past useApiMutation.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../lib/query-client'
import type { Family } from './invalidation'
import { FAMILIES } from './invalidation'
import { keys } from './keys'

/** One query under every key the app uses. */
const SEEDED: Record<string, QueryKey> = {
  volumePage: keys.volumePage({
    page: 0,
    size: 20,
    sort: 'created_at:desc',
    name: '',
    status: '',
    shareable: '',
    server: '',
    group: '',
  }),
  volumeList: keys.volumeList({ limit: 1000 }),
  volume: keys.volume('v1'),
  volumeMetadata: keys.volumeMetadata('v1'),
  allVolumes: keys.allVolumes('p2', 'RegionTwo', {}),
  snapshotPage: keys.snapshotPage({ page: 0, size: 20, sort: 'created_at:desc', name: '', status: '', volume: '' }),
  volumeSnapshots: keys.volumeSnapshots('v1'),
  sourceSnapshots: keys.sourceSnapshots(),
  snapshot: keys.snapshot('s1'),
  snapshotMetadata: keys.snapshotMetadata('s1'),
  backupPage: keys.backupPage({ page: 0, size: 20, sort: 'created_at:desc', name: '', status: '', volume: '' }),
  volumeBackups: keys.volumeBackups('v1'),
  sourceBackups: keys.sourceBackups(),
  backup: keys.backup('b1'),
  backupServiceMissing: keys.backupServiceMissing(),
  resourceMessages: keys.resourceMessages('v1'),
  transferList: keys.transferList(),
  groupList: keys.groupList(),
  group: keys.group('g1'),
  groupSnapshotList: keys.groupSnapshotList('g1'),
  groupTypeList: keys.groupTypeList(),
  attachments: keys.attachments,
  serverIndex: keys.serverIndex(),
  server: keys.server('s1'),
  serverVolumes: keys.serverVolumes('s1'),
  flavors: keys.flavors,
  volumeTypeList: keys.volumeTypeList(),
  defaultVolumeType: keys.defaultVolumeType(),
  volumeTypeEncryption: keys.volumeTypeEncryption('t1'),
  availabilityZones: keys.availabilityZones,
  quota: keys.quota('p1'),
  quotaSet: keys.quotaSet('p1'),
  quotaDefaults: keys.quotaDefaults(),
  images: keys.images,
  imagePage: keys.imagePage(25, null),
  image: keys.image('i1'),
  pools: keys.pools,
  manageablePage: keys.manageablePage('volumes', { host: 'h@b#p', sort: 'reference:desc', marker: null, limit: 20 }),
  services: keys.services,
  demoSettings: keys.demoSettings(''),
  projects: keys.projects,
  allProjects: keys.allProjects(),
  twoFactor: keys.twoFactor('u'),
}

/** What each family must refresh, written out by hand, so a change to FAMILIES shows here. */
const EXPECTED: Record<Family, string[]> = {
  twoFactor: ['twoFactor'],
  volume: [
    'volumePage',
    'volumeList',
    'volume',
    'snapshotPage',
    'volumeSnapshots',
    'sourceSnapshots',
    'snapshot',
    'quota',
    'quotaSet',
    'quotaDefaults',
    'backupServiceMissing',
    'volumeMetadata',
    'allVolumes',
    'snapshotMetadata',
    'resourceMessages',
  ],
  snapshot: [
    'snapshotPage',
    'volumeSnapshots',
    'sourceSnapshots',
    'snapshot',
    'volumePage',
    'volumeList',
    'volume',
    'quota',
    'quotaSet',
    'quotaDefaults',
    'volumeMetadata',
    'allVolumes',
    'snapshotMetadata',
  ],
  backup: [
    'backupPage',
    'volumeBackups',
    'sourceBackups',
    'backup',
    'volumePage',
    'volumeList',
    'volume',
    'snapshotPage',
    'volumeSnapshots',
    'sourceSnapshots',
    'snapshot',
    'quota',
    'quotaSet',
    'quotaDefaults',
    'backupServiceMissing',
    'volumeMetadata',
    'allVolumes',
    'snapshotMetadata',
    'resourceMessages',
  ],
  image: [
    'images',
    'imagePage',
    'image',
    'volumePage',
    'volumeList',
    'volume',
    'volumeMetadata',
    'allVolumes',
    'backupServiceMissing',
    'resourceMessages',
  ],
  transfer: [
    'transferList',
    'volumePage',
    'volumeList',
    'volume',
    'snapshotPage',
    'volumeSnapshots',
    'sourceSnapshots',
    'snapshot',
    'quota',
    'quotaSet',
    'quotaDefaults',
    'volumeMetadata',
    'allVolumes',
    'snapshotMetadata',
  ],
  group: [
    'groupList',
    'group',
    'groupSnapshotList',
    'volumePage',
    'volumeList',
    'volume',
    'snapshotPage',
    'volumeSnapshots',
    'sourceSnapshots',
    'snapshot',
    'quota',
    'quotaSet',
    'quotaDefaults',
    'volumeMetadata',
    'allVolumes',
    'snapshotMetadata',
  ],
  groupType: ['groupTypeList'],
  message: ['backupServiceMissing', 'resourceMessages'],
  attachment: [
    'volumePage',
    'volumeList',
    'volume',
    'attachments',
    'serverIndex',
    'serverVolumes',
    'volumeMetadata',
    'allVolumes',
    'server',
  ],
  server: [
    'volumePage',
    'volumeList',
    'volume',
    'attachments',
    'serverIndex',
    'serverVolumes',
    'volumeMetadata',
    'allVolumes',
    'server',
  ],
  serverVolumes: ['volumePage', 'volumeList', 'volume', 'attachments', 'volumeMetadata', 'allVolumes'],
  volumeType: ['volumeTypeList', 'defaultVolumeType', 'volumeTypeEncryption'],
  manage: [
    'manageablePage',
    'volumePage',
    'volumeList',
    'volume',
    'snapshotPage',
    'volumeSnapshots',
    'sourceSnapshots',
    'snapshot',
    'quota',
    'quotaSet',
    'quotaDefaults',
    'volumeMetadata',
    'allVolumes',
    'snapshotMetadata',
  ],
  storage: ['pools'],
  quota: ['quota', 'quotaSet', 'quotaDefaults'],
  service: ['services', 'pools'],
  everything: Object.keys(SEEDED),
}

function seededClient() {
  const queryClient = createQueryClient({ retry: false })
  for (const key of Object.values(SEEDED)) queryClient.setQueryData(key, 'data')
  return queryClient
}

async function write(queryClient: ReturnType<typeof seededClient>, invalidates: readonly string[]) {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.resolve('done'),
    meta: { invalidates: invalidates as Family[] },
  })
  return mutation.execute(undefined)
}

function invalidated(queryClient: ReturnType<typeof seededClient>): string[] {
  return Object.entries(SEEDED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
}

describe('invalidation by family', () => {
  it('declares every family the app names, with what each refreshes', () => {
    expect(Object.keys(FAMILIES).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  for (const family of Object.keys(EXPECTED) as Family[]) {
    it(`a ${family} write refreshes exactly its family's queries`, async () => {
      const queryClient = seededClient()
      await write(queryClient, [family])
      expect(invalidated(queryClient).sort()).toEqual([...EXPECTED[family]].sort())
    })
  }

  it('a write that refreshes nothing leaves every query fresh', async () => {
    const queryClient = seededClient()
    await write(queryClient, [])
    expect(invalidated(queryClient)).toEqual([])
  })

  it('a write that names a family not declared fails, and refreshes nothing', async () => {
    const queryClient = seededClient()
    await expect(write(queryClient, ['volumes'])).rejects.toThrow(
      'A write invalidates "volumes", which is not a family of src/queries/invalidation.ts.',
    )
    expect(invalidated(queryClient)).toEqual([])
  })
})

const SRC = join(import.meta.dirname, '..')

function appSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['mocks', 'test', 'contract'].includes(name) ? [] : appSources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const files = appSources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
const where = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path)

describe('one way to ask and to write', () => {
  it('spells query keys in src/queries only', () => {
    expect(where(/\bqueryKey\s*:/).filter((path) => !path.startsWith('queries/'))).toEqual([])
  })

  it('invalidates in invalidation.ts only', () => {
    expect(where(/\.invalidateQueries\(/)).toEqual(['queries/invalidation.ts'])
  })

  it('writes through useApiMutation only', () => {
    expect(where(/\buseMutation\s*[<(]|\bnew MutationObserver\b/)).toEqual(['queries/use-api-mutation.ts'])
  })
})
