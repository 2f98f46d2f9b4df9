// Keyboard only: every step of these journeys is a key press (Tab, Shift+Tab, Enter, Space,
// Escape, arrows, typing), and focus is asserted where it should be after each. Set-up that is
// not part of the journey (signing in, the demo cloud's settings) goes the ordinary way.
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { cellOf, expect, expectToast, filterByName, JOURNEY_TIMEOUT, rowOf, signIn, volumesTable } from './helpers'

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, at most `max` times: the
 * target must be reachable from where the focus is, in the direction given.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80) {
  await expect(target).toBeVisible()
  const focused = () => target.evaluate((element) => element === document.activeElement)
  for (let presses = 0; presses < max && !(await focused()); presses++) await page.keyboard.press(key)
  await expect(target).toBeFocused()
}

/** Tabs to "Filter by name" and types `name`; waits for the table to show only matching rows. */
async function filterByKeyboard(page: Page, name: string) {
  const filter = page.getByRole('textbox', { name: 'Filter by name' })
  await tabTo(page, filter)
  await page.keyboard.type(name)
  await expect(page).toHaveURL(new RegExp(`[?&]name=${encodeURIComponent(name)}(&|$)`))
  await expect(async () => {
    const names = await volumesTable(page).getByRole('row').getByRole('link').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((shown) => !shown.includes(name))).toEqual([])
  }).toPass({ timeout: 20_000 })
}

/** PUT /_demo/settings: the demo cloud's own control, not part of any journey. */
async function demoSettings(page: Page, settings: Record<string, unknown>) {
  const status = await page.evaluate(async (body) => {
    const answer = await fetch('/_demo/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ settings: body }),
    })
    return answer.status
  }, settings)
  expect(status).toBe(200)
}

