// "Export all matching volumes" against the demo cloud: every page of the view's filters and sort
// by limit and marker, the total from the first answer (3.45 with_count), the views assembled in
// the browser, an abort that sends no further request, and a page that fails mid-way.
import { describe, expect, it } from 'vitest'
import type { Volume } from '../api'
import { setUpDemoCloud } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'
import { countRequests } from '../test/request-log'
import { refusal } from '../test/refusal'
import type { ExportProgress } from '../components/table/ExportDialog'
import { exportBackups, exportSnapshots, exportVolumes } from './paged-export'
import type { VolumeView } from './volume-view'

const demo = setUpDemoCloud()
const listings = countRequests(demo, 'GET', /\/volumes\/detail$/)

const VIEW: VolumeView = {
  page: 0,
  size: 20,
  sort: 'created_at:desc',
  name: '',
  status: '',
  shareable: '',
  server: '',
  group: '',
}

async function everyVolume(view: Partial<VolumeView> = {}): Promise<Volume[]> {
  const client = await demo.signIn('member')
  const { volumes } = await client.cinder.listVolumes({
    limit: 1000,
    sort: view.sort ?? VIEW.sort,
    filters: view.status ? { status: view.status } : {},
  })
  return volumes
}

describe('export all matching volumes', () => {
  it('reads every page of the view in its sort, with the total from the first answer', async () => {
    const client = await demo.signIn('member')
    const expected = await everyVolume()
    expect(expected.length).toBeGreaterThan(20)
    const progress: ExportProgress[] = []
    const before = listings.count
    const volumes = await exportVolumes(client, VIEW, { pageSize: 10, onProgress: (step) => progress.push(step) })
    expect(volumes.map((volume) => volume.id)).toEqual(expected.map((volume) => volume.id))
    expect(listings.count - before).toBe(Math.ceil(expected.length / 10))
    expect(progress[0]).toEqual({ done: 10, total: expected.length })
    expect(progress.at(-1)).toEqual({ done: expected.length, total: expected.length })
  })

  it('uses the view’s filters and sort', async () => {
    const client = await demo.signIn('member')
    const expected = await everyVolume({ status: 'in-use', sort: 'name:asc' })
    expect(expected.length).toBeGreaterThan(3)
    const volumes = await exportVolumes(client, { ...VIEW, status: 'in-use', sort: 'name:asc' }, { pageSize: 3 })
    expect(volumes.map((volume) => volume.name)).toEqual(expected.map((volume) => volume.name))
    expect(volumes.every((volume) => volume.status === 'in-use')).toBe(true)
  })

  it('filters "shareable" in the browser, page by page, without a total', async () => {
    const client = await demo.signIn('member')
    const expected = (await everyVolume()).filter((volume) => volume.multiattach)
    const progress: ExportProgress[] = []
    const volumes = await exportVolumes(
      client,
      { ...VIEW, shareable: 'yes' },
      { pageSize: 5, onProgress: (step) => progress.push(step) },
    )
    expect(volumes.map((volume) => volume.id)).toEqual(expected.map((volume) => volume.id))
    expect(progress.every((step) => step.total === null)).toBe(true)
  })

  it('stops at an abort: no further request, and the export rejects', async () => {
    const client = await demo.signIn('member')
    const controller = new AbortController()
    const before = listings.count
    const exported = exportVolumes(client, VIEW, {
      pageSize: 5,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(exported).rejects.toMatchObject({ name: 'AbortError' })
    expect(listings.count - before).toBe(1)
  })

  it('sends nothing when aborted before it starts', async () => {
    const client = await demo.signIn('member')
    const before = listings.count
    await expect(exportVolumes(client, VIEW, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(listings.count - before).toBe(0)
  })

  it('fails with the cloud’s refusal when a page cannot be read', async () => {
    const client = await demo.signIn('member')
    const { volumes: first } = await client.cinder.listVolumes({ limit: 5, sort: VIEW.sort })
    const marker = first[4]!.id
    const exported = exportVolumes(client, VIEW, {
      pageSize: 5,
      onProgress: () => {
        // The next page's marker goes: Cinder answers 404 for an unknown marker.
        const state = demo.cloud.state.volumes
        const index = state.findIndex((volume) => volume.id === marker)
        if (index >= 0) state.splice(index, 1)
      },
    })
    expect(await refusal(exported)).toMatchObject({ status: 404, message: expect.stringMatching(/could not be found/) })
  })
})

describe('export all matching snapshots and backups', () => {
  const VIEW = { page: 0, size: 20, sort: 'created_at:desc', name: '', status: '', volume: '' }

  it('reads every snapshot of the view page by page, with the total', async () => {
    const client = await demo.signIn('member')
    const { snapshots: expected } = await client.cinder.listSnapshots({ limit: 1000, sort: VIEW.sort })
    expect(expected.length).toBeGreaterThan(1)
    const progress: ExportProgress[] = []
    const snapshots = await exportSnapshots(client, VIEW, { pageSize: 1, onProgress: (step) => progress.push(step) })
    expect(snapshots.map((snapshot) => snapshot.id)).toEqual(expected.map((snapshot) => snapshot.id))
    expect(progress[0]).toEqual({ done: 1, total: expected.length })
  })

  it('reads every backup of the view page by page, with the view’s filter', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'scratch-01')
    for (const name of ['b1', 'b2', 'b3']) await client.cinder.createBackup({ volumeId: volume.id, name })
    const { backups: expected } = await client.cinder.listBackups({
      limit: 1000,
      sort: 'name:asc',
      filters: { volume_id: volume.id },
    })
    expect(expected.length).toBeGreaterThanOrEqual(3)
    const backups = await exportBackups(client, { ...VIEW, sort: 'name:asc', volume: volume.id }, { pageSize: 2 })
    expect(backups.map((backup) => backup.id)).toEqual(expected.map((backup) => backup.id))
  })
})
