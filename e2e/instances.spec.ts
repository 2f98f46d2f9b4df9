// The Instances journey: shelve web-1, see Attach Volume explain why a shareable volume cannot
// go on a shelved-offloaded server, attach scratch-01 instead, unshelve, the volumes are back.
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { expect } from './helpers'

/** A fresh demo scenario, signed in as the demo user (the Sign In form's defaults). */
async function signIn(page: Page) {
  await page.goto('/?scenario=demo')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
}

function instancesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Instances' })
}

function rowOf(page: Page, serverName: string): Locator {
  return instancesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: serverName, exact: true }) })
}

async function cellOf(page: Page, serverName: string, column: string): Promise<Locator> {
  // The headers are read once, so the table must be there first.
  await expect(rowOf(page, serverName)).toBeVisible()
  const headers = await instancesTable(page).getByRole('columnheader').allInnerTexts()
  const index = headers.findIndex((text) => text.trim() === column)
  expect(index, `column ${column} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0)
  return rowOf(page, serverName).getByRole('cell').nth(index)
}

/** Opens "Actions for <server>" and clicks the item whose label is exactly `action`. */
async function rowAction(page: Page, serverName: string, action: string) {
  await rowOf(page, serverName)
    .getByRole('button', { name: `Actions for ${serverName}` })
    .click()
  const menu = page.getByRole('menu', { name: `Actions for ${serverName}` })
  await menu
    .getByRole('menuitem')
    .filter({ has: page.getByText(action, { exact: true }) })
    .click()
}

test('shelve web-1, attach what Nova allows on a shelved-offloaded server, unshelve', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(await cellOf(page, 'web-1', 'Attached Volumes')).toHaveText('web-1-root · /dev/vda · RW')

  await rowAction(page, 'web-1', 'Shelve Instance')
  await expect(page.getByRole('alert').filter({ hasText: 'Shelving web-1' })).toBeVisible()
  await expect(await cellOf(page, 'web-1', 'Status')).toHaveText('SHELVED_OFFLOADED', { timeout: 20_000 })
  await expect(await cellOf(page, 'web-1', 'Attached Volumes')).toHaveText('web-1-root · reserved')

  await rowAction(page, 'web-1', 'Attach Volume')
  const dialog = page.getByRole('dialog', { name: 'Attach Volume web-1' })
  const picker = dialog.getByRole('combobox', { name: 'Volume' })
  await picker.click()
  await picker.fill('shared-empty')
  const shared = page.getByRole('option', { name: /^shared-empty/ })
  await expect(shared).toHaveAttribute('aria-disabled', 'true')
  await expect(shared).toContainText(
    'Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.',
  )
  await picker.fill('scratch-01')
  await page.getByRole('option', { name: /^scratch-01/ }).click()
  await dialog.getByRole('button', { name: 'Attach Volume' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Attached scratch-01 to web-1.' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(await cellOf(page, 'web-1', 'Attached Volumes')).toContainText('scratch-01 · RW')

  await rowAction(page, 'web-1', 'Unshelve Instance')
  await expect(page.getByRole('alert').filter({ hasText: 'Unshelving web-1' })).toBeVisible()
  await expect(await cellOf(page, 'web-1', 'Status')).toHaveText('ACTIVE', { timeout: 20_000 })
  const volumes = await cellOf(page, 'web-1', 'Attached Volumes')
  await expect(volumes).toContainText('web-1-root · /dev/vda · RW')
  await expect(volumes).toContainText(/scratch-01 · (\/dev\/vd[a-z]+ · )?RW/)
})
