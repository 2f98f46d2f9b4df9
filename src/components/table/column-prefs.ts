// Which columns a table shows and in what order, as the user chose (the Columns menu): ids only,
// kept per user and cloud by the page (src/lib/use-column-prefs.ts). The row checkbox stays first
// and the row actions last; a column whose definition says `enableHiding: false` always shows.
// A column the stored choice does not know (added since) takes its default place. The choice
// becomes TanStack Table's columnOrder and columnVisibility; DataTable fits what is visible.
import type { ColumnDef, OnChangeFn, TableState, Updater, VisibilityState } from '@tanstack/react-table'

export interface ColumnPrefs {
  /** The movable columns' ids in the chosen order. */
  order: string[]
  /** The ids of the columns the user hid. */
  hidden: string[]
}

/** Where a page keeps its table's choice; `prefs` is null while there is none (the default). */
export interface ColumnPrefsStore {
  prefs: ColumnPrefs | null
  save: (prefs: ColumnPrefs) => void
  reset: () => void
}

/** Columns that keep their place and cannot be hidden: the row checkbox and the row actions. */
export const PINNED_START: readonly string[] = ['select']
export const PINNED_END: readonly string[] = ['actions']
export const isPinned = (id: string) => PINNED_START.includes(id) || PINNED_END.includes(id)

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A stored choice, or null when there is none or it is not one. */
export function parsePrefs(text: string | null): ColumnPrefs | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { order, hidden } = value as Record<string, unknown>
    return strings(order) && strings(hidden) ? { order, hidden } : null
  } catch {
    return null
  }
}

/** The movable columns in the chosen order; one the choice does not know goes after its default predecessor. */
export function orderedIds(defaults: readonly string[], chosen: readonly string[]): string[] {
  const movable = defaults.filter((id) => !isPinned(id))
  const order = chosen.filter((id, index) => movable.includes(id) && chosen.indexOf(id) === index)
  movable.forEach((id, index) => {
    if (order.includes(id)) return
    const before = movable
      .slice(0, index)
      .reverse()
      .find((other) => order.includes(other))
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id)
  })
  return order
}

/** TanStack's columnOrder and columnVisibility for a choice (null: the default). */
export function columnState(
  defaults: readonly string[],
  prefs: ColumnPrefs | null,
  required: (id: string) => boolean,
): Pick<TableState, 'columnOrder' | 'columnVisibility'> {
  const order = orderedIds(defaults, prefs?.order ?? [])
  const columnVisibility: VisibilityState = {}
  for (const id of order) columnVisibility[id] = required(id) || !prefs?.hidden.includes(id)
  return {
    columnOrder: [
      ...PINNED_START.filter((id) => defaults.includes(id)),
      ...order,
      ...PINNED_END.filter((id) => defaults.includes(id)),
    ],
    columnVisibility,
  }
}

const apply = <S>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater

/**
 * The part of a table's options that shows the user's choice and saves a change to it: spread
 * into useReactTable's options (with the page's own state beside `state`).
 */
export function columnLayout<T>(columns: ReadonlyArray<ColumnDef<T>>, store: ColumnPrefsStore) {
  const defaults = columns.map((column) => column.id ?? '')
  const locked = new Set(columns.filter((column) => column.enableHiding === false).map((column) => column.id ?? ''))
  const required = (id: string) => locked.has(id)
  const state = columnState(defaults, store.prefs, required)
  const save = (order: string[], visibility: VisibilityState) =>
    store.save({
      order: order.filter((id) => !isPinned(id)),
      hidden: Object.keys(visibility).filter((id) => visibility[id] === false && !required(id) && !isPinned(id)),
    })
  const onColumnOrderChange: OnChangeFn<string[]> = (updater) =>
    save(apply(updater, state.columnOrder), state.columnVisibility)
  const onColumnVisibilityChange: OnChangeFn<VisibilityState> = (updater) =>
    save(state.columnOrder, apply(updater, state.columnVisibility))
  return { state, onColumnOrderChange, onColumnVisibilityChange }
}
