import { test } from './page-errors'
import {
  cellOf,
  expect,
  expectToast,
  filterByName,
  JOURNEY_TIMEOUT,
  openRowAction,
  pickInstance,
  rowOf,
  signIn,
} from './helpers'

test.describe('Attach and Detach', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('attaches shared-empty to web-1 (rw) and web-2 (ro), then detaches web-1 from its chip', async ({ page }) => {
    await signIn(page)
    await filterByName(page, 'shared-empty')
    const row = rowOf(page, 'shared-empty')
    await expect(await cellOf(page, row, 'Status')).toHaveText('available')
    await expect(await cellOf(page, row, 'Attached To')).toHaveText('—')

    await openRowAction(page, 'shared-empty', 'Attach')
    const dialog = page.getByRole('dialog', { name: /^Attach Volume/ })
    await expect(dialog).toContainText('shared-empty')
    await expect(dialog.getByRole('radio', { name: 'Read/Write (rw)' })).toBeChecked()
    await expect(dialog.getByRole('button', { name: 'Attach', exact: true })).toBeDisabled()

    // First run: web-1, read/write (the default).
    await pickInstance(dialog, 'web-1')
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click()
    const results = dialog.getByRole('list', { name: 'Attach results' })
    await expect(results.getByRole('listitem').filter({ hasText: 'web-1' })).toContainText('Attaching…')
    await expect(results.getByRole('listitem').filter({ hasText: 'web-1' })).toContainText('Attached')
    await expectToast(page, 'Attached shared-empty to web-1.')

    // Second run in the same dialog: web-2, read-only. A second writer would be warned about.
    await pickInstance(dialog, 'web-2')
    await expect(dialog.getByText(/another read\/write attachment means shared writes/)).toBeVisible()
    await dialog.getByRole('radio', { name: 'Read-only (ro)' }).check()
    await expect(dialog.getByText(/another read\/write attachment means shared writes/)).toBeHidden()
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click()
    await expect(results.getByRole('listitem').filter({ hasText: 'web-2' })).toContainText('Attached')
    await expect(results.getByRole('listitem').filter({ hasText: 'web-1' })).toHaveCount(0)
    await expectToast(page, 'Attached shared-empty to web-2.')
    // Servers that have the volume are no longer offered.
    await dialog.getByRole('combobox', { name: 'Instances' }).click()
    await expect(page.getByRole('option', { name: /^db-primary\b/ })).toBeVisible()
    await expect(page.getByRole('option', { name: /^web-[12]\b/ })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    // Both attachments in the row, with their modes.
    const attachedTo = await cellOf(page, row, 'Attached To')
    const web1 = attachedTo.getByRole('button', { name: 'web-1 · /dev/vdb · RW' })
    const web2 = attachedTo.getByRole('button', { name: 'web-2 · /dev/vdb · RO' })
    await expect(web1).toBeVisible()
    // At 1280 px the cell names one server in full and counts the other.
    await expect(attachedTo.getByRole('button', { name: 'Show all 2 attachments of shared-empty' })).toHaveText(
      '+1 more',
    )
    await expect(await cellOf(page, row, 'Status')).toHaveText('in-use')

    // Detach exactly the web-1 attachment from its chip.
    await web1.click()
    await page
      .getByRole('menu', { name: 'Attachment web-1 · /dev/vdb · RW' })
      .getByRole('menuitem', { name: 'Detach' })
      .click()
    await expectToast(page, 'Detached shared-empty from web-1.')
    await expect(web1).toHaveCount(0)
    await expect(web2).toBeVisible()
    await expect(attachedTo.getByRole('button')).toHaveCount(1)
    await expect(await cellOf(page, row, 'Status')).toHaveText('in-use')
  })
})
