// The Volumes panel's table tools against the demo cloud: the Columns menu (a column hidden and
// moved stays so for the same user after a new render, another user has their own, the name and
// "Attached To" cannot be hidden, Reset), Refresh (busy while it asks again, the rows kept, the new
// answer shown) and CSV export (the current view as shown; every matching volume, page by page).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { columnPrefsKey } from '../../../lib/use-column-prefs'
import { createQueryClient } from '../../../lib/query-client'
import { volumeIs } from '../../../rules/statuses'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { countRequests } from '../../../test/request-log'
import { renderVolumeList } from '../../../test/render-volume-list'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const listings = countRequests(demo, 'GET', /\/volumes\/detail$/)

async function openVolumes(client: OpenStackClient) {
  const view = renderVolumeList(client, createQueryClient({ retry: false }))
  const table = await screen.findByRole('table', { name: 'Volumes' })
  return { ...view, table }
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean)

/** The files saved through a Blob and an object URL, read back as text. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = []
  const urls = new Map<string, Blob>()
  let next = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1
    urls.set(`blob:test/${next}`, blob as Blob)
    return `blob:test/${next}`
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: urls.get(this.href)! })
  })
  return { files, revoke }
}

const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blob.arrayBuffer()))

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('Columns', () => {
  it('hides and moves columns, kept for the same user; another user has their own', async () => {
    const user = userEvent.setup({ delay: null })
    const member = await demo.signIn('member')
    const first = await openVolumes(member)
    expect(headers(first.table)).toContain('Size')

    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const menu = await screen.findByRole('dialog', { name: 'Columns shown' })
    expect(within(menu).getByRole('checkbox', { name: 'Name' })).toBeDisabled()
    expect(within(menu).getByRole('checkbox', { name: 'Name' })).toBeChecked()
    expect(within(menu).getByRole('checkbox', { name: 'Attached To' })).toBeDisabled()
    expect(within(menu).queryByRole('checkbox', { name: 'Actions' })).toBeNull()
    await user.click(within(menu).getByRole('checkbox', { name: 'Size' }))
    expect(headers(first.table)).not.toContain('Size')
    // The menu lists the hidden columns too: Type goes above Size, then above Status.
    await user.click(within(menu).getByRole('button', { name: 'Move Type up' }))
    await user.click(within(menu).getByRole('button', { name: 'Move Type up' }))
    expect(headers(first.table).slice(0, 3)).toEqual(['Name', 'Type', 'Status'])
    // The focus stays on the button that moved it; a screen reader hears where it went.
    expect(within(menu).getByRole('button', { name: 'Move Type up' })).toHaveFocus()
    expect(within(menu).getByRole('status')).toHaveTextContent('Type moved to position 2 of 10')
    await user.keyboard('{Escape}')

    // Kept by user and cloud: column ids only, nothing of the session's token.
    const key = columnPrefsKey(member, 'volumes')
    expect(key).toContain(member.token.user.id)
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({
      order: expect.arrayContaining(['name', 'volume_type', 'status']) as unknown,
      hidden: ['size'],
    })
    expect(Object.keys(localStorage)).toEqual([key])

    // The same user, another render: as they left it.
    first.unmount()
    const again = await openVolumes(member)
    expect(headers(again.table)).not.toContain('Size')
    expect(headers(again.table).slice(0, 3)).toEqual(['Name', 'Type', 'Status'])
    again.unmount()

    // Another user on the same browser: the default.
    const admin = await demo.signIn('admin')
    const other = await openVolumes(admin)
    expect(headers(other.table)).toContain('Size')
    expect(headers(other.table).slice(0, 3)).toEqual(['Name', 'Status', 'Size'])
    other.unmount()

    // Reset to default forgets the member's choice.
    const last = await openVolumes(member)
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Columns shown' })).getByRole('button', {
        name: 'Reset to default',
      }),
    )
    expect(headers(last.table).slice(0, 3)).toEqual(['Name', 'Status', 'Size'])
    expect(localStorage.getItem(key)).toBeNull()
  })
})

describe('Refresh', () => {
  it('asks again now, busy meanwhile, keeping the rows, and shows the new answer', async () => {
    const user = userEvent.setup({ delay: null })
    // The shelved server's reserved volume keeps the list polling, and a poll still out when
    // Refresh is pressed is replaced by Refresh's own listing. Settled, only the presses ask.
    for (const volume of demo.cloud.state.volumes.filter((each) => volumeIs('transitional', each.status)))
      volume.status = 'in-use'
    const member = await demo.signIn('member')
    const { table } = await openVolumes(member)
    expect(within(table).getByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    const record = demo.cloud.state.volumes.find((volume) => volume.name === 'scratch-01')!
    record.name = 'scratch-renamed'
    // The listing's answer is held until the second press, however busy the machine (a handler
    // that answers nothing passes the request on to the demo cloud).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    demo.server.use(
      http.get(/\/volumes\/detail/, async () => {
        await held
      }),
    )
    onTestFinished(() => demo.server.resetHandlers())
    const before = listings.count

    const refresh = screen.getByRole('button', { name: 'Refresh' })
    await user.click(refresh)
    expect(refresh).toHaveAttribute('aria-busy', 'true')
    // The rows stay while the new answer is on its way; no "No volumes".
    expect(within(table).getByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    expect(screen.queryByText('No volumes')).toBeNull()
    await user.click(refresh)
    release()

    expect(await within(table).findByRole('link', { name: 'scratch-renamed' })).toBeInTheDocument()
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'))
    // One listing for both presses.
    expect(listings.count - before).toBe(1)
  })
})

describe('Export CSV', () => {
  it('exports the current view: this page’s rows, the columns shown in their order', async () => {
    const user = userEvent.setup({ delay: null })
    const { files, revoke } = captureDownloads()
    const member = await demo.signIn('member')
    const { table } = await openVolumes(member)
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const menu = await screen.findByRole('dialog', { name: 'Columns shown' })
    for (const name of ['Bootable', 'Encrypted', 'Availability Zone', 'Created', 'Shareable'])
      await user.click(within(menu).getByRole('checkbox', { name }))
    await user.click(within(menu).getByRole('button', { name: 'Move Size up' }))
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Export current view' }))
    expect(files).toHaveLength(1)
    const file = files[0]!
    expect(file.name).toMatch(/^volumes-demo-\d{8}-\d{4}\.csv$/)
    const text = await textOf(file.blob)
    expect(text.startsWith('\uFEFFName,Size,Status,Type,Attached To\r\n')).toBe(true)
    const records = text.slice(1).trimEnd().split('\r\n')
    const rows = within(table).getAllByRole('row').length - 1
    expect(records).toHaveLength(rows + 1)
    const shared = records.find((record) => record.startsWith('pg-shared-data,'))
    expect(shared).toMatch(/^pg-shared-data,\d+,in-use,[^,]+,[^,]+ \(rw\); [^,]+ \(rw\)$/)
    await waitFor(() => expect(revoke).toHaveBeenCalled())
  })

  it('exports every matching volume page by page, then saves the file', async () => {
    const user = userEvent.setup({ delay: null })
    const { files } = captureDownloads()
    const member = await demo.signIn('member')
    const { count } = await member.cinder.listVolumes({ limit: 1, withCount: true })
    await openVolumes(member)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Export all matching volumes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all matching volumes' })
    expect(
      await within(dialog).findByText(new RegExp(`^Exported ${count} volumes to volumes-demo-.*\\.csv$`)),
    ).toBeInTheDocument()
    expect(files).toHaveLength(1)
    const records = (await textOf(files[0]!.blob)).trimEnd().split('\r\n')
    expect(records).toHaveLength(count! + 1)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Cancel stops the export and saves nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const { files } = captureDownloads()
    const member = await demo.signIn('member')
    await openVolumes(member)
    // The export's pages ask for 1,000 rows (the panel's own list, polled meanwhile, for 20). The
    // first page's answer is held until Cancel has been clicked, however busy the machine; then
    // the demo cloud answers it (a handler that answers nothing passes the request on).
    const pages: string[] = []
    let answered = 0
    const isPage = (url: string) => /\/volumes\/detail\?limit=1000&/.test(url)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    demo.server.use(
      http.get(/\/volumes\/detail/, async ({ request }) => {
        if (isPage(request.url)) await held
      }),
    )
    onTestFinished(() => demo.server.resetHandlers())
    demo.server.events.on('request:start', ({ request }) => {
      if (isPage(request.url)) pages.push(request.url)
    })
    demo.server.events.on('response:mocked', ({ request }) => {
      if (isPage(request.url)) answered += 1
    })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Export all matching volumes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all matching volumes' })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Exported 0 volumes…')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    release()
    // Past the first page's answer: it is dropped, nothing is saved, no further page is asked for
    // (paged-export.test.ts counts the requests of a longer export).
    await waitFor(() => expect(answered).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(files).toHaveLength(0)
    expect(pages.length).toBeLessThanOrEqual(1)
  })
})
