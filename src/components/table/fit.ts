// Which columns a table shows at the width it has, and how wide each one is: no table of the
// console scrolls sideways, and the row actions never leave the screen. Fixed
// columns keep their width; growing columns (a name, a list of chips) share what is left; when
// even their least does not fit, the columns a page marked as droppable go, first mark first.
import type { RowData } from '@tanstack/react-table'

declare module '@tanstack/react-table' {
  // TData and TValue are TanStack's own parameters, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Takes a share of the width the fixed columns leave (else the column's `size` is its width). */
    grow?: Grow
    /** Hidden when the table is too narrow: 1 goes first. Columns without it always show. */
    dropOrder?: number
  }
}

export interface Grow {
  /** The share of the width left, against the other growing columns. */
  weight: number
  /** The least it needs, padding included. */
  min: number
  /** The most it takes; what is left beyond goes to the others. */
  max?: number
}

export interface ColumnFit {
  id: string
  /** Width in px, padding included (for a column that does not grow). */
  width: number
  grow?: Grow
  dropOrder?: number
}

export interface Fit {
  /** The columns that do not fit, in the order they were dropped. */
  hidden: string[]
  /** Every shown column's width in px; together they fill `available` when anything grows. */
  widths: Record<string, number>
}

const least = (column: ColumnFit) => column.grow?.min ?? column.width

export function fitColumns(columns: readonly ColumnFit[], available: number): Fit {
  const hidden: string[] = []
  const droppable = columns
    .filter((column) => column.dropOrder !== undefined)
    .sort((a, b) => (a.dropOrder ?? 0) - (b.dropOrder ?? 0))
  const needed = () => columns.reduce((sum, column) => (hidden.includes(column.id) ? sum : sum + least(column)), 0)
  for (const column of droppable) {
    if (needed() <= available) break
    hidden.push(column.id)
  }
  const shown = columns.filter((column) => !hidden.includes(column.id))
  const widths: Record<string, number> = {}
  for (const column of shown) widths[column.id] = least(column)
  // What is left goes to the growing columns by weight, each up to its most; a column at its
  // most hands its share on to the others.
  let open = shown.filter((column) => column.grow)
  let left = available - needed()
  while (left > 0.5 && open.length > 0) {
    const weights = open.reduce((sum, column) => sum + (column.grow?.weight ?? 0), 0)
    const full: ColumnFit[] = []
    let given = 0
    for (const column of open) {
      const share = (left * (column.grow?.weight ?? 0)) / weights
      const room = (column.grow?.max ?? Infinity) - (widths[column.id] ?? 0)
      const add = Math.min(share, room)
      widths[column.id] = (widths[column.id] ?? 0) + add
      given += add
      if (add >= room) full.push(column)
    }
    left -= given
    if (full.length === 0) break
    open = open.filter((column) => !full.includes(column))
  }
  for (const id of Object.keys(widths)) widths[id] = Math.floor(widths[id] ?? 0)
  return { hidden, widths }
}
