import { describe, expect, it } from 'vitest'
import { DEFAULT_VIEW, readSnapshotView, readVolumeView, writeView } from './view-state'

describe('all-projects view state', () => {
  it('reads filters, page and sort from the address and writes back only what differs', () => {
    const view = readVolumeView(
      new URLSearchParams('page=3&size=50&sort=size:asc&name=db&status=error&project=p1&host=h'),
    )
    expect(view).toEqual({ page: 2, size: 50, sort: 'size:asc', name: 'db', status: 'error', project: 'p1', host: 'h' })
    expect(writeView(view).toString()).toBe('page=3&size=50&sort=size%3Aasc&name=db&status=error&project=p1&host=h')
    expect(writeView(DEFAULT_VIEW).toString()).toBe('')
  })

  it("falls back to the default for a sort the list's columns do not offer, or a size it does not page by", () => {
    expect(readVolumeView(new URLSearchParams('sort=volume_size:asc&size=7'))).toMatchObject(DEFAULT_VIEW)
    expect(readSnapshotView(new URLSearchParams('sort=volume_size:asc')).sort).toBe('volume_size:asc')
    expect(readSnapshotView(new URLSearchParams('sort=project_id:asc')).sort).toBe(DEFAULT_VIEW.sort)
  })
})
