// One journey over real HTTP, through the production build and its proxy: sign in, create a
// shareable volume, attach it to two servers (read/write and, where the cloud can, read-only),
// detach one. On a real cloud without the attach-mode extension, read-only shows as disabled
// with its reason and both attachments are read/write.
import { test } from '../page-errors'
import { cellOf, escapeRegExp, expect, expectToast, filterByName, openRowAction, pickInstance, rowOf } from '../helpers'
import { journeyWorld } from './journey-world'

test('signs in through the proxy, creates a shareable volume, attaches it to two servers, detaches one', async ({
  page,
  baseURL,
}) => {
  const world = journeyWorld()
  const real = world.cloud === 'real'
  const [first, second] = world.servers
  const name = `${world.prefix}-shared`
  const consoleOrigin = new URL(baseURL ?? '').origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== consoleOrigin) elsewhere.push(request.url())
  })

  // Sign In, prefilled by the console's server from OS_*; the password is typed.
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByLabel('Keystone URL')).toHaveValue(/^https?:\/\/.+/)
  await expect(page.getByLabel('User name')).not.toHaveValue('')
  await expect(page.getByLabel('Password')).toHaveValue('')
  await page.getByLabel('Password').fill(world.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

  // Create a shareable volume.
  await page.getByRole('button', { name: 'Create Volume' }).click()
  const create = page.getByRole('dialog', { name: 'Create Volume' })
  await create.getByLabel('Name').fill(name)
  await create.getByLabel('Size (GiB)').fill('1')
  await create.getByRole('checkbox', { name: 'Shareable (multi-attach)' }).check()
  await expect(create.getByRole('combobox', { name: 'Volume Type' })).not.toHaveText(/^\s*$/)
  await create.getByRole('button', { name: 'Create Volume' }).click()
  await expect(create).toBeHidden()
  await expectToast(page, `Volume ${name} is being created`)
  await filterByName(page, name)
  const row = rowOf(page, name)
  await expect(await cellOf(page, row, 'Status')).toHaveText('available', { timeout: 120_000 })
  await expect(await cellOf(page, row, 'Shareable')).toHaveText('Yes')

  // Attach it to the first server read/write, then to the second.
  await openRowAction(page, name, 'Attach')
  const attach = page.getByRole('dialog', { name: /^Attach Volume/ })
  const results = attach.getByRole('list', { name: 'Attach results' })
  await pickInstance(attach, first)
  await expect(attach.getByRole('radio', { name: 'Read/Write (rw)' })).toBeChecked()
  await attach.getByRole('button', { name: 'Attach', exact: true }).click()
  await expect(results.getByRole('listitem').filter({ hasText: first })).toContainText('Attached', {
    timeout: 120_000,
  })

  await pickInstance(attach, second)
  const readOnly = attach.getByRole('radio', { name: 'Read-only (ro)' })
  if (real) {
    // No attach-mode extension on a real cloud: disabled, and the form says why.
    await expect(readOnly).toBeDisabled()
    await expect(
      attach.getByText(/Read-only attach mode through Nova .*needs Compute \(Nova\) API 2\.200/),
    ).toBeVisible()
  } else {
    await readOnly.check()
  }
  await attach.getByRole('button', { name: 'Attach', exact: true }).click()
  await expect(results.getByRole('listitem').filter({ hasText: second })).toContainText('Attached', {
    timeout: 120_000,
  })
  await attach.getByRole('button', { name: 'Close' }).click()
  await expect(attach).toBeHidden()

  // Both attachments with their modes: at 1280 px the cell names one server in full and counts
  // the other behind "+1 more", whose list names both.
  const attachedTo = await cellOf(page, row, 'Attached To')
  const chip = (server: string, mode: 'RW' | 'RO') =>
    attachedTo.getByRole('button', { name: new RegExp(`^${escapeRegExp(server)} · .+ · ${mode}$`) })
  const more = attachedTo.getByRole('button', { name: `Show all 2 attachments of ${name}` })
  await expect(more).toHaveText('+1 more', { timeout: 120_000 })
  await expect(await cellOf(page, row, 'Status')).toHaveText('in-use')
  await more.click()
  const popover = page.getByRole('dialog', { name: `Attached To: ${name}` })
  const listed = popover.getByRole('list', { name: `Attachments of ${name}` }).getByRole('listitem')
  await expect(listed.filter({ hasText: first })).toContainText(' · RW')
  await expect(listed.filter({ hasText: second })).toContainText(real ? ' · RW' : ' · RO')

  // Detach exactly the first server's attachment, from the list.
  await popover.getByRole('button', { name: new RegExp(`^Detach ${escapeRegExp(first)} · `) }).click()
  await expectToast(page, `Detached ${name} from ${first}.`)
  if (await popover.isVisible()) await page.keyboard.press('Escape')
  await expect(chip(first, 'RW')).toHaveCount(0, { timeout: 120_000 })
  await expect(chip(second, real ? 'RW' : 'RO')).toBeVisible()
  await expect(await cellOf(page, row, 'Status')).toHaveText('in-use')

  // Every call the page made went to the console's own origin: the proxy, not the cloud.
  expect(elsewhere).toEqual([])
})
