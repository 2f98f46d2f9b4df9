// A list page's view in the URL, one way for Volumes, Snapshots and Backups: the view read from
// the address, a patch written back (a new filter or sort goes back to the first page), the
// table's sort state derived from the view's `sort`, and the row selection, which a new view
// clears (its rows are other rows).
import type { RowSelectionState, SortingState } from '@tanstack/react-table'
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'

interface ListView {
  page: number
  /** `<column>:<asc|desc>`. */
  sort: string
}

export function useListView<V extends ListView>(
  readView: (params: URLSearchParams) => V,
  writeView: (view: V) => URLSearchParams,
  defaultSort = 'created_at:desc',
) {
  const [params, setParams] = useSearchParams()
  const view = readView(params)
  const [selection, setSelection] = useState<RowSelectionState>({})

  const update = useCallback(
    (patch: Partial<V>) => {
      setParams((current) => {
        const next = { ...readView(current), ...patch }
        if (!('page' in patch)) next.page = 0
        return writeView(next)
      })
      setSelection({})
    },
    [readView, writeView, setParams, setSelection],
  )

  const [sortKey = '', sortDir = 'desc'] = view.sort.split(':')
  const sorting: SortingState = [{ id: sortKey, desc: sortDir === 'desc' }]
  const onSortChange = (next: SortingState) => {
    const first = next[0]
    update({ sort: first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : defaultSort } as Partial<V>)
  }
  /** The address without the link's one-off parameters (e.g. ?createFromSnapshot=). */
  const clearExtras = () => setParams((current) => writeView(readView(current)), { replace: true })

  return { view, update, sorting, onSortChange, selection, setSelection, params, clearExtras }
}
