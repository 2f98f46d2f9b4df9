// An admin's reads of what a backend holds (GET /manageable_volumes/detail and
// /manageable_snapshots/detail, 3.8): one page at a time. Cinder gives no next link and no count,
// so a page asks for one entry more than it shows: that one says there is a next page, and the
// last shown entry's reference is its marker (docs/manage.md).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ManageableSnapshot, ManageableVolume, OpenStackClient } from '../api'
import { keys } from './keys'
import type { ManageableView } from './manageable-view'

export type { ManageableView } from './manageable-view'

export interface ManageablePage<T> {
  entries: T[]
  /** There is a page after this one. */
  more: boolean
}

async function pageOf<T>(read: (limit: number) => Promise<T[]>, limit: number): Promise<ManageablePage<T>> {
  const entries = await read(limit + 1)
  return { entries: entries.slice(0, limit), more: entries.length > limit }
}

/** An entry of either list: a snapshot's has its parent volume's reference too. */
export type ManageableEntry = ManageableVolume & Partial<Pick<ManageableSnapshot, 'source_reference'>>

/** One page of a backend's volumes or snapshots, in the detail view. */
export function manageableOptions(client: OpenStackClient, kind: 'volumes' | 'snapshots', view: ManageableView) {
  return queryOptions({
    queryKey: keys.manageablePage(kind, view),
    queryFn: (): Promise<ManageablePage<ManageableEntry>> => {
      const params = { host: view.host, sort: view.sort, marker: view.marker ?? undefined, detail: true }
      return pageOf(
        (limit) =>
          kind === 'volumes'
            ? client.cinder.listManageableVolumes({ ...params, limit })
            : client.cinder.listManageableSnapshots({ ...params, limit }),
        view.limit,
      )
    },
    placeholderData: keepPreviousData,
    enabled: view.host !== '',
  })
}
