// Backups in real Chromium: back up a volume, restore it into a new volume; the
// restore over an existing volume lists an attached shared volume as not eligible, with why.
// A volume from a backup (3.47) through the Backups panel's link, the backup's own page, its
// rename and delete from there.
import { test } from './page-errors'
import { cellOf, expect, expectToast, JOURNEY_TIMEOUT, menuItem, openRowAction, rowOf, signIn } from './helpers'

test.describe('Backups', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('back up a volume, restore it into a new volume', async ({ page }) => {
    await signIn(page)
    const nav = page.getByRole('navigation', { name: 'Main' })

    await openRowAction(page, 'pg-shared-data', 'Create Backup')
    const create = page.getByRole('dialog', { name: 'Create Backup' })
    await expect(create.getByText(/the backup is crash-consistent/)).toBeVisible()
    await create.getByLabel('Backup Name').fill('pg-weekly')
    await create.getByRole('button', { name: 'Create Backup' }).click()
    await expect(create).toBeHidden()
    await expectToast(page, 'Creating backup pg-weekly of pg-shared-data')

    await nav.getByRole('link', { name: 'Backups' }).click()
    await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible()
    const row = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ hasText: 'pg-weekly' })
    await expect(row.getByRole('status')).toHaveText('available')

    await row.getByRole('button', { name: 'Actions for pg-weekly' }).click()
    await page
      .getByRole('menu', { name: 'Actions for pg-weekly' })
      .getByRole('menuitem', { name: 'Restore Backup' })
      .click()
    const restore = page.getByRole('dialog', { name: 'Restore Backup' })
    await restore.getByRole('radio', { name: 'An existing volume (overwritten)' }).check()
    await restore.getByRole('combobox', { name: 'Volume to overwrite' }).click()
    await expect(page.getByRole('option', { name: /^pg-shared-data \(100 GiB\)/ })).toContainText(
      'Attached to 2 server(s): detach it from every one first.',
    )
    await page.keyboard.press('Escape')
    await restore.getByRole('radio', { name: 'A new volume' }).check()
    await restore.getByLabel('New volume name').fill('pg-restored')
    await restore.getByRole('button', { name: 'Restore' }).click()
    await expect(restore).toBeHidden()
    await expectToast(page, 'Restoring pg-weekly into pg-restored')

    await nav.getByRole('link', { name: 'Volumes', exact: true }).click()
    await expect(rowOf(page, 'pg-restored')).toBeVisible()
    await expect(await cellOf(page, rowOf(page, 'pg-restored'), 'Status')).toHaveText('available')
    await expect(await cellOf(page, rowOf(page, 'pg-restored'), 'Size')).toHaveText('100 GiB')
  })

  test("a volume from a backup, the backup's page, rename and delete there", async ({ page }) => {
    await signIn(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await openRowAction(page, 'scratch-01', 'Create Backup')
    const create = page.getByRole('dialog', { name: 'Create Backup' })
    await create.getByLabel('Backup Name').fill('scratch-full')
    await create.getByRole('button', { name: 'Create Backup' }).click()
    await expect(create).toBeHidden()

    await nav.getByRole('link', { name: 'Backups' }).click()
    const backups = page.getByRole('table', { name: 'Backups' })
    const row = backups.getByRole('row').filter({ hasText: 'scratch-full' })
    await expect(row.getByRole('status')).toHaveText('available')
    await row.getByRole('button', { name: 'Actions for scratch-full' }).click()
    await menuItem(page.getByRole('menu', { name: 'Actions for scratch-full' }), 'Create Volume').click()

    const dialog = page.getByRole('dialog', { name: 'Create Volume' })
    await expect(dialog.getByRole('combobox', { name: 'Volume Source' })).toHaveText('Backup')
    await expect(dialog.getByRole('combobox', { name: 'Source backup' })).toContainText('scratch-full')
    await expect(dialog.getByLabel(/Size \(GiB\)/)).toHaveValue('10')
    await dialog.getByLabel('Name').fill('scratch-from-backup')
    await dialog.getByRole('button', { name: 'Create Volume' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/volumes$/)
    await expect(await cellOf(page, rowOf(page, 'scratch-from-backup'), 'Status')).toHaveText('available')

    await nav.getByRole('link', { name: 'Backups' }).click()
    await backups.getByRole('link', { name: 'scratch-full' }).click()
    await expect(page.getByRole('heading', { name: 'scratch-full', level: 1 })).toBeVisible()
    const actions = page.getByRole('toolbar', { name: 'Backup actions' })
    await actions.getByRole('button', { name: 'Edit Backup' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Backup' })
    await edit.getByLabel('Name').fill('scratch-before-wipe')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'scratch-before-wipe', level: 1 })).toBeVisible()

    await actions.getByRole('button', { name: 'Delete Backup' }).click()
    const remove = page.getByRole('dialog', { name: 'Delete Backup' })
    await expect(remove).toContainText('its data cannot be restored afterwards')
    await remove.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible()
    await expect(page.getByText('No backups')).toBeVisible()
  })
})