test.describe('Keyboard only', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('row menu › Attach: pick a server, choose Read-only, submit, close', async ({ page }) => {
    await signIn(page)
    await filterByKeyboard(page, 'shared-empty')
    const actions = rowOf(page, 'shared-empty').getByRole('button', { name: 'Actions for shared-empty' })
    await tabTo(page, actions)

    // Enter opens the menu on its first item, Attach; the arrows move through the items.
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Actions for shared-empty' })
    const attachItem = menu.getByRole('menuitem', { name: 'Attach', exact: true })
    await expect(attachItem).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Manage Attachments' })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(attachItem).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()

    const dialog = page.getByRole('dialog', { name: /^Attach Volume/ })
    await expect(dialog).toContainText('shared-empty')
    const instances = dialog.getByRole('combobox', { name: 'Instances' })
    await tabTo(page, instances)
    await page.keyboard.type('web-1')
    const option = page.getByRole('option', { name: /^web-1\b(?!-)/ })
    await expect(option).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(instances).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { name: /^web-1\b/ })).toBeVisible()
    await expect(instances).toBeFocused()

    // The radio group is one stop; the arrow keys move and choose within it.
    const readWrite = dialog.getByRole('radio', { name: 'Read/Write (rw)' })
    const readOnly = dialog.getByRole('radio', { name: 'Read-only (ro)' })
    await tabTo(page, readWrite)
    await page.keyboard.press('ArrowRight')
    await expect(readOnly).toBeFocused()
    await expect(readOnly).toBeChecked()

    const attach = dialog.getByRole('button', { name: 'Attach', exact: true })
    await tabTo(page, attach)
    await page.keyboard.press('Enter')
    const results = dialog.getByRole('list', { name: 'Attach results' })
    await expect(results.getByRole('listitem').filter({ hasText: 'web-1' })).toContainText('Attached')
    await expectToast(page, 'Attached shared-empty to web-1.')

    const close = dialog.getByRole('button', { name: 'Close', exact: true })
    await tabTo(page, close, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    // Back where the user started from.
    await expect(actions).toBeFocused()
    const attachedTo = await cellOf(page, rowOf(page, 'shared-empty'), 'Attached To')
    await expect(attachedTo.getByRole('button', { name: /^web-1 · .* · RO$/ })).toBeVisible()
  })

  test('"+N more": open the popover, search it, detach one attachment from it', async ({ page }) => {
    await signIn(page)
    await filterByKeyboard(page, 'imagenet-dataset')
    const more = rowOf(page, 'imagenet-dataset').getByRole('button', {
      name: 'Show all 12 attachments of imagenet-dataset',
    })
    await tabTo(page, more)
    await page.keyboard.press('Enter')

    const popover = page.getByRole('dialog', { name: 'Attached To: imagenet-dataset' })
    const search = popover.getByRole('textbox', { name: 'Search attachments' })
    await expect(search).toBeFocused()
    await expect(popover.getByRole('status')).toHaveText('12 attachments')
    await page.keyboard.type('worker-07')
    await expect(popover.getByRole('status')).toHaveText('1 of 12 attachments')
    const list = popover.getByRole('list', { name: 'Attachments of imagenet-dataset' })
    await expect(list.getByRole('listitem')).toHaveCount(1)

    const detach = list.getByRole('button', { name: /^Detach worker-07 · / })
    await tabTo(page, detach)
    await page.keyboard.press('Enter')
    await expectToast(page, 'Detached imagenet-dataset from worker-07.')
    await expect(popover.getByRole('status')).toHaveText('0 of 11 attachments')
    // The button is gone with its attachment; the focus stays in the popover, on the search.
    await expect(search).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    await expect(
      rowOf(page, 'imagenet-dataset').getByRole('button', { name: /^Show all 11 attachments/ }),
    ).toBeFocused()
  })

  test("a chip's menu opens with Enter and closes with Escape, focus back on the chip", async ({ page }) => {
    await signIn(page)
    await filterByKeyboard(page, 'pg-shared-data')
    const chip = rowOf(page, 'pg-shared-data').getByRole('button', { name: /^db-primary · / })
    await tabTo(page, chip)
    const chipName = (await chip.textContent()) ?? ''

    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: `Attachment ${chipName}` })
    await expect(menu.getByRole('menuitem', { name: 'Detach' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(chip).toBeFocused()

    // Space opens it too.
    await page.keyboard.press('Space')
    await expect(menu.getByRole('menuitem', { name: 'Detach' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(chip).toBeFocused()
  })

  test('Create Volume opens from its button and cancels back to it', async ({ page }) => {
    await signIn(page)
    const create = page.getByRole('button', { name: 'Create Volume' })
    await tabTo(page, create)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create Volume' })
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await expect(name).toBeVisible()

    const cancel = dialog.getByRole('button', { name: 'Cancel' })
    await tabTo(page, cancel)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(create).toBeFocused()

    // Escape cancels as well.
    await page.keyboard.press('Enter')
    await expect(name).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(create).toBeFocused()
  })
})

test.describe('Progress is announced', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('loading the volumes, their count and a transitional status are live regions (role status)', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    // The volume list answers slowly, so its loading state can be seen; transitions last.
    await demoSettings(page, {
      transitionMs: 8000,
      faults: [{ kind: 'slow', rate: 1, delayMs: 4000, methods: ['GET'], path: '/volumes/detail' }],
    })
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading volumes…' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading volumes…' })).toHaveCount(0)
    await demoSettings(page, { faults: [] })

    // A status that is on its way somewhere (extending) is announced as it changes.
    await filterByName(page, 'scratch-01')
    const row = rowOf(page, 'scratch-01')
    await expect((await cellOf(page, row, 'Status')).getByRole('status')).toHaveText('available')
    await row.getByRole('button', { name: 'Actions for scratch-01' }).click()
    await page
      .getByRole('menu', { name: 'Actions for scratch-01' })
      .getByRole('menuitem', { name: 'Extend Volume' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Extend Volume' })
    await dialog.getByRole('button', { name: 'Extend Volume' }).click()
    await expect(dialog).toBeHidden()
    await expect((await cellOf(page, row, 'Status')).getByRole('status')).toHaveText('extending')
    await expect((await cellOf(page, row, 'Status')).getByRole('status')).toHaveText('available', { timeout: 30_000 })
  })
})
