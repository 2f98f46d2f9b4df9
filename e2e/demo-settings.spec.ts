// Demo settings: the demo cloud's own controls, and the dashboard following them — a reader
// sees no mutating actions; without the attach-mode extension "Read-only (ro)" is disabled.
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { test } from './page-errors'

/** Fills the Sign In form (its defaults are the demo user) and waits for the app shell. */
async function signIn(page: Page, user?: { name: string; password: string; project: string }) {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  if (user) {
    await page.getByLabel('User name').fill(user.name)
    await page.getByLabel('Password').fill(user.password)
    await page.getByLabel('Project', { exact: true }).fill(user.project)
  }
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
}

async function openDemoSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo settings' }).click()
  await expect(page.getByRole('heading', { name: 'Demo settings', level: 1 })).toBeVisible()
  await expect(page.getByText(/not OpenStack settings/)).toBeVisible()
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click()
  // The service worker answers slowly on a busy machine: allow it more than the default.
  await expect(page.getByRole('status').filter({ hasText: /^Settings saved at / })).toBeVisible({ timeout: 20_000 })
}

async function goToVolumes(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volumes', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
}

/** Filters the Volumes panel to one volume and opens that row's actions menu. */
async function openRowMenu(page: Page, volumeName: string) {
  await page.getByLabel('Filter by name').fill(volumeName)
  // Wait for the filtered page: a re-rendered table would close a menu opened on the old one.
  await expect(page).toHaveURL(new RegExp(`[?&]name=${volumeName}(&|$)`))
  await expect(page.getByRole('status').filter({ hasText: /^1 volume$/ })).toBeVisible()
  const row = page
    .getByRole('table', { name: 'Volumes' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: volumeName, exact: true }) })
  await row.getByRole('button', { name: `Actions for ${volumeName}` }).click()
  const menu = page.getByRole('menu', { name: `Actions for ${volumeName}` })
  await expect(menu).toBeVisible()
  return menu
}

const menuItem = (page: Page, menu: ReturnType<Page['getByRole']>, action: string) =>
  menu.getByRole('menuitem').filter({ has: page.getByText(action, { exact: true }) })

test.describe('Demo settings', () => {
  // Generous for a loaded 2-core machine; a run alone takes a fraction of it.
  test.describe.configure({ timeout: 120_000 })

  test('turns old compute services on; a reader then sees no mutating actions', async ({ page }) => {
    await page.goto('/?scenario=demo')
    await signIn(page)
    await openDemoSettings(page)

    const oldComputes = page.getByRole('region', { name: 'Old compute services (Queens–Stein)' })
    await expect(oldComputes).toContainText('Multiattach volume support is not yet available.')
    const toggle = oldComputes.getByRole('switch', { name: 'Old compute services' })
    await expect(toggle).not.toBeChecked()
    await toggle.check()
    await expect(oldComputes.getByText('Not saved')).toBeVisible()
    await saveSettings(page)
    await expect(oldComputes.getByText('Not saved')).toBeHidden()
    await expect(page.getByText(/Now in the demo cloud: .*old compute services on/)).toBeVisible()
    // The demo cloud has it, as every client of /_demo sees.
    const saved = await page.evaluate(async () => {
      const answer = await fetch('/_demo/settings')
      return ((await answer.json()) as { settings: { oldComputes: boolean } }).settings.oldComputes
    })
    expect(saved).toBe(true)

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await signIn(page, { name: 'reader', password: 'reader', project: 'demo' })
    await expect(page.getByRole('banner')).toContainText('User: reader')
    await goToVolumes(page)
    await expect(page.getByRole('button', { name: 'Create Volume' })).toBeDisabled()

    const menu = await openRowMenu(page, 'scratch-01')
    for (const action of ['Attach', 'Extend Volume', 'Delete Volume']) {
      const item = menuItem(page, menu, action)
      await expect(item).toHaveAttribute('aria-disabled', 'true')
      await expect(item).toContainText('Your role in this project can only read.')
    }
  })

  test('without the attach-mode extension, after signing in again, Read-only (ro) is disabled with the reason', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await signIn(page)
    await openDemoSettings(page)

    const extension = page.getByRole('region', { name: 'Attach-mode extension (Rocky spec)' })
    await extension.getByRole('switch', { name: 'Attach-mode extension' }).uncheck()
    await saveSettings(page)
    // This session negotiated its microversions with the extension: it offers a new sign-in.
    await extension.getByRole('button', { name: 'Sign out to apply' }).click()
    await signIn(page)
    await expect(page.getByRole('heading', { name: 'Demo settings', level: 1 })).toBeVisible()
    await expect(extension.getByRole('switch', { name: 'Attach-mode extension' })).not.toBeChecked()
    await expect(extension.getByRole('button', { name: 'Sign out to apply' })).toHaveCount(0)

    await goToVolumes(page)
    const menu = await openRowMenu(page, 'scratch-01')
    await menuItem(page, menu, 'Attach').click()
    const dialog = page.getByRole('dialog', { name: /^Attach Volume/ })
    await expect(dialog).toContainText('scratch-01')
    await expect(dialog.getByRole('radio', { name: 'Read/Write (rw)' })).toBeChecked()
    const readOnly = dialog.getByRole('radio', { name: 'Read-only (ro)' })
    await expect(readOnly).toBeDisabled()
    await expect(dialog.getByText(/Read-only attach mode through Nova \(Rocky spec extension\) needs/)).toBeVisible()
    await expect(dialog.getByRole('radiogroup', { name: 'Attach mode' })).toHaveAccessibleDescription(
      /needs Compute \(Nova\) API 2\.200 or later/,
    )
  })
})
