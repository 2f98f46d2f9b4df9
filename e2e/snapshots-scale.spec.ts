// The Snapshots panel at scale (?scenario=scale: 10,000 snapshots, snap-00001 the oldest, one in
// 500 in error): the count, paging, page size, sort and filters, each in the URL, each surviving
// a reload (which keeps the session: the same view comes back).
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { expect, JOURNEY_TIMEOUT, signIn } from './helpers'

// The first load of ?scenario=scale builds 10,000 volumes and snapshots and 1,000 servers in the browser.
const FIRST_LOAD = 60_000

/** snap-NNNNN for each number, in order. */
const snaps = (numbers: number[]) => numbers.map((n) => `snap-${String(n).padStart(5, '0')}`)
/** from, from-1, … (count of them). */
const down = (from: number, count: number) => snaps(Array.from({ length: count }, (_, i) => from - i))

function snapshotsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Snapshots' })
}

/** The snapshot names of the rows shown, in order (the volume column links to volumes). */
async function shownSnapshots(page: Page): Promise<string[]> {
  return snapshotsTable(page)
    .getByRole('link', { name: /^snap-\d{5}$/ })
    .allInnerTexts()
}

/** The rows shown are exactly `names`, in order (until a new page arrives the old one stays). */
async function expectRows(page: Page, names: string[]) {
  await expect(async () => expect(await shownSnapshots(page)).toEqual(names)).toPass({ timeout: 20_000 })
}

/** Reloads the page: the session holds, and the same address shows the same view. */
async function reload(page: Page) {
  const url = page.url()
  await page.reload()
  await expect(page).toHaveURL(url)
  // The page's demo cloud loads its 10,000 snapshots again from IndexedDB first.
  await expect(page.getByRole('heading', { name: 'Snapshots', level: 1 })).toBeVisible({ timeout: FIRST_LOAD })
}

test.describe('Snapshots at scale', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT + FIRST_LOAD })

  test('10,000 snapshots: count, next and last page, page size, sort and filters live in the URL and survive a reload', async ({
    page,
  }) => {
    await signIn(page, 'scale', { timeout: FIRST_LOAD })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snapshots' }).click()
    const count = page.getByRole('status').filter({ hasText: /^\d+ snapshots?$/ })
    await expect(count).toHaveText('10000 snapshots')
    await expect(page.getByText('1–20 of 10,000')).toBeVisible()
    await expectRows(page, down(10000, 20))

    // Next page, then 100 a page (back to the first page), then the next of those.
    await page.getByRole('button', { name: 'Go to next page' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(page.getByText('21–40 of 10,000')).toBeVisible()
    await expectRows(page, down(9980, 20))

    await page.getByRole('combobox', { name: /Rows per page/ }).click()
    await page.getByRole('option', { name: '100', exact: true }).click()
    await expect(page).toHaveURL(/[?&]size=100(&|$)/)
    await expect(page).not.toHaveURL(/[?&]page=/)
    await expect(page.getByText('1–100 of 10,000')).toBeVisible()
    await expectRows(page, down(10000, 100))
    await page.getByRole('button', { name: 'Go to next page' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(page.getByText('101–200 of 10,000')).toBeVisible()
    await expectRows(page, down(9900, 100))

    // The last page, in one click.
    await page.getByRole('button', { name: 'Go to last page' }).click()
    await expect(page).toHaveURL(/\/snapshots\?page=100&size=100$/)
    await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('100')
    await expect(page.getByText('9,901–10,000 of 10,000')).toBeVisible()
    await expectRows(page, down(100, 100))
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Go to last page' })).toBeDisabled()

    // Sort by name (back to the first page), then only those in error, then one name.
    const table = snapshotsTable(page)
    await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click()
    await expect(page).toHaveURL(/[?&]sort=name%3Aasc(&|$)/)
    await expect(page).not.toHaveURL(/[?&]page=/)
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await expectRows(page, snaps(Array.from({ length: 100 }, (_, i) => i + 1)))

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'error', exact: true }).click()
    await expect(page).toHaveURL(/[?&]status=error(&|$)/)
    await expect(count).toHaveText('20 snapshots')
    const inError = snaps(Array.from({ length: 20 }, (_, i) => 8 + i * 500))
    await expectRows(page, inError)
    await expect(table.getByRole('status')).toHaveText(Array<string>(20).fill('error'))

    await page.getByLabel('Filter by whole name').fill('snap-04508')
    await expect(page).toHaveURL(/[?&]name=snap-04508(&|$)/)
    await expect(count).toHaveText('1 snapshot')
    await expectRows(page, ['snap-04508'])

    await reload(page)
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('error')
    await expect(page.getByLabel('Filter by whole name')).toHaveValue('snap-04508')
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(count).toHaveText('1 snapshot')
    await expectRows(page, ['snap-04508'])

    // Clearing the name brings back every one in error, still sorted by name.
    await page.getByLabel('Filter by whole name').fill('')
    await expect(page).not.toHaveURL(/[?&]name=/)
    await expect(count).toHaveText('20 snapshots')
    await expectRows(page, inError)
  })
})
