// Shared steps of the volumes journeys: sign in to the demo cloud, find a volume's row and
// its cells, open a row action, read a toast. Everything by role, label or text.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect as baseExpect } from '@playwright/test'
import { RECENT_PROJECT_COOKIE } from '../server/recent-project.ts'

/** The journeys' expect (the config's caps: e2e/playwright.config.ts says why). */
export const expect = baseExpect

/** The journeys' test timeout, the config's: a test that does several journeys multiplies it. */
export const JOURNEY_TIMEOUT = 90_000

/** Submits the Sign In form (its defaults are the demo user) and waits for the app shell. */
export async function submitSignIn(page: Page, options: { timeout?: number } = {}) {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: options.timeout })
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
}

/**
 * Opens the app on a fresh copy of `scenario` (the demo cloud lives per browser context) and
 * signs in as the demo user; ends on the Volumes panel with its table loaded.
 */
export async function signIn(page: Page, scenario = 'demo', options: { timeout?: number } = {}) {
  await page.goto(`/?scenario=${scenario}`)
  await submitSignIn(page, options)
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible({
    timeout: options.timeout,
  })
}

/**
 * Opens the app on a fresh copy of the demo scenario and signs in as the demo cloud's
 * administrator, in the admin project; ends on the Volumes panel. A Chinese browser gets the
 * Chinese Sign In page at once; an English one switches to it when `language` asks.
 */
export async function signInAsAdmin(page: Page, language: 'en' | 'zh-CN' = 'en') {
  await page.goto('/?scenario=demo')
  const zh = language === 'zh-CN'
  await expect(page.getByRole('heading', { name: /^(Sign In|登录)$/ })).toBeVisible({ timeout: 60_000 })
  if (zh && (await page.getByRole('heading', { name: 'Sign In' }).count()) > 0) {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click()
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
  }
  await page.getByLabel(zh ? '用户名' : 'User name').fill('admin')
  await page.getByLabel(zh ? '密码' : 'Password').fill('admin')
  await page.getByLabel(zh ? '项目' : 'Project', { exact: true }).fill('admin')
  await page.getByRole('button', { name: zh ? '登录' : 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: zh ? '云硬盘' : 'Volumes', level: 1 })).toBeVisible()
}

/**
 * Sets the demo cloud's "Transition time (ms)" on the Demo settings page and returns to the
 * Volumes panel: long enough a transition can be seen however busy the machine is.
 */
export async function setTransitionTime(page: Page, ms: number) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Demo settings' }).click()
  await expect(page.getByRole('heading', { name: 'Demo settings', level: 1 })).toBeVisible()
  await page.getByLabel('Transition time (ms)').fill(String(ms))
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Settings saved at / })).toBeVisible()
  await nav.getByRole('link', { name: 'Volumes', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
}

export function volumesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Volumes' })
}

/** The row of the volume whose name link is exactly `volumeName`. */
export function rowOf(page: Page, volumeName: string): Locator {
  return volumesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: volumeName, exact: true }) })
}

/** The cell of `row` under the column header `column` (the header row gives the index). */
export async function cellOf(page: Page, row: Locator, column: string): Promise<Locator> {
  const headers = await volumesTable(page).getByRole('columnheader').allInnerTexts()
  const index = headers.findIndex((text) => text.trim() === column)
  expect(index, `column ${column} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0)
  return row.getByRole('cell').nth(index)
}

/**
 * A table's rows once all are drawn: the rows past the viewport come a frame after the first ones,
 * and the table is aria-busy until then.
 */
export async function drawnRows(table: Locator): Promise<Locator> {
  await expect(table).not.toHaveAttribute('aria-busy', 'true')
  return table.getByRole('row')
}

/** The volume names of the rows shown, in order. */
export async function shownNames(page: Page): Promise<string[]> {
  return (await drawnRows(volumesTable(page))).getByRole('link').allInnerTexts()
}

/**
 * Types into "Filter by name" and waits for the URL, then for the table to show only matching
 * rows (until the filtered page arrives the previous rows stay on screen).
 */
export async function filterByName(page: Page, name: string) {
  await page.getByLabel('Filter by name').fill(name)
  await expect(page).toHaveURL(new RegExp(`[?&]name=${encodeURIComponent(name)}(&|$)`))
  await expect(async () => {
    const names = await shownNames(page)
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((shown) => !shown.includes(name))).toEqual([])
  }).toPass({ timeout: 20_000 })
}

/** Opens the row menu "Actions for <volume>" and returns its menu. */
export async function openRowMenu(page: Page, volumeName: string): Promise<Locator> {
  await rowOf(page, volumeName)
    .getByRole('button', { name: `Actions for ${volumeName}` })
    .click()
  const menu = page.getByRole('menu', { name: `Actions for ${volumeName}` })
  await expect(menu).toBeVisible()
  return menu
}

/**
 * The item `action` of a row menu. A disabled item carries its reason as secondary text, so
 * it is matched by its primary text rather than by its whole accessible name.
 */
export function menuItem(menu: Locator, action: string): Locator {
  return menu.getByRole('menuitem').filter({ has: menu.page().getByText(action, { exact: true }) })
}

/** Opens the row menu of `volumeName` and clicks `action` in it. */
export async function openRowAction(page: Page, volumeName: string, action: string) {
  const menu = await openRowMenu(page, volumeName)
  await menuItem(menu, action).click()
}

/**
 * A notification (notistack: role alert) with this text is shown. includeHidden: while a modal
 * dialog is open MUI hides the rest of the page (the toasts too) from assistive technology.
 */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: text })).toBeVisible()
}

/** Picks `serverName` in the "Instances" autocomplete of an attach form inside `scope`. */
export async function pickInstance(scope: Locator, serverName: string) {
  const input = scope.getByRole('combobox', { name: 'Instances' })
  await input.click()
  await input.fill(serverName)
  await scope
    .page()
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(serverName)}\\b(?!-)`) })
    .click()
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The browser's cookies for the console but the one that keeps a user's last project across
 * sign-outs for single sign-on (server/recent-project.ts): what a session leaves, and what Sign
 * Out must clear.
 */
export async function sessionCookies(context: BrowserContext, urls?: string) {
  return (await context.cookies(urls)).filter((cookie) => cookie.name !== RECENT_PROJECT_COOKIE)
}
