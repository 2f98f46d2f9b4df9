// One page of volumes for a view. Name and status filter on the server with paging and the
// total count; "shareable" and "attached to a server" are not filters Cinder lets users use,
// so those views are assembled in the browser from as few requests as possible.
import type { OpenStackClient, Volume } from '../../../api'
import { atLeast } from '../../../api/microversion'
import type { VolumeView } from './view-state'

export interface VolumePageResult {
  volumes: Volume[]
  /** Total that match; null when the cloud cannot count (below 3.45). */
  count: number | null
  /** Filtered in the browser (the view notes it). */
  inBrowser: boolean
}

function serverFilters(client: OpenStackClient, view: VolumeView): Record<string, string> {
  const filters: Record<string, string> = {}
  if (view.name) {
    // The like-filter name~ exists from 3.34; before, only exact names match.
    const version = client.cinder.version
    filters[version && atLeast(version, '3.34') ? 'name~' : 'name'] = view.name
  }
  if (view.status) filters.status = view.status
  return filters
}

function compare(sort: string) {
  const [key = 'created_at', dir = 'desc'] = sort.split(':')
  const sign = dir === 'asc' ? 1 : -1
  return (a: Volume, b: Volume) => {
    const left = (a as unknown as Record<string, unknown>)[key] ?? ''
    const right = (b as unknown as Record<string, unknown>)[key] ?? ''
    if (left === right) return 0
    return (left as string | number) < (right as string | number) ? -sign : sign
  }
}

async function allVolumes(client: OpenStackClient, view: VolumeView): Promise<Volume[]> {
  const volumes: Volume[] = []
  let marker: string | undefined
  for (let page = 0; page < 100; page += 1) {
    const result = await client.cinder.listVolumes({
      limit: 1000,
      marker,
      sort: view.sort,
      filters: serverFilters(client, view),
    })
    volumes.push(...result.volumes)
    if (!result.nextMarker) break
    marker = result.nextMarker
  }
  return volumes
}

async function volumesOfServer(client: OpenStackClient, view: VolumeView): Promise<Volume[]> {
  if (!client.nova) return []
  const server = await client.nova.getServer(view.server)
  const volumes = await Promise.all(
    server['os-extended-volumes:volumes_attached'].map(({ id }) => client.cinder.getVolume(id)),
  )
  const needle = view.name.toLowerCase()
  return volumes
    .filter((volume) => !needle || (volume.name ?? '').toLowerCase().includes(needle))
    .filter((volume) => !view.status || volume.status === view.status)
    .sort(compare(view.sort))
}

export async function fetchVolumePage(client: OpenStackClient, view: VolumeView): Promise<VolumePageResult> {
  if (view.server || view.shareable) {
    let volumes = view.server ? await volumesOfServer(client, view) : await allVolumes(client, view)
    if (view.shareable) volumes = volumes.filter((volume) => volume.multiattach === (view.shareable === 'yes'))
    const start = view.page * view.size
    return { volumes: volumes.slice(start, start + view.size), count: volumes.length, inBrowser: true }
  }
  const withCount = client.feature('withCount').available
  const page = await client.cinder.listVolumes({
    limit: view.size,
    offset: view.page * view.size,
    sort: view.sort,
    filters: serverFilters(client, view),
    withCount,
  })
  return { volumes: page.volumes, count: page.count ?? null, inBrowser: false }
}
