import { test } from './page-errors'
import { cellOf, expect, filterByName, JOURNEY_TIMEOUT, rowOf, signIn } from './helpers'

// The first load of ?scenario=scale builds 10,000 volumes and 1,000 servers in the browser.
const FIRST_LOAD = 60_000

test.describe('Attached To at scale', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT + FIRST_LOAD })

  test('1,000 attachments keep the row height, one chip and "+999 more", a searchable windowed list', async ({
    page,
  }) => {
    await signIn(page, 'scale', { timeout: FIRST_LOAD })
    await expect(page.getByRole('status').filter({ hasText: '10000 volumes' })).toBeVisible()

    // "-1000" matches the big volume, a root volume with one attachment and one with none.
    await filterByName(page, '-1000')
    const big = rowOf(page, 'dataset-shared-1000')
    const root = rowOf(page, 'node-1000-root')
    const plain = rowOf(page, 'vol-10000')
    await expect(big).toBeVisible()
    await expect(root).toBeVisible()
    await expect(plain).toBeVisible()
    await expect(await cellOf(page, plain, 'Attached To')).toHaveText('—')
    await expect((await cellOf(page, root, 'Attached To')).getByRole('button')).toHaveCount(1)

    const heights = await Promise.all([big, root, plain].map(async (row) => (await row.boundingBox())?.height))
    expect(heights[0]).toBeGreaterThan(0)
    expect(heights[0]).toBeCloseTo(heights[1] ?? 0, 0)
    expect(heights[0]).toBeCloseTo(heights[2] ?? 0, 0)

    // One chip with its whole name (two would each be cut at 1280 px), then "+999 more".
    const cell = await cellOf(page, big, 'Attached To')
    await expect(cell.getByRole('button', { name: /^node-\d{4} · \/dev\/vdb · RO$/ })).toHaveCount(1)
    const more = cell.getByRole('button', { name: 'Show all 1000 attachments of dataset-shared-1000' })
    await expect(more).toHaveText('+999 more')

    await more.click()
    const popover = page.getByRole('dialog', { name: 'Attached To: dataset-shared-1000' })
    await expect(popover).toBeVisible()
    await expect(popover.getByRole('status')).toHaveText('1000 attachments')
    const list = popover.getByRole('list', { name: 'Attachments of dataset-shared-1000' })
    await expect(list.getByRole('listitem').first()).toBeVisible()
    const rendered = await list.getByRole('listitem').count()
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(50)

    await popover.getByLabel('Search attachments').fill('node-0500')
    await expect(popover.getByRole('status')).toHaveText('1 of 1000 attachments')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByRole('listitem')).toHaveText(/^node-0500 · \/dev\/vdb · RO/)
    await expect(list.getByRole('button', { name: 'Detach node-0500 · /dev/vdb · RO' })).toBeEnabled()
  })
})
