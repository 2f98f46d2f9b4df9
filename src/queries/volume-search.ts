// The volumes a picker offers, searched by Cinder rather than in the browser, so a project of any
// size is searched whole. With nothing typed: the first available and the first in-use volumes by
// name (two status filters every role may use). With a name: the volumes whose name contains it
// (name~, 3.34) or, on a cloud that keeps name~ from its users (upstream's resource_filters.json
// does), whose name is exactly it, plus the volumes with nothing typed whose name contains it.
// With an id: that volume too.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, Volume } from '../api'
import { isOpenStackError } from '../api'
import { keys } from './keys'
import { exactName, withNameFilter } from './volume-page'

/** What one list brings back at most: the picker draws these, and says when there may be more. */
export const SEARCH_LIMIT = 50

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface VolumeSearch {
  volumes: Volume[]
  /** Cinder had more than SEARCH_LIMIT to give: typing more narrows them. */
  more: boolean
  /** The name matched whole names only (the cloud refuses name~ to this user). */
  exactName: boolean
}

async function byId(client: OpenStackClient, text: string): Promise<Volume[]> {
  if (!UUID.test(text)) return []
  try {
    return [await client.cinder.getVolume(text)]
  } catch (error) {
    if (isOpenStackError(error) && error.status === 404) return []
    throw error
  }
}

async function named(client: OpenStackClient, view: { name: string; status: string }) {
  const page = await withNameFilter(client, view, (filters) =>
    client.cinder.listVolumes({ filters, limit: SEARCH_LIMIT + 1, sort: 'name:asc' }),
  )
  return { volumes: page.volumes.slice(0, SEARCH_LIMIT), more: page.volumes.length > SEARCH_LIMIT }
}

function unique(lists: Volume[][]): Volume[] {
  const seen = new Set<string>()
  return lists.flat().filter((volume) => !seen.has(volume.id) && seen.add(volume.id))
}

/** One search; `text` trimmed ('' for the lists with nothing typed). */
export function volumeSearchOptions(client: OpenStackClient, text: string) {
  const name = text.trim()
  return queryOptions({
    queryKey: keys.volumeSearch(name),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<VolumeSearch> => {
      if (!name) {
        const lists = await Promise.all(['available', 'in-use'].map((status) => named(client, { name: '', status })))
        return {
          volumes: unique(lists.map((list) => list.volumes)),
          more: lists.some((list) => list.more),
          exactName: false,
        }
      }
      const view = { name, status: '' }
      const [found, exact] = await Promise.all([named(client, view), byId(client, name)])
      return { volumes: unique([exact, found.volumes]), more: found.more, exactName: exactName(client, view) }
    },
  })
}

/**
 * What the picker shows for `text`: Cinder's answer, and, where the cloud matches whole names
 * only, the volumes with nothing typed whose name or id contains the text.
 */
export function searchResult(
  text: string,
  unfiltered: VolumeSearch | undefined,
  typed: VolumeSearch | undefined,
): VolumeSearch | undefined {
  const needle = text.trim().toLowerCase()
  if (!needle) return unfiltered
  if (!typed) return undefined
  if (!typed.exactName || !unfiltered) return typed
  const near = unfiltered.volumes.filter(
    (volume) => (volume.name ?? '').toLowerCase().includes(needle) || volume.id.includes(needle),
  )
  return { ...typed, volumes: unique([typed.volumes, near]) }
}
