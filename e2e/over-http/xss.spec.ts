// Hostile names in the real deployment: the production build, with its Content-Security-Policy,
// behind its proxy. Volumes, servers and a volume type are named and described with script and
// HTML payloads (and a long right-to-left/emoji string) through the UI, then shown in every view:
// the Volumes list with its Attached To chips and "+N more" list, a volume's page, Instances,
// the row menus, Attach (listing servers), Detach, Delete and its confirmation, Volume Types,
// success toasts, an error toast (a failed delete) and a cloud error that echoes the name.
// Everywhere: the payload reads as literal text, no element is injected, window.__xss stays
// unset, no alert/confirm/prompt opens, and the page reports no Content-Security-Policy
// violation at all (an injected handler would be blocked by the policy and reported).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { test } from '../page-errors'
import { cellOf, escapeRegExp, expect, expectToast, menuItem, openRowMenu, rowOf, volumesTable } from '../helpers'
import { journeyWorld } from './journey-world'
import {
  ALERT,
  ANCHOR,
  expectClean,
  IFRAME,
  IMG,
  JS,
  RTL_SERVER,
  RTL_VOLUME,
  SCRIPT,
  SVG,
  TEMPLATE,
  watchSecurity,
} from './xss-watch'

/**
 * Signs in on the Sign In page the console's server prefilled, typing the password; returns the
 * demo cloud's own origin, read from the prefilled Keystone URL.
 */
async function signIn(page: Page, user?: { name: string; password: string; project: string }): Promise<string> {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const origin = new URL(await page.getByLabel('Keystone URL').inputValue()).origin
  if (user) {
    await page.getByLabel('User name').fill(user.name)
    await page.getByLabel('Project', { exact: true }).fill(user.project)
  }
  await page.getByLabel('Password').fill(user?.password ?? journeyWorld().password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible()
  return origin
}

/** Changes the demo cloud's settings through its control API (not an OpenStack API). */
async function demoSettings(request: APIRequestContext, origin: string, body: object) {
  const answer = await request.put(`${origin}/_demo/settings`, { data: body })
  expect(answer.ok(), `PUT ${origin}/_demo/settings`).toBe(true)
}

/** Turns the demo cloud's fault injection on (rules) or off (none). */
async function setFaults(request: APIRequestContext, origin: string, faults: object[]) {
  await demoSettings(request, origin, { settings: { faults } })
}

/**
 * The demo cloud schedules a new server on the least loaded host, which is compute-legacy, the
 * one host without multi-attach: it can take the shareable volume while this test runs.
 */
async function legacyHostMultiattach(request: APIRequestContext, origin: string, multiattach: boolean) {
  await demoSettings(request, origin, { computeHosts: [{ name: 'compute-legacy', multiattach }] })
}

function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' })
}

async function openVolumes(page: Page) {
  await nav(page).getByRole('link', { name: 'Volumes', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
}

async function openInstances(page: Page) {
  await nav(page).getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
}

function instancesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Instances' })
}

function serverRow(page: Page, name: string): Locator {
  return instancesTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) })
}

/** Launch Instance from an image, named `name`; the toast carries the name. */
async function launchInstance(page: Page, name: string) {
  await page.getByRole('button', { name: 'Launch Instance' }).click()
  const dialog = page.getByRole('dialog', { name: 'Launch Instance' })
  await dialog.getByLabel('Instance Name').fill(name)
  await dialog.getByRole('radio', { name: 'Image', exact: true }).check()
  await dialog.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^cirros/ }).click()
  await dialog.getByRole('button', { name: 'Launch Instance' }).click()
  // The toast first: it hides itself after a few seconds, which the dialog's exit can take on a busy machine.
  await expectToast(page, `Instance ${name} is being launched`)
  await expect(dialog).toBeHidden()
}

