// Accessibility: axe (WCAG 2.0/2.1 A and AA) finds nothing on every page and with every
// dialog, menu and popover open, in the light theme, and for Sign In and Volumes with each of its
// dialogs, menus and popovers in the dark one too. A violation fails with its rule id, impact,
// help and the elements it was found on, so the report says what to fix. Each step is a soft
// assertion: one run lists every page's violations.
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import {
  expect,
  filterByName,
  JOURNEY_TIMEOUT,
  menuItem,
  openRowAction,
  openRowMenu,
  rowOf,
  signIn,
  signInAsAdmin,
} from './helpers'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function closeDialog(page: Page, dialog: Locator, button = 'Cancel') {
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toBeHidden()
}

/**
 * axe in the light scheme, then in the dark one on the same screen (the console follows the
 * system's setting live), then light again: the dialog, menu or popover stays open between them.
 */
async function inBothSchemes(page: Page, state: string) {
  const html = page.locator('html')
  await expectAccessible(page, state)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveClass(/\bdark\b/)
  await expectAccessible(page, `${state} (dark)`)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveClass(/\blight\b/)
}

/** The Volumes page, then each volume dialog, menu and popover from its rows, in both schemes. */
async function volumesPageAndDialogs(page: Page) {
  await inBothSchemes(page, 'Volumes')

  // A row's actions menu.
  await openRowMenu(page, 'shared-empty')
  await inBothSchemes(page, 'row actions menu')
  await page.keyboard.press('Escape')

  // Create Volume.
  await page.getByRole('button', { name: 'Create Volume' }).click()
  const create = page.getByRole('dialog', { name: 'Create Volume' })
  await expect(create.getByLabel('Name')).toBeVisible()
  await inBothSchemes(page, 'Create Volume')
  await closeDialog(page, create)

  // Attach Volume, with the instances list open.
  await openRowAction(page, 'shared-empty', 'Attach')
  const attach = page.getByRole('dialog', { name: /^Attach Volume/ })
  await expect(attach.getByRole('combobox', { name: 'Instances' })).toBeVisible()
  await inBothSchemes(page, 'Attach Volume')
  await attach.getByRole('combobox', { name: 'Instances' }).click()
  await expect(page.getByRole('option').first()).toBeVisible()
  await inBothSchemes(page, 'Attach Volume, instances listed')
  await page.keyboard.press('Escape')
  await closeDialog(page, attach)

  // Manage Attachments of the database pair's volume.
  await filterByName(page, 'pg-shared-data')
  await openRowAction(page, 'pg-shared-data', 'Manage Attachments')
  const manage = page.getByRole('dialog', { name: /Attachments/ })
  await expect(manage.getByText('db-primary').first()).toBeVisible()
  await inBothSchemes(page, 'Manage Attachments')
  await closeDialog(page, manage, 'Close')

  // A chip's menu.
  await rowOf(page, 'pg-shared-data')
    .getByRole('button', { name: /^db-primary · / })
    .click()
  await expect(page.getByRole('menu', { name: /^Attachment db-primary/ })).toBeVisible()
  await inBothSchemes(page, 'attachment chip menu')
  await page.keyboard.press('Escape')

  // "+N more": every attachment of the dataset on twelve workers.
  await filterByName(page, 'imagenet-dataset')
  await rowOf(page, 'imagenet-dataset')
    .getByRole('button', { name: /^Show all \d+ attachments of imagenet-dataset$/ })
    .click()
  const popover = page.getByRole('dialog', { name: 'Attached To: imagenet-dataset' })
  await expect(popover.getByRole('listitem').first()).toBeVisible()
  await inBothSchemes(page, '"+N more" attachments popover')
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()

  // Extend.
  await filterByName(page, 'scratch-01')
  await openRowAction(page, 'scratch-01', 'Extend Volume')
  const extend = page.getByRole('dialog', { name: 'Extend Volume' })
  await inBothSchemes(page, 'Extend Volume')
  await closeDialog(page, extend)

  // Change Volume Type, with its list of types open.
  await openRowAction(page, 'scratch-01', 'Change Volume Type')
  const retype = page.getByRole('dialog', { name: 'Change Volume Type' })
  await inBothSchemes(page, 'Change Volume Type')
  await retype.getByRole('combobox', { name: 'Volume Type' }).click()
  await expect(page.getByRole('option', { name: /^multiattach/ })).toBeVisible()
  await inBothSchemes(page, 'Change Volume Type, types listed')
  await page.keyboard.press('Escape')
  await closeDialog(page, retype)

  // Delete confirmation.
  await openRowAction(page, 'scratch-01', 'Delete Volume')
  const remove = page.getByRole('dialog', { name: 'Delete Volume' })
  // Checked once it is ready, as the user sees it: the volume's snapshots counted, Delete offered
  // (the button's colours change as it is enabled).
  await expect(remove.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled()
  await inBothSchemes(page, 'Delete Volume')
  await closeDialog(page, remove)
}

test.describe('Accessibility (axe, WCAG 2.1 AA)', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 3 })

  test('Sign In, light and dark', async ({ page }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await inBothSchemes(page, 'Sign In')
  })

  test('Volumes and its dialogs, menus and popovers, light and dark', async ({ page }) => {
    await signIn(page)
    await volumesPageAndDialogs(page)
  })

  test('volume detail', async ({ page }) => {
    await signIn(page)
    await filterByName(page, 'pg-shared-data')
    await rowOf(page, 'pg-shared-data').getByRole('link', { name: 'pg-shared-data', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Attachments', level: 2 })).toBeVisible()
    // The snapshots are asked for when their section comes into view.
    await page.getByRole('heading', { name: 'Snapshots', level: 2 }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('table', { name: 'Snapshots of pg-shared-data' })).toBeVisible()
    await page.getByRole('heading', { name: 'Backups', level: 2 }).scrollIntoViewIfNeeded()
    await expect(page.getByText('No backups')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
    await expectAccessible(page, 'volume detail')
  })

  test('Overview: the quotas, every volume type shown', async ({ page }) => {
    await signIn(page)
    await nav(page).getByRole('link', { name: 'Overview' }).click()
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: /^Show all types/ }).click()
    await expect(page.getByRole('row').filter({ hasText: 'encrypted-shared' })).toBeVisible()
    await expectAccessible(page, 'Overview')
  })

  test('Snapshots, and the snapshot dialogs of a volume', async ({ page }) => {
    await signIn(page)
    await openRowAction(page, 'pg-shared-data', 'Create Snapshot')
    const create = page.getByRole('dialog', { name: 'Create Snapshot' })
    await expect(create.getByText(/Several servers write to this shared volume/)).toBeVisible()
    await expectAccessible(page, 'Create Snapshot')
    await closeDialog(page, create)
    await openRowAction(page, 'pg-shared-data', 'Revert to Snapshot')
    const revert = page.getByRole('dialog', { name: 'Revert to Snapshot' })
    await expect(revert.getByRole('status')).toBeVisible()
    await expectAccessible(page, 'Revert to Snapshot')
    await closeDialog(page, revert)

    await nav(page).getByRole('link', { name: 'Snapshots' }).click()
    await expect(page.getByRole('heading', { name: 'Snapshots', level: 1 })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ snapshots?$/ })).toBeVisible()
    await expectAccessible(page, 'Snapshots')
    await page.getByRole('button', { name: 'Actions for pg-nightly' }).click()
    await expect(page.getByRole('menu', { name: 'Actions for pg-nightly' })).toBeVisible()
    await expectAccessible(page, 'snapshot row actions menu')
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'pg-nightly', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'pg-nightly', level: 1 })).toBeVisible()
    await expectAccessible(page, 'snapshot detail')
  })

  test('Backups, Create Backup and Restore Backup', async ({ page }) => {
    await signIn(page)
    await openRowAction(page, 'scratch-01', 'Create Backup')
    const create = page.getByRole('dialog', { name: 'Create Backup' })
    await expect(create.getByLabel('Backup Name')).toBeVisible()
    await expectAccessible(page, 'Create Backup')
    await create.getByLabel('Backup Name').fill('scratch-bk')
    await create.getByRole('button', { name: 'Create Backup' }).click()
    await expect(create).toBeHidden()

    await nav(page).getByRole('link', { name: 'Backups' }).click()
    await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible()
    const row = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ hasText: 'scratch-bk' })
    await expect(row.getByRole('status')).toHaveText('available')
    await expectAccessible(page, 'Backups')
    await row.getByRole('button', { name: 'Actions for scratch-bk' }).click()
    await menuItem(page.getByRole('menu', { name: 'Actions for scratch-bk' }), 'Restore Backup').click()
    const restore = page.getByRole('dialog', { name: 'Restore Backup' })
    await restore.getByRole('radio', { name: 'An existing volume (overwritten)' }).check()
    await expect(restore.getByRole('combobox', { name: 'Volume to overwrite' })).toBeVisible()
    await expectAccessible(page, 'Restore Backup')
    await closeDialog(page, restore)

    await page.getByRole('link', { name: 'scratch-bk', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'scratch-bk', level: 1 })).toBeVisible()
    await expectAccessible(page, 'backup detail')
    await page.getByRole('toolbar', { name: 'Backup actions' }).getByRole('button', { name: 'Edit Backup' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Backup' })
    await expect(edit.getByLabel('Name')).toHaveValue('scratch-bk')
    await expectAccessible(page, 'Edit Backup')
    await closeDialog(page, edit)
  })

  test("an administrator's backup actions: Reset Backup Status and Force Delete Backup", async ({ page }) => {
    await signInAsAdmin(page)
    await openRowAction(page, 'admin-tools', 'Create Backup')
    const create = page.getByRole('dialog', { name: 'Create Backup' })
    await create.getByLabel('Backup Name').fill('tools-bk')
    await create.getByRole('button', { name: 'Create Backup' }).click()
    await expect(create).toBeHidden()
    await nav(page).getByRole('link', { name: 'Backups' }).click()
    await page.getByRole('table', { name: 'Backups' }).getByRole('link', { name: 'tools-bk' }).click()
    await expect(page.getByRole('heading', { name: 'tools-bk', level: 1 })).toBeVisible()
    const actions = page.getByRole('toolbar', { name: 'Backup actions' })
    await expect(page.getByRole('status').filter({ hasText: 'available' }).first()).toBeVisible()
    await actions.getByRole('button', { name: 'Reset Backup Status' }).click()
    const reset = page.getByRole('dialog', { name: 'Reset Backup Status' })
    await expect(reset.getByRole('radio', { name: 'error' })).toBeChecked()
    await expectAccessible(page, 'Reset Backup Status')
    await closeDialog(page, reset)
    await actions.getByRole('button', { name: 'Force Delete Backup' }).click()
    const force = page.getByRole('dialog', { name: 'Force Delete Backup' })
    await expect(force.getByRole('button', { name: 'Force Delete' })).toBeVisible()
    await expectAccessible(page, 'Force Delete Backup')
    await closeDialog(page, force)
  })

  test('Instances, Launch Instance and Attach Volume from an instance', async ({ page }) => {
    await signIn(page)
    await nav(page).getByRole('link', { name: 'Instances' }).click()
    await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ instances?$/ })).toBeVisible()
    await expectAccessible(page, 'Instances')

    await page.getByRole('button', { name: 'Launch Instance' }).click()
    const launch = page.getByRole('dialog', { name: 'Launch Instance' })
    await expect(launch.getByLabel('Instance Name')).toBeVisible()
    await expectAccessible(page, 'Launch Instance')
    await closeDialog(page, launch)

    const table = page.getByRole('table', { name: 'Instances' })
    await table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'web-1', exact: true }) })
      .getByRole('button', { name: 'Actions for web-1' })
      .click()
    const menu = page.getByRole('menu', { name: 'Actions for web-1' })
    await menuItem(menu, 'Attach Volume').click()
    const attach = page.getByRole('dialog', { name: 'Attach Volume web-1' })
    await expect(attach.getByRole('combobox', { name: 'Volume' })).toBeVisible()
    await expectAccessible(page, 'Attach Volume from an instance')
    await attach.getByRole('combobox', { name: 'Volume' }).click()
    await expect(page.getByRole('option').first()).toBeVisible()
    await expectAccessible(page, 'Attach Volume from an instance, volumes listed')
    await page.keyboard.press('Escape')
    await closeDialog(page, attach)
  })

  test('Admin › Volume Types', async ({ page }) => {
    await signInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Volume Types' }).click()
    await expect(page.getByRole('heading', { name: 'Volume Types', level: 1 })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('table', { name: 'Volume Types' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
    await expectAccessible(page, 'Admin › Volume Types')

    await page.getByRole('button', { name: 'Create Volume Type' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume Type' })
    await expect(dialog.getByLabel('Name')).toBeVisible()
    await expectAccessible(page, 'Create Volume Type')
    await closeDialog(page, dialog)
  })

  test('All my volumes, and the project and region menus', async ({ page }) => {
    await signIn(page)
    await nav(page).getByRole('link', { name: 'All my volumes' }).click()
    await expect(page.getByRole('heading', { name: 'All my volumes', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'All my volumes' })).toBeVisible()
    await expectAccessible(page, 'All my volumes')
    await page.getByRole('button', { name: 'Project: demo' }).click()
    await expect(page.getByRole('menuitemradio', { name: /^staging/ })).toBeVisible()
    await expectAccessible(page, 'project menu')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Region: RegionOne' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'RegionTwo' })).toBeVisible()
    await expectAccessible(page, 'region menu')
    await page.keyboard.press('Escape')
  })

  test('Demo settings', async ({ page }) => {
    await signIn(page)
    await nav(page).getByRole('link', { name: 'Demo settings' }).click()
    await expect(page.getByRole('heading', { name: 'Demo settings', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible()
    await expectAccessible(page, 'Demo settings')
  })

  test('the session-expired Sign In dialog', async ({ page }) => {
    // The empty cloud: nothing in it is transitional, so no list poll meets the ended token
    // (and brings the dialog over the menu) before the click does.
    await signIn(page, 'empty')
    const expired = await page.evaluate(async () => {
      const answer = await fetch('/_demo/expire-tokens', { method: 'POST', headers: { Accept: 'application/json' } })
      return ((await answer.json()) as { expired: number }).expired
    })
    expect(expired).toBeGreaterThan(0)
    // Any request now meets a 401, which opens the dialog.
    await nav(page).getByRole('link', { name: 'Instances' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Password')).toBeFocused()
    await expectAccessible(page, 'session-expired Sign In dialog')
  })

  test('Simplified Chinese: Sign In, Volumes and the language menu', async ({ page }) => {
    await page.goto('/?scenario=demo')
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click()
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
    await expectAccessible(page, 'Sign In (zh-CN)')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('heading', { name: '云硬盘', level: 1 })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ 个云硬盘$/ })).toBeVisible()
    await expectAccessible(page, 'Volumes (zh-CN)')
    await page.getByRole('button', { name: '语言：简体中文' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectAccessible(page, 'language menu (zh-CN)')
  })
})
