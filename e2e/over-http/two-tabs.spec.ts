// Two tabs racing for one volume that is not shareable, over real HTTP against one cloud: both
// open Attach for it, pick different servers and click Attach together. Exactly one wins; the
// other shows the cloud's refusal (Nova's "already attached", or Cinder's "status must be
// available" when the reservation comes first) with its request id, and once both tables have
// refreshed both show the volume in-use and attached to the winner only.
import type { Locator, Page } from '@playwright/test'
import { test } from '../page-errors'
import { cellOf, escapeRegExp, expect, expectToast, filterByName, openRowAction, pickInstance, rowOf } from '../helpers'
import { journeyWorld } from './journey-world'

/** Nova's refusal of a second attachment (R1), or Cinder's, passed on by Nova, of a second reservation. */
const REFUSAL =
  /Invalid volume: volume [0-9a-f-]+ is already attached to instances: [0-9a-f-]+|Invalid volume: Volume [0-9a-f-]+ status must be available or downloading to reserve, but the current status is [a-z-]+\./

async function signIn(page: Page, password: string) {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
}

/** Creates a volume of the default type (not shareable) and waits until it is available. */
async function createPlainVolume(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create Volume' }).click()
  const create = page.getByRole('dialog', { name: 'Create Volume' })
  await create.getByLabel('Name').fill(name)
  await create.getByLabel('Size (GiB)').fill('1')
  await expect(create.getByRole('checkbox', { name: 'Shareable (multi-attach)' })).not.toBeChecked()
  await create.getByRole('button', { name: 'Create Volume' }).click()
  await expect(create).toBeHidden()
  await filterByName(page, name)
  const row = rowOf(page, name)
  await expect(await cellOf(page, row, 'Status')).toHaveText('available', { timeout: 120_000 })
  await expect(await cellOf(page, row, 'Shareable')).toHaveText('No')
}

/** Opens Attach for `volume` and picks `server`; returns the dialog, ready to submit. */
async function prepareAttach(page: Page, volume: string, server: string): Promise<Locator> {
  await expect(await cellOf(page, rowOf(page, volume), 'Status')).toHaveText('available')
  await openRowAction(page, volume, 'Attach')
  const dialog = page.getByRole('dialog', { name: /^Attach Volume/ })
  await pickInstance(dialog, server)
  await expect(dialog.getByRole('button', { name: 'Attach', exact: true })).toBeEnabled()
  return dialog
}

interface Tab {
  page: Page
  server: string
  dialog: Locator
}

/** The one line of a tab's attach results once its run has settled, and whether it attached. */
async function settle(tab: Tab): Promise<Tab & { line: Locator; won: boolean }> {
  const line = tab.dialog.getByRole('list', { name: 'Attach results' }).getByRole('listitem')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText(/Attached|Failed/, { timeout: 120_000 })
  const won = !(await line.textContent())?.includes('Failed')
  return { ...tab, line, won }
}

/** The chip of `server` in the volume's "Attached To" cell. */
async function attachedChip(page: Page, volume: string, server: string): Promise<Locator> {
  const cell = await cellOf(page, rowOf(page, volume), 'Attached To')
  return cell.getByRole('button', { name: new RegExp(`^${escapeRegExp(server)} · `) })
}

test('two tabs attach one non-shareable volume to different servers at once: one wins, one is refused', async ({
  context,
  page,
}) => {
  // Two signed-in tabs, a volume to create and two attach runs: more than one journey's work.
  test.slow()
  const world = journeyWorld()
  const volume = `${world.prefix}-race`
  const [firstServer, secondServer] = world.servers
  await signIn(page, world.password)
  // The second tab shares the first one's session: no second Sign In.
  const second = await context.newPage()
  await second.goto('/')
  await expect(second.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

  await createPlainVolume(page, volume)
  await filterByName(second, volume)

  const tabs: Tab[] = [
    { page, server: firstServer, dialog: await prepareAttach(page, volume, firstServer) },
    { page: second, server: secondServer, dialog: await prepareAttach(second, volume, secondServer) },
  ]
  // As close together as two clicks get.
  await Promise.all(tabs.map((tab) => tab.dialog.getByRole('button', { name: 'Attach', exact: true }).click()))

  const settled = await Promise.all(tabs.map(settle))
  const winners = settled.filter((tab) => tab.won)
  const losers = settled.filter((tab) => !tab.won)
  expect(winners.map((tab) => tab.server)).toHaveLength(1)
  expect(losers.map((tab) => tab.server)).toHaveLength(1)
  const [winner] = winners
  const [loser] = losers
  if (!winner || !loser) throw new Error('one tab wins, the other is refused')

  // The loser's result line and notification carry the cloud's own refusal and its request id.
  await expect(loser.line).toContainText(REFUSAL)
  test.info().annotations.push({ type: 'refusal', description: (await loser.line.textContent()) ?? '' })
  await expect(loser.line).toContainText(/Request ID: req-/)
  await expect(loser.line.getByRole('button', { name: /^Copy request id req-/ })).toBeVisible()
  await expectToast(loser.page, new RegExp(`Could not attach ${escapeRegExp(volume)} to ${escapeRegExp(loser.server)}`))
  await expectToast(winner.page, `Attached ${volume} to ${winner.server}.`)

  // Both tables refresh (after each run, then by polling while the volume is transitional) and
  // agree: in-use, attached to the winner only.
  for (const tab of settled) {
    await tab.dialog.getByRole('button', { name: 'Close' }).click()
    await expect(tab.dialog).toBeHidden()
    await expect(await cellOf(tab.page, rowOf(tab.page, volume), 'Status')).toHaveText('in-use', { timeout: 60_000 })
    await expect(await attachedChip(tab.page, volume, winner.server)).toBeVisible({ timeout: 60_000 })
    await expect(await attachedChip(tab.page, volume, loser.server)).toHaveCount(0)
  }
})