/** Create Volume with this name and description; the toast carries the name. */
async function createVolume(page: Page, name: string, description: string, shareable = false) {
  await page.getByRole('button', { name: 'Create Volume' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Volume' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill(description)
  await dialog.getByLabel('Size (GiB)').fill('1')
  if (shareable) await dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' }).check()
  await expect(dialog.getByRole('combobox', { name: 'Volume Type' })).not.toHaveText(/^\s*$/)
  await dialog.getByRole('button', { name: 'Create Volume' }).click()
  await expectToast(page, `Volume ${name} is being created`)
  await expect(dialog).toBeHidden()
}

/** A chip of the Attached To cell: `<server> · <device> · <mode>`. */
function chipOf(scope: Locator, server: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(server)} · `) })
}

test.describe('script and HTML in names and descriptions stay text (production build, CSP)', () => {
  /** The demo cloud's origin once known, so what the test changed there is put back whatever happens. */
  let cloud: string | null = null
  test.afterEach(async ({ request }) => {
    if (!cloud) return
    await setFaults(request, cloud, [])
    await legacyHostMultiattach(request, cloud, false)
    cloud = null
  })

  test('volumes and servers with hostile names, in every view, toast and error', async ({ page, request }) => {
    test.setTimeout(420_000)
    const events = await watchSecurity(page)
    const origin = await signIn(page)
    cloud = origin
    await legacyHostMultiattach(request, origin, true)
    await expectClean(page, events, 'Volumes after sign in')
    // A member has no Admin section (Volume Types): the admin's journey below covers it.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)

    // Three servers, through Launch Instance.
    const servers = [SCRIPT, ALERT, RTL_SERVER]
    await openInstances(page)
    for (const server of servers) await launchInstance(page, server)
    for (const server of servers) {
      await expect(serverRow(page, server)).toContainText('ACTIVE', { timeout: 60_000 })
      await expect(instancesTable(page).getByText(server, { exact: true })).toBeVisible()
    }
    await expectClean(page, events, 'Instances and Launch Instance')

    // Four volumes, through Create Volume; the first one shareable.
    await openVolumes(page)
    const volumes: Array<[name: string, description: string]> = [
      [IMG, IFRAME],
      [SVG, ANCHOR],
      [RTL_VOLUME, TEMPLATE],
      [JS, SCRIPT],
    ]
    for (const [index, [name, description]] of volumes.entries()) {
      await createVolume(page, name, description, index === 0)
    }
    for (const [name] of volumes) {
      await expect(volumesTable(page).getByRole('link', { name, exact: true })).toBeVisible()
      await expect(volumesTable(page).getByText(name, { exact: true })).toBeVisible()
      await expect(await cellOf(page, rowOf(page, name), 'Status')).toHaveText('available', { timeout: 60_000 })
    }
    await expect(await cellOf(page, rowOf(page, IMG), 'Shareable')).toHaveText('Yes')
    await expectClean(page, events, 'Volumes list and Create Volume')

    // The name filter, whose value goes to the URL and back.
    await page.getByLabel('Filter by name').fill(SVG)
    await expect(page).toHaveURL(/[?&]name=/)
    await expect(async () => {
      const names = await volumesTable(page).getByRole('row').getByRole('link').allInnerTexts()
      expect(names).toEqual([SVG])
    }).toPass({ timeout: 20_000 })
    await expect(page.getByLabel('Filter by name')).toHaveValue(SVG)
    await expectClean(page, events, 'the filtered Volumes list')
    await page.getByLabel('Filter by name').fill('')
    await expect(volumesTable(page).getByRole('link', { name: IMG, exact: true })).toBeVisible()

    // The row menu and Attach, which lists the servers by name; attach the shareable one to all three.
    const menu = await openRowMenu(page, IMG)
    await expect(menuItem(menu, 'Delete Volume')).toBeVisible()
    await expectClean(page, events, 'the row actions menu')
    await menuItem(menu, 'Attach').click()
    const attach = page.getByRole('dialog', { name: /^Attach Volume/ })
    await expect(attach.getByText(IMG, { exact: true })).toBeVisible()
    const instances = attach.getByRole('combobox', { name: 'Instances' })
    await instances.click()
    for (const server of servers) {
      await expect(page.getByRole('listbox').getByText(server, { exact: true })).toBeVisible()
    }
    await expectClean(page, events, "Attach's list of servers")
    for (const server of servers) {
      await instances.click()
      await instances.fill(server)
      await page
        .getByRole('option')
        .filter({ has: page.getByText(server, { exact: true }) })
        .click()
    }
    await attach.getByRole('button', { name: 'Attach', exact: true }).click()
    // One toast once all are done, naming the volume and the servers (in the list's order).
    const attached = page.getByRole('alert', { includeHidden: true }).filter({ hasText: `Attached ${IMG} to ` })
    await expect(attached).toBeVisible({ timeout: 120_000 })
    for (const server of servers) await expect(attached).toContainText(server)
    const results = attach.getByRole('list', { name: 'Attach results' })
    for (const server of servers) {
      await expect(results.getByRole('listitem').filter({ hasText: server })).toContainText('Attached')
    }
    await expectClean(page, events, 'Attach and its results')
    await attach.getByRole('button', { name: 'Close' }).click()
    await expect(attach).toBeHidden()

    // Attached To: one chip with its whole name (two would each be cut at 1280 px), then "+2 more",
    // whose list has all three.
    const attachedTo = await cellOf(page, rowOf(page, IMG), 'Attached To')
    await expect(attachedTo.getByRole('button', { name: / · .* · RW$/ })).toHaveCount(1, { timeout: 120_000 })
    const more = attachedTo.getByRole('button', { name: `Show all 3 attachments of ${IMG}` })
    await expect(more).toHaveText('+2 more')
    await more.click()
    const popover = page.getByRole('dialog', { name: `Attached To: ${IMG}` })
    await expect(popover.getByRole('heading', { name: `Attached To: ${IMG}` })).toBeVisible()
    const list = popover.getByRole('list', { name: `Attachments of ${IMG}` })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    for (const server of servers) {
      await expect(list.getByRole('listitem').filter({ hasText: server })).toHaveCount(1)
      await expect(list.getByRole('button', { name: new RegExp(`^Detach ${escapeRegExp(server)} · `) })).toBeVisible()
    }
    await popover.getByLabel('Search attachments').fill(ALERT)
    await expect(popover.getByRole('status')).toHaveText('1 of 3 attachments')
    await expectClean(page, events, 'the "+N more" list of attachments')
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()

    // A volume's page: name, description and attachments.
    await volumesTable(page).getByRole('link', { name: IMG, exact: true }).click()
    await expect(page.getByRole('heading', { name: IMG, level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(IMG, { exact: true })).toBeVisible()
    await expect(page.getByText(IFRAME, { exact: true })).toBeVisible()
    for (const server of servers) await expect(page.getByText(server).first()).toBeVisible()
    await expectClean(page, events, 'the page of a volume')
    for (const [name, description] of volumes.slice(2)) {
      await openVolumes(page)
      await volumesTable(page).getByRole('link', { name, exact: true }).click()
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
      await expect(page.getByText(description, { exact: true })).toBeVisible()
      await expectClean(page, events, `the page of volume ${name}`)
    }

    // Instances: the names, their volumes, a row menu and Detach Volume listing the volume.
    await openInstances(page)
    for (const server of servers) {
      await expect(instancesTable(page).getByText(server, { exact: true })).toBeVisible()
      await expect(serverRow(page, server)).toContainText(IMG)
    }
    await serverRow(page, ALERT)
      .getByRole('button', { name: `Actions for ${ALERT}` })
      .click()
    const serverMenu = page.getByRole('menu', { name: `Actions for ${ALERT}` })
    await expect(serverMenu).toBeVisible()
    await expectClean(page, events, 'the menu of a server')
    await menuItem(serverMenu, 'Detach Volume').click()
    const detachFromServer = page.getByRole('dialog', { name: /^Detach Volume/ })
    await expect(detachFromServer.getByText(ALERT, { exact: true })).toBeVisible()
    await expect(detachFromServer.getByRole('radio', { name: new RegExp(`^${escapeRegExp(IMG)} · `) })).toBeVisible()
    await expectClean(page, events, 'Detach Volume of a server')
    await detachFromServer.getByRole('button', { name: 'Cancel' }).click()
    await expect(detachFromServer).toBeHidden()

    // Detach from a chip's menu (the server the cell names in full): the menu and the toast carry both names.
    await openVolumes(page)
    const cell = await cellOf(page, rowOf(page, IMG), 'Attached To')
    const shownChip = cell.getByRole('button', { name: / · .* · RW$/ })
    await expect(shownChip).toHaveCount(1, { timeout: 120_000 })
    const shownName = (await shownChip.getAttribute('aria-label')) ?? ''
    const shown = servers.find((server) => shownName.startsWith(`${server} · `)) ?? SCRIPT
    await chipOf(cell, shown).click()
    const chipMenu = page.getByRole('menu', { name: `Attachment ${shown} · ` })
    await expect(chipMenu).toBeVisible()
    await expectClean(page, events, 'the Detach menu of an attachment')
    await chipMenu.getByRole('menuitem', { name: 'Detach' }).click()
    await expectToast(page, `Detached ${IMG} from ${shown}.`)
    await expect(chipOf(cell, shown)).toHaveCount(0, { timeout: 120_000 })
    await expectClean(page, events, 'the toast of a detach')

    // Delete, refused by the cloud first: the confirmation and the error toast carry the name.
    await setFaults(request, origin, [{ kind: 'error', rate: 1, status: 500, methods: ['DELETE'], path: '/volumes/' }])
    const rowMenu = await openRowMenu(page, SVG)
    await menuItem(rowMenu, 'Delete Volume').click()
    const confirm = page.getByRole('dialog', { name: 'Delete Volume' })
    await expect(confirm.getByRole('list', { name: 'Volumes to delete' }).getByText(SVG, { exact: true })).toBeVisible()
    await expectClean(page, events, 'the Delete confirmation')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, `Could not delete ${SVG}`)
    await expectToast(page, '(injected fault)')
    await expect(confirm).toContainText('(injected fault)')
    await expectClean(page, events, 'the error toast of a failed delete')
    await confirm.getByRole('button', { name: 'Close' }).click()
    await expect(confirm).toBeHidden()
    await setFaults(request, origin, [])
    const again = await openRowMenu(page, SVG)
    await menuItem(again, 'Delete Volume').click()
    const confirmAgain = page.getByRole('dialog', { name: 'Delete Volume' })
    await confirmAgain.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Deleting 1 volume')
    await expect(confirmAgain).toBeHidden()
    await expect(volumesTable(page).getByRole('link', { name: SVG, exact: true })).toHaveCount(0, { timeout: 120_000 })

    await expectClean(page, events, 'the whole journey')
  })

  test('an admin names a volume type with a payload; the cloud echoes it in its refusal', async ({ page }) => {
    test.setTimeout(180_000)
    const events = await watchSecurity(page)
    await signIn(page, { name: 'admin', password: 'admin', project: 'admin' })
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Volume Types' }).click()
    await expect(page.getByRole('heading', { name: 'Volume Types', level: 1 })).toBeVisible()
    const table = page.getByRole('table', { name: 'Volume Types' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()

    const create = async () => {
      await page.getByRole('button', { name: 'Create Volume Type' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create Volume Type' })
      await dialog.getByLabel('Name').fill(SVG)
      await dialog.getByLabel('Description').fill(IMG)
      await dialog.getByRole('button', { name: 'Create Volume Type' }).click()
      return dialog
    }
    const first = await create()
    await expectToast(page, `Volume type ${SVG} created`)
    await expect(first).toBeHidden()
    const row = table.getByRole('row').filter({ has: page.getByText(SVG, { exact: true }) })
    await expect(row).toBeVisible()
    await expect(row.getByText(IMG, { exact: true })).toBeVisible()
    await expectClean(page, events, 'Volume Types')

    // The same name again: Cinder's 409 repeats the name in its message, shown in the form.
    const second = await create()
    const refusal = second.getByRole('alert')
    await expect(refusal).toContainText('The volume type was not created')
    await expect(refusal).toContainText(`Volume Type ${SVG} already exists.`)
    await expectClean(page, events, "the cloud's refusal echoing the name")
    await second.getByRole('button', { name: 'Cancel' }).click()
    await expect(second).toBeHidden()

    // The new type is offered by name in Create Volume.
    // Exact names: until the Volumes page has replaced Volume Types, "Create Volume" would also
    // find its "Create Volume Type" button and dialog.
    await nav(page).getByRole('link', { name: 'Volumes', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Create Volume', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume', exact: true })
    await dialog.getByRole('combobox', { name: 'Volume Type' }).click()
    await expect(page.getByRole('option').filter({ has: page.getByText(SVG, { exact: true }) })).toBeVisible()
    await expectClean(page, events, 'the volume types offered by Create Volume')
    await page.keyboard.press('Escape')
    await expectClean(page, events, 'the whole admin journey')
  })
})
