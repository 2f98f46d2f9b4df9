import { describe, expect, it } from 'vitest'
import { DEFAULT_VIEW, readView, writeView } from './view-state'

describe('volume list view in the URL', () => {
  it('round-trips a view, leaving defaults out', () => {
    const view = {
      ...DEFAULT_VIEW,
      page: 2,
      size: 50,
      sort: 'name:asc',
      name: 'db',
      status: 'in-use',
      shareable: 'yes' as const,
      group: 'g-1',
    }
    const params = writeView(view)
    expect(params.toString()).toBe('page=3&size=50&sort=name%3Aasc&name=db&status=in-use&shareable=yes&group=g-1')
    expect(readView(params)).toEqual(view)
    expect(writeView(DEFAULT_VIEW).toString()).toBe('')
  })

  it('ignores values a user could not have chosen', () => {
    expect(readView(new URLSearchParams('page=-3&size=7&sort=evil:up&shareable=maybe'))).toEqual(DEFAULT_VIEW)
  })
})
