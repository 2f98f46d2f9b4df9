import { describe, expect, it } from 'vitest'
import type { ColumnFit } from './fit'
import { fitColumns } from './fit'

const columns: ColumnFit[] = [
  { id: 'name', width: 0, grow: { weight: 1, min: 140, max: 300 } },
  { id: 'status', width: 130 },
  { id: 'chips', width: 0, grow: { weight: 2, min: 250 } },
  { id: 'zone', width: 150, dropOrder: 2 },
  { id: 'created', width: 160, dropOrder: 1 },
  { id: 'actions', width: 64 },
]

const total = (widths: Record<string, number>) => Object.values(widths).reduce((sum, width) => sum + width, 0)

describe('fitColumns', () => {
  it('shows every column when they fit, the growing ones sharing what is left by weight', () => {
    const fit = fitColumns(columns, 1200)
    expect(fit.hidden).toEqual([])
    expect(fit.widths).toMatchObject({ status: 130, zone: 150, created: 160, actions: 64 })
    // 1200 - 504 fixed - 390 least = 306 left: a third to the name, two thirds to the chips.
    expect(fit.widths.name).toBe(140 + 102)
    expect(fit.widths.chips).toBe(250 + 204)
    expect(total(fit.widths)).toBeGreaterThanOrEqual(1199)
  })

  it('drops the droppable columns, first mark first, only as far as needed', () => {
    expect(fitColumns(columns, 894).hidden).toEqual([])
    expect(fitColumns(columns, 850).hidden).toEqual(['created'])
    expect(fitColumns(columns, 700).hidden).toEqual(['created', 'zone'])
    const narrow = fitColumns(columns, 700)
    expect(Object.keys(narrow.widths)).toEqual(['name', 'status', 'chips', 'actions'])
    expect(total(narrow.widths)).toBeLessThanOrEqual(700)
  })

  it('never drops a column without a mark, even when the rest does not fit', () => {
    const fit = fitColumns(columns, 300)
    expect(fit.hidden).toEqual(['created', 'zone'])
    expect(fit.widths).toMatchObject({ name: 140, status: 130, chips: 250, actions: 64 })
  })

  it('hands the share of a column at its most on to the others', () => {
    const fit = fitColumns(columns, 2000)
    expect(fit.widths.name).toBe(300)
    expect(fit.widths.chips).toBe(2000 - 504 - 300)
  })
})
