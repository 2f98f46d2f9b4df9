// The sharing map on the demo cloud: the shared database volume with its two RW edges and the
// read-only dataset on twelve workers, the findings with their reasons, the table view of the
// same links, a node that opens its volume; an administrator's map of every project with the host
// that cannot multi-attach marked; axe clean in English and in Simplified Chinese.
import { expectAccessible } from './axe'
import { expect, JOURNEY_TIMEOUT, signIn, signInAsAdmin } from './helpers'
import { test } from './page-errors'

test.describe('Sharing Map', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('shows who shares what, flags two writers and a stuck reservation, lists it as a table, opens a volume', async ({
    page,
  }) => {
    await signIn(page)
    await page.getByRole('navigation').getByRole('link', { name: 'Sharing Map' }).click()
    await expect(page.getByRole('heading', { name: 'Sharing Map', level: 1 })).toBeVisible()
    const map = page.getByRole('group', { name: 'Sharing map' })
    await expect(map.getByRole('link', { name: 'Volume pg-shared-data' })).toBeVisible()
    await expect(map.getByRole('link', { name: 'Server db-primary' })).toBeVisible()
    await expect(map.getByRole('link', { name: 'Volume imagenet-dataset' })).toBeVisible()
    // Edges are labelled with their modes: two writers on the database volume, twelve readers.
    await expect(map.locator('text').filter({ hasText: /^RW$/ })).toHaveCount(2)
    await expect(map.locator('text').filter({ hasText: /^RO$/ })).toHaveCount(12)

    const findings = page.getByRole('region', { name: /Findings/ })
    await expect(findings).toContainText('More than one writer: pg-shared-data, db-primary, db-standby')
    await expect(findings).toContainText('2 read/write attachments: the servers must use a cluster-aware filesystem')
    await expect(findings).toContainText(/Attachment stuck: batch-data.*The volume has been reserved for \d+ min/)
    await expectAccessible(page, 'sharing map')

    // A filter narrows the map: only the read-only edges.
    await page.getByRole('combobox', { name: 'Attach mode' }).click()
    await page.getByRole('option', { name: 'Read-only (ro)' }).click()
    await expect(map.getByRole('link', { name: 'Volume pg-shared-data' })).toHaveCount(0)
    await expect(map.getByRole('link', { name: 'Volume imagenet-dataset' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Attach mode' }).click()
    await page.getByRole('option', { name: 'Any' }).click()

    await page.getByRole('button', { name: 'Table' }).click()
    const table = page.getByRole('table', { name: 'Attachments by volume and server' })
    const row = table.getByRole('row').filter({ hasText: 'db-standby' }).filter({ hasText: 'pg-shared-data' })
    await expect(row).toContainText('Read/Write (rw)')
    await expectAccessible(page, 'sharing map, table view')

    await page.getByRole('button', { name: 'Map' }).click()
    await map.getByRole('link', { name: 'Volume pg-shared-data' }).click()
    await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
  })

  test("an administrator's map: every project, and the host that cannot multi-attach marked", async ({ page }) => {
    await signInAsAdmin(page)
    await page.getByRole('navigation').getByRole('link', { name: 'Sharing Map' }).click()
    await page.getByRole('switch', { name: 'All projects' }).click()
    await page.getByRole('checkbox', { name: 'Also unshared volumes' }).check()
    const map = page.getByRole('group', { name: 'Sharing map' })
    await expect(map.getByRole('link', { name: 'Volume pg-shared-data' })).toBeVisible()
    // legacy-app's host: Placement lists its node without COMPUTE_VOLUME_MULTI_ATTACH.
    await expect(map.getByText('compute-legacy (cannot multi-attach)')).toBeVisible()
    await expect(page).toHaveURL(/projects=all/)
    await expectAccessible(page, "an administrator's sharing map")
  })

  test('in Simplified Chinese: the map, its findings and its table', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitemradio', { name: '简体中文' }).click()
    await page.getByRole('navigation').getByRole('link', { name: '共享关系图' }).click()
    await expect(page.getByRole('heading', { name: '共享关系图', level: 1 })).toBeVisible()
    const map = page.getByRole('group', { name: '共享关系图' })
    await expect(map.getByRole('link', { name: '卷 pg-shared-data' })).toBeVisible()
    await expect(page.getByRole('region', { name: /发现/ })).toContainText('多个读写挂载')
    await expectAccessible(page, 'sharing map in Chinese')
    await page.getByRole('button', { name: '表格' }).click()
    await expect(page.getByRole('table', { name: '按卷和云主机列出的挂载' })).toBeVisible()
  })
})
