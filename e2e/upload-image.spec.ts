// A volume uploaded to an image in Chromium: Upload to Image from the volume's actions (axe on the
// dialog), the volume uploading then available again, and the image in the Images panel, active.
import { test } from './page-errors'
import { expectAccessible } from './axe'
import {
  cellOf,
  expect,
  expectToast,
  filterByName,
  JOURNEY_TIMEOUT,
  openRowAction,
  rowOf,
  setTransitionTime,
  signIn,
} from './helpers'

test.describe('Upload to Image', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('uploads scratch-01 to an image and finds it in the Images panel', async ({ page }) => {
    await signIn(page)
    // Long enough to see the volume uploading however busy the machine is.
    await setTransitionTime(page, 4000)
    await filterByName(page, 'scratch-01')
    await openRowAction(page, 'scratch-01', 'Upload to Image')
    const dialog = page.getByRole('dialog', { name: 'Upload to Image' })
    const name = dialog.getByRole('textbox', { name: 'Image Name' })
    await expect(name).toHaveValue('scratch-01')
    await expect(dialog.getByRole('combobox', { name: 'Disk Format' })).toHaveText('raw')
    await expect(dialog.getByRole('combobox', { name: 'Container Format' })).toHaveText('bare')
    await expectAccessible(page, 'Upload to Image')
    await name.fill('scratch-image')
    await dialog.getByRole('combobox', { name: 'Disk Format' }).click()
    await page.getByRole('option', { name: 'qcow2' }).click()
    await dialog.getByRole('button', { name: 'Upload' }).click()
    await expect(dialog).toBeHidden()
    await expectToast(page, 'Uploading scratch-01 to image scratch-image')
    await expect(page.getByRole('link', { name: 'View image' })).toBeVisible()

    const status = await cellOf(page, rowOf(page, 'scratch-01'), 'Status')
    await expect(status).toHaveText('uploading')
    await expect(status).toHaveText('available')

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Images', exact: true }).click()
    const row = page.getByRole('table', { name: 'Images' }).getByRole('row').filter({ hasText: 'scratch-image' })
    await expect(row.getByRole('status')).toHaveText('active')
    await expect(row.getByRole('cell', { name: 'qcow2', exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'This project', exact: true })).toBeVisible()
    await expectAccessible(page, 'Images')
  })
})
