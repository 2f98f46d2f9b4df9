// DataTable draws the rows that fit in the window first and the rest a frame later; until then
// the table is aria-busy, so a reader (or a test) can tell a cut table from a short one.
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from './DataTable'

interface Item {
  name: string
}

const COLUMNS: ColumnDef<Item>[] = [{ id: 'name', header: 'Name', accessorFn: (item) => item.name }]
const ITEMS: Item[] = Array.from({ length: 40 }, (_, index) => ({ name: `item-${index + 1}` }))

function Items() {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({ data: ITEMS, columns: COLUMNS, getCoreRowModel: getCoreRowModel() })
  return <DataTable table={table} label="Items" />
}

describe('DataTable', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is aria-busy while only the rows in view are drawn, then draws them all', async () => {
    // A layout: 800 px wide, starting 100 px down a 500 px window (jsdom has none of its own).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 800, 400))
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(500)
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    render(<Items />)
    const table = screen.getByRole('table', { name: 'Items' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    const cut = within(table).getAllByRole('row').length
    expect(cut).toBeGreaterThan(1)
    expect(cut).toBeLessThan(ITEMS.length + 1)
    // The frame that paints the first rows, then the rest.
    for (const frame of frames.splice(0)) frame(performance.now())
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ITEMS.length + 1))
    expect(table).not.toHaveAttribute('aria-busy')
  })

  it('is never busy without a layout: every row is drawn at once', () => {
    render(<Items />)
    const table = screen.getByRole('table', { name: 'Items' })
    expect(table).not.toHaveAttribute('aria-busy')
    expect(within(table).getAllByRole('row')).toHaveLength(ITEMS.length + 1)
  })
})
