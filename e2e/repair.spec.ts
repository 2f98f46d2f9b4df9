// An administrator's repairs (docs/repair.md): a server deleted while its compute host hangs on
// detach leaves its attachment behind on the shared volume; the admin force-detaches that one
// record and the other server keeps its attachment. A reset to available is refused before
// sending while the volume is attached, with the reason. Members see none of it.
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast } from './helpers'

/** Opens a fresh demo scenario and signs in to project demo as `user` (the admin has every role there). */
async function signInAs(page: Page, user: 'admin' | 'demo') {
  await page.goto('/?scenario=demo')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  if (user === 'admin') {
    await page.getByLabel('User name').fill('admin')
    await page.getByLabel('Password').fill('admin')
  }
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible({ timeout: 20_000 })
}

async function openVolume(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volumes', exact: true }).click()
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
}

test.describe('Repair a stuck shared volume', () => {
  test.setTimeout(120_000)

  test('a server gone while its host hung on detach: its record is force-detached, the other server keeps its own', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    // The compute host stops half-way on detach.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo settings' }).click()
    await page.getByRole('radio', { name: /^Hangs on detach/ }).check()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Settings saved at / })).toBeVisible()

    // db-standby is deleted: Nova forgets it, Cinder keeps its attachment on pg-shared-data.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
    const instances = page.getByRole('table', { name: 'Instances' })
    await instances.getByRole('button', { name: 'Actions for db-standby' }).click()
    await page
      .getByRole('menu', { name: 'Actions for db-standby' })
      .getByRole('menuitem', { name: 'Delete', exact: true })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete Instance' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    // While the dialog is open the table behind it is hidden from roles: wait for it to close,
    // or the count below is 0 before Nova has let the server go.
    await expect(confirm).toBeHidden()
    await expect(instances.getByRole('row').filter({ hasText: 'db-standby' })).toHaveCount(0, { timeout: 20_000 })

    await openVolume(page, 'pg-shared-data')
    const records = page.getByRole('table', { name: 'Attachment records' })
    await expect(records.getByRole('row')).toHaveCount(3)
    // The gone server has no name any more: its record shows the id.
    const primary = records.getByRole('row').filter({ hasText: 'db-primary' })
    const stale = records.getByRole('row').filter({ hasNotText: 'db-primary' }).nth(1)
    await expect(primary).toHaveCount(1)
    await stale.getByRole('button', { name: /^Force Detach/ }).click()

    const dialog = page.getByRole('dialog', { name: 'Force Detach from pg-shared-data' })
    // The whole dialog's text, so a failure shows what it said instead.
    await expect(dialog).toContainText(/Nova no longer has this volume on server /)
    const effects = dialog.getByRole('region', { name: 'What it will do' })
    await expect(effects).toContainText('The other attachment stays: db-primary.')
    await expect(effects).toContainText('Sent as the attachment’s own delete')
    await expectAccessible(page, 'Force Detach dialog')
    await dialog.getByRole('button', { name: 'Force Detach' }).click()
    await expectToast(page, /^Removed the attachment record /)

    await expect(records.getByRole('row')).toHaveCount(2)
    await expect(records.getByRole('row').filter({ hasText: 'db-primary' })).toContainText('attached')
    const attachments = page.getByRole('table', { name: 'Attachments' })
    await expect(attachments.getByRole('row')).toHaveCount(2)
    await expect(attachments).toContainText('db-primary')
  })

  test('a reset to available is refused while the volume is attached, with the reason; error is offered', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await openVolume(page, 'pg-shared-data')
    const actions = page.getByRole('toolbar', { name: 'Volume actions' })
    // Attached: Force Delete is offered to an admin but disabled, with the reason.
    await actions.getByRole('button', { name: 'More actions' }).click()
    const more = page.getByRole('menu', { name: 'More actions' })
    await expect(more.getByRole('menuitem', { name: /^Force Delete/ })).toBeDisabled()
    await more.getByRole('menuitem', { name: 'Reset Status' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset Status of pg-shared-data' })
    const submit = dialog.getByRole('button', { name: 'Reset Status' })
    await expect(submit).toBeDisabled()
    await dialog.getByRole('radio', { name: /^available/ }).check()
    await expect(dialog.getByRole('alert')).toContainText(
      'The volume has 2 attachment records: an available volume with attachments is a new inconsistency.',
    )
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription(/^The volume has 2 attachment records/)
    await dialog.getByRole('radio', { name: /^error Failed/ }).check()
    await expect(dialog.getByRole('region', { name: 'What it will do' })).toContainText('Status: in-use → error.')
    await expect(dialog.getByRole('region', { name: 'What it will do' })).toContainText(
      'The 2 attachment records stay as they are.',
    )
    await expect(submit).toBeEnabled()
    await expectAccessible(page, 'Reset Status dialog')
    // Nothing was sent: the volume is as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('table', { name: 'Attachment records' }).getByRole('row')).toHaveCount(3)
  })

  test('a member sees no repair and no attachment records', async ({ page }) => {
    await signInAs(page, 'demo')
    await openVolume(page, 'pg-shared-data')
    await page.getByRole('toolbar', { name: 'Volume actions' }).getByRole('button', { name: 'More actions' }).click()
    const more = page.getByRole('menu', { name: 'More actions' })
    await expect(more.getByRole('menuitem', { name: /^Delete Volume/ })).toBeVisible()
    await expect(more.getByRole('menuitem', { name: /^Reset Status/ })).toHaveCount(0)
    await expect(more.getByRole('menuitem', { name: /^Force Delete/ })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: 'Attachments', level: 2 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Attachment records' })).toHaveCount(0)
  })
})
