import { test } from './page-errors'
import {
  expect,
  expectToast,
  filterByName,
  JOURNEY_TIMEOUT,
  menuItem,
  openRowAction,
  openRowMenu,
  pickInstance,
  signIn,
} from './helpers'

test.describe('what the rules forbid, with the reasons', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('row actions: Attach of a non-shareable in-use volume, Delete of an attached one', async ({ page }) => {
    await filterByName(page, 'legacy-app-data')
    let menu = await openRowMenu(page, 'legacy-app-data')
    const attach = menuItem(menu, 'Attach')
    await expect(attach).toHaveAttribute('aria-disabled', 'true')
    await expect(attach).toContainText(
      'The volume is attached and not shareable (multi-attach): detach it first, or use a shareable volume.',
    )
    // Manage Attachments stays allowed.
    await expect(menuItem(menu, 'Manage Attachments')).not.toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await filterByName(page, 'pg-shared-data')
    menu = await openRowMenu(page, 'pg-shared-data')
    // Shareable and in use: Attach stays allowed.
    await expect(menuItem(menu, 'Attach')).not.toHaveAttribute('aria-disabled', 'true')
    const remove = menuItem(menu, 'Delete Volume')
    await expect(remove).toHaveAttribute('aria-disabled', 'true')
    await expect(remove).toContainText('Attached volumes cannot be deleted: detach it from every server first.')
  })

  test('Attach of a shareable volume: a shelved-offloaded server is disabled, a host without multi-attach refuses', async ({
    page,
  }) => {
    await filterByName(page, 'shared-empty')
    await openRowAction(page, 'shared-empty', 'Attach')
    const dialog = page.getByRole('dialog', { name: /^Attach Volume/ })
    const attach = dialog.getByRole('button', { name: 'Attach', exact: true })

    // batch-old is shelved-offloaded: offered, disabled, with the reason.
    await dialog.getByRole('combobox', { name: 'Instances' }).fill('batch')
    const option = page.getByRole('option', { name: /^batch-old\b/ })
    await expect(option).toHaveAttribute('aria-disabled', 'true')
    await expect(option).toContainText(
      'Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.',
    )
    await option.click({ force: true })
    await expect(dialog.getByRole('button', { name: 'batch-old' })).toHaveCount(0)
    await expect(attach).toBeDisabled()

    // legacy-app runs on compute-legacy, a host without multi-attach: Nova's 400, per server.
    await pickInstance(dialog, 'legacy-app')
    await attach.click()
    const result = dialog.getByRole('list', { name: 'Attach results' }).getByRole('listitem').filter({
      hasText: 'legacy-app',
    })
    await expect(result).toContainText('Failed')
    await expect(result).toContainText(
      /Volume [0-9a-f-]{36} has 'multiattach' set, which is not supported for this instance\./,
    )
    await expect(result).toContainText(/Request ID: req-/)
    await expectToast(page, /Could not attach shared-empty to legacy-app/)
    // The failed server stays chosen, so one more click retries it.
    await expect(dialog.getByRole('button', { name: 'legacy-app' })).toBeVisible()
  })

  test("a server's root volume cannot be detached in Manage Attachments", async ({ page }) => {
    await filterByName(page, 'web-1-root')
    await openRowAction(page, 'web-1-root', 'Manage Attachments')
    const dialog = page.getByRole('dialog', { name: /^Manage Attachments/ })
    const attachments = dialog.getByRole('table', { name: 'Attachments' })
    const row = attachments.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'web-1' }) })
    await expect(row).toContainText('/dev/vda')
    const detach = row.getByRole('button', { name: 'Detach' })
    await expect(detach).toBeDisabled()
    await expect(detach).toHaveAccessibleDescription("This is the server's root volume: Nova does not detach it.")
    await expect(row.getByRole('checkbox', { name: 'Select web-1' })).toBeDisabled()
  })
})
