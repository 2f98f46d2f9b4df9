// A new user's first try: the default demo exactly as the README starts it, no
// setting changed. The first page of Volumes tells the multi-attach story; a server launched
// without choosing a zone takes a new shareable volume together with a server already there.
import { test } from './page-errors'
import { cellOf, expect, expectToast, JOURNEY_TIMEOUT, openRowAction, pickInstance, rowOf } from './helpers'

test.describe('First demo', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('launch a server, create a shareable volume, attach it to the new server and an existing one', async ({
    page,
  }) => {
    // README: open http://127.0.0.1:5173 and sign in; the form is prefilled with demo / demo.
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

    // The first page: the database volume on two servers read/write, the dataset on many read-only;
    // at 1280 px each cell names one server in full and counts the rest.
    const pg = await cellOf(page, rowOf(page, 'pg-shared-data'), 'Attached To')
    await expect(pg.getByRole('button', { name: /^db-primary · .* · RW$/ })).toBeVisible()
    await expect(pg.getByRole('button', { name: 'Show all 2 attachments of pg-shared-data' })).toHaveText('+1 more')
    const dataset = await cellOf(page, rowOf(page, 'imagenet-dataset'), 'Attached To')
    await expect(dataset.getByRole('button', { name: / · RO$/ })).toHaveCount(1)
    await expect(dataset.getByRole('button', { name: 'Show all 12 attachments of imagenet-dataset' })).toHaveText(
      '+11 more',
    )

    // Launch a server, no zone chosen.
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Instances' }).click()
    await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Launch Instance' }).click()
    const launch = page.getByRole('dialog', { name: 'Launch Instance' })
    await launch.getByLabel('Instance Name').fill('fresh-app')
    await launch.getByRole('combobox', { name: 'Volume' }).click()
    await page.getByRole('option', { name: /^boot-template\b/ }).click()
    await launch.getByRole('button', { name: 'Launch Instance' }).click()
    await expect(launch).toBeHidden()
    const server = page
      .getByRole('table', { name: 'Instances' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'fresh-app', exact: true }) })
    await expect(server.getByRole('status')).toHaveText('ACTIVE')

    // Create a shareable volume.
    await nav.getByRole('link', { name: 'Volumes', exact: true }).click()
    await page.getByRole('button', { name: 'Create Volume' }).click()
    const create = page.getByRole('dialog', { name: 'Create Volume' })
    await create.getByLabel('Name').fill('team-share')
    await create.getByLabel('Size (GiB)').fill('1')
    await create.getByRole('checkbox', { name: 'Shareable (multi-attach)' }).check()
    await create.getByRole('button', { name: 'Create Volume' }).click()
    await expect(create).toBeHidden()
    const row = rowOf(page, 'team-share')
    await expect(await cellOf(page, row, 'Status')).toHaveText('available')

    // Attach it to the new server and to one that was there, in one go.
    await openRowAction(page, 'team-share', 'Attach')
    const attach = page.getByRole('dialog', { name: /^Attach Volume/ })
    await pickInstance(attach, 'fresh-app')
    await pickInstance(attach, 'web-1')
    await attach.getByRole('button', { name: 'Attach', exact: true }).click()
    const results = attach.getByRole('list', { name: 'Attach results' })
    await expect(results.getByRole('listitem').filter({ hasText: 'fresh-app' })).toContainText('Attached')
    await expect(results.getByRole('listitem').filter({ hasText: 'web-1' })).toContainText('Attached')
    await expectToast(page, /^Attached team-share to (fresh-app and web-1|web-1 and fresh-app)\.$/)
    await attach.getByRole('button', { name: 'Close' }).click()
    await expect(attach).toBeHidden()

    // Both, read/write, in the row: the first by name, the other counted (1280 px).
    const attachedTo = await cellOf(page, row, 'Attached To')
    await expect(attachedTo.getByRole('button', { name: /^fresh-app · \/dev\/vd[a-z] · RW$/ })).toBeVisible()
    await attachedTo.getByRole('button', { name: 'Show all 2 attachments of team-share' }).click()
    await expect(page.getByRole('dialog', { name: 'Attached To: team-share' })).toContainText(
      /web-1 · \/dev\/vd[a-z] · RW/,
    )
    await page.keyboard.press('Escape')
    await expect(await cellOf(page, row, 'Status')).toHaveText('in-use')
  })
})
