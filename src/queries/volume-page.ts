// One page of the Volumes panel for a view (filters, sort, page). Name and status filter on the
// server with paging and the total count; "shareable" and "attached to a server" are not filters
// Cinder lets users use, so those views are assembled in the browser from as few requests as
// possible. The list polls while a row is transitional.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, Volume } from '../api'
import { isOpenStackError } from '../api'
import { atLeast } from '../api/microversion'
import { VOLUME_GROUP_FILTER_MICROVERSION } from '../rules/group-rules'
import { keys } from './keys'
import type { VolumeView } from './volume-view'
import { transitionalRefetch } from './polling'

export type { Shareable, VolumeView } from './volume-view'

export interface VolumePageResult {
  volumes: Volume[]
  /** Total that match; null when the cloud cannot count (below 3.45). */
  count: number | null
  /** Filtered in the browser (the view notes it). */
  inBrowser: boolean
  /** The name filter matched whole names only: the cloud does not allow name~ (the view notes it). */
  exactName: boolean
}

/**
 * Clients whose cloud refused name~. Cinder lets users filter by name~ (substring) only when the
 * operator lists "name~" in resource_filters.json, which upstream's default does not: those
 * clouds answer 400 "Invalid filters name~ are found in query options." (admins pass).
 */
const exactNamesOnly = new WeakSet<OpenStackClient>()

function likeRefused(error: unknown): boolean {
  return isOpenStackError(error) && error.status === 400 && /Invalid filters .*name~/.test(error.message)
}

/** Runs a listing with the name filter as name~ and, where the cloud refuses it, again as name. */
export async function withNameFilter<T>(
  client: OpenStackClient,
  view: ServerFiltered,
  list: (filters: Record<string, string>) => Promise<T>,
): Promise<T> {
  try {
    return await list(serverFilters(client, view))
  } catch (error) {
    if (!view.name || !likeRefused(error)) throw error
    exactNamesOnly.add(client)
    return list(serverFilters(client, view))
  }
}

/** The view's filters Cinder applies: name, status, and the group on the volume panel. */
type ServerFiltered = Pick<VolumeView, 'name' | 'status'> & Partial<Pick<VolumeView, 'group'>>

function serverFilters(client: OpenStackClient, view: ServerFiltered): Record<string, string> {
  const filters: Record<string, string> = {}
  if (view.name) {
    // The like-filter name~ exists from 3.34; before, only exact names match.
    const version = client.cinder.version
    const like = version !== null && atLeast(version, '3.34') && !exactNamesOnly.has(client)
    filters[like ? 'name~' : 'name'] = view.name
  }
  if (view.status) filters.status = view.status
  // Below 3.10 Cinder drops group_id silently (C:cinder/api/v3/volumes.py#_MV_ADDED_FILTERS).
  const version = client.cinder.version
  if (view.group && version !== null && atLeast(version, VOLUME_GROUP_FILTER_MICROVERSION)) {
    filters.group_id = view.group
  }
  return filters
}

export function exactName(client: OpenStackClient, view: Pick<VolumeView, 'name'>): boolean {
  return view.name !== '' && exactNamesOnly.has(client)
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
    const at = marker
    const result = await withNameFilter(client, view, (filters) =>
      client.cinder.listVolumes({ limit: 1000, marker: at, sort: view.sort, filters }),
    )
    volumes.push(...result.volumes)
    if (!result.nextMarker) break
    marker = result.nextMarker
  }
  return volumes
}

export async function volumesOfServer(client: OpenStackClient, view: VolumeView): Promise<Volume[]> {
  if (!client.nova) return []
  const server = await client.nova.getServer(view.server)
  const volumes = await Promise.all(
    server['os-extended-volumes:volumes_attached'].map(({ id }) => client.cinder.getVolume(id)),
  )
  const needle = view.name.toLowerCase()
  return volumes
    .filter((volume) => !needle || (volume.name ?? '').toLowerCase().includes(needle))
    .filter((volume) => !view.status || volume.status === view.status)
    .filter((volume) => !view.group || volume.group_id === view.group)
    .sort(compare(view.sort))
}

export async function fetchVolumePage(client: OpenStackClient, view: VolumeView): Promise<VolumePageResult> {
  if (view.server || view.shareable) {
    let volumes = view.server ? await volumesOfServer(client, view) : await allVolumes(client, view)
    if (view.shareable) volumes = volumes.filter((volume) => volume.multiattach === (view.shareable === 'yes'))
    const start = view.page * view.size
    return {
      volumes: volumes.slice(start, start + view.size),
      count: volumes.length,
      inBrowser: true,
      exactName: !view.server && exactName(client, view),
    }
  }
  const withCount = client.feature('withCount').available
  const page = await withNameFilter(client, view, (filters) =>
    client.cinder.listVolumes({ limit: view.size, offset: view.page * view.size, sort: view.sort, filters, withCount }),
  )
  return { volumes: page.volumes, count: page.count ?? null, inBrowser: false, exactName: exactName(client, view) }
}

export function volumePageOptions(client: OpenStackClient, view: VolumeView) {
  return queryOptions({
    queryKey: keys.volumePage(view),
    queryFn: () => fetchVolumePage(client, view),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((result: VolumePageResult) => result.volumes),
  })
}
