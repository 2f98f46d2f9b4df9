// Admin › Volume Types and Launch Instance: an admin makes a shareable type (and is told why
// shareable + cacheable cannot be); the demo user launches two instances from one shareable
// boot volume, read-only, through the Rocky spec extension the demo cloud serves; Launch as
// Instance from a volume's row opens the Instances panel's dialog, which boots from an image onto a new volume.
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, openRowAction } from './helpers'

interface User {
  name: string
  password: string
  project: string
}

const ADMIN: User = { name: 'admin', password: 'admin', project: 'admin' }

/** Opens a fresh demo scenario and signs in (the form's defaults are the demo user). */
async function signIn(page: Page, user?: User) {
  await page.goto('/?scenario=demo')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  if (user) {
    await page.getByLabel('User name').fill(user.name)
    await page.getByLabel('Password').fill(user.password)
    await page.getByLabel('Project', { exact: true }).fill(user.project)
  }
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  // Signing in lands on Volumes; a click on the menu before its list settles can be lost.
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible({ timeout: 20_000 })
}

/** A notification (notistack: role alert) with this text. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

test.describe('Volume types and Launch Instance', () => {
  // Generous for a loaded 2-core machine; a run alone takes a fraction of it.
  test.describe.configure({ timeout: 120_000 })

  test('an admin creates a shareable volume type, after being told shareable + cacheable cannot be', async ({
    page,
  }) => {
    await signIn(page, ADMIN)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Volume Types' }).click()
    await expect(page.getByRole('heading', { name: 'Volume Types', level: 1 })).toBeVisible({ timeout: 30_000 })
    const table = page.getByRole('table', { name: 'Volume Types' })
    const conflict = table.getByRole('row').filter({ hasText: 'encrypted-shared' })
    await expect(conflict).toContainText('Conflict')
    await expect(conflict).toContainText('Multiattach cannot be used with encrypted volumes.')

    await page.getByRole('button', { name: 'Create Volume Type' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume Type' })
    await dialog.getByLabel('Name').fill('e2e-shareable')
    await dialog.getByLabel('Description').fill('Shareable, from the journey')
    await dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' }).check()
    const cacheable = dialog.getByRole('checkbox', { name: 'Cacheable' })
    await cacheable.check()
    await expect(cacheable).toHaveAccessibleDescription(
      /^A type cannot be both shareable \(multi-attach\) and cacheable: Cinder refuses it/,
    )
    await dialog.getByRole('button', { name: 'Create Volume Type' }).click()
    // Refused before sending: the dialog stays (the table behind it is hidden from roles until it
    // closes; the one row below shows nothing was made by this click).
    await expect(dialog).toBeVisible()

    await cacheable.uncheck()
    await dialog.getByRole('button', { name: 'Create Volume Type' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Volume type e2e-shareable created')).toBeVisible()
    const row = table.getByRole('row').filter({ hasText: 'e2e-shareable' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('multiattach=<is> True')
    await expect(row.getByRole('button', { name: 'Unset Shareable on e2e-shareable' })).toBeEnabled()
  })

  test('the demo user launches two read-only instances from the shareable boot volume', async ({ page }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
    // The first render of a page takes seconds on a busy machine.
    await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible({ timeout: 30_000 })
    // No Admin section for a member.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Launch Instance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Launch Instance' })
    await dialog.getByLabel('Instance Name').fill('e2e-ha')
    await dialog.getByRole('combobox', { name: 'Volume' }).click()
    await page.getByRole('option', { name: /^boot-template\b/ }).click()
    await dialog.getByLabel('Count').fill('2')
    await dialog.getByRole('button', { name: 'Launch Instance' }).click()
    // Refused before sending: the volume is not shareable.
    await expect(dialog.getByLabel('Count')).toHaveAccessibleDescription(
      'Several instances cannot share a volume that is not shareable (Nova: Cannot attach one or more volumes to multiple instances)',
    )

    await dialog.getByRole('combobox', { name: 'Volume' }).click()
    await page.getByRole('option', { name: /^shared-boot\b/ }).click()
    await dialog.getByRole('radio', { name: 'Read-only (ro)' }).check()
    await dialog.getByRole('button', { name: 'Launch Instance' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, '2 instances are being launched: e2e-ha-1 to e2e-ha-2')).toBeVisible()

    // The shared boot volume now carries both, read-only.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volumes', exact: true }).click()
    await page.getByLabel('Filter by name').fill('shared-boot')
    const row = page
      .getByRole('table', { name: 'Volumes' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'shared-boot', exact: true }) })
    await expect(row.getByRole('button', { name: /^e2e-ha-1 · .* · RO$/ })).toBeVisible({ timeout: 20_000 })
    // The second behind "+1 more" at 1280 px, read-only too.
    await row.getByRole('button', { name: 'Show all 2 attachments of shared-boot' }).click()
    await expect(page.getByRole('dialog', { name: 'Attached To: shared-boot' })).toContainText(/e2e-ha-2 · .* · RO/)
    await page.keyboard.press('Escape')
  })

  test('Launch as Instance from a volume row; the new instance boots from an image onto its own volume, deleted with it', async ({
    page,
  }) => {
    await signIn(page)
    await openRowAction(page, 'boot-template', 'Launch as Instance')
    // The Instances panel, with Launch Instance open on the volume.
    const dialog = page.getByRole('dialog', { name: 'Launch Instance' })
    await expect(dialog.getByRole('combobox', { name: 'Volume' })).toHaveText(/boot-template/)
    await expect(page).toHaveURL(/\/instances\?launchFromVolume=/)
    await expectAccessible(page, 'Launch Instance from a volume')
    await dialog.getByLabel('Instance Name').fill('e2e-imaged')
    await dialog.getByRole('radio', { name: 'Image, on a new volume' }).check()
    await dialog.getByRole('combobox', { name: 'Image' }).click()
    await page.getByRole('option', { name: /^cirros/ }).click()
    await dialog.getByLabel('Volume Size (GiB)').fill('2')
    await dialog.getByRole('checkbox', { name: 'Delete the volume when the instance is deleted' }).check()
    await expectAccessible(page, 'Launch Instance, image onto a new volume')
    await dialog.getByRole('button', { name: 'Launch Instance' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/launchFromVolume/)
    const row = page.getByRole('table', { name: 'Instances' }).getByRole('row').filter({ hasText: 'e2e-imaged' })
    await expect(row).toContainText('ACTIVE', { timeout: 20_000 })
    // Its volume, made from the image (Nova names it ""), is attached as its root disk.
    await expect(row).toContainText('/dev/vda')
  })
})
