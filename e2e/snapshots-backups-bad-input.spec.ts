// Bad input in the snapshot and backup forms, as a user meets it: each bad value gets a message
// on its field (or the cloud's refusal in the dialog), the form keeps what was typed, and the
// cloud is unchanged afterwards (read back through Cinder's API); a double-click creates once.
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { expect, expectToast, JOURNEY_TIMEOUT, openRowAction, signIn, submitSignIn } from './helpers'

const LONG_NAME = 'n'.repeat(256)
const LONG_TEXT = 'd'.repeat(256)
const NAME_TOO_LONG = 'The name can be at most 255 characters (now 256).'
const DESCRIPTION_TOO_LONG = 'The description can be at most 255 characters (now 256).'

interface Call {
  method: 'GET' | 'POST'
  /** Below the block-storage endpoint, e.g. `/snapshots/detail`. */
  path: string
  body?: unknown
}

/**
 * Calls Cinder the way any OpenStack client would (a token from Keystone, the endpoint from its
 * catalog), through the page's own origin; one call after another. Fails on an answer >= 400.
 */
async function cinder(page: Page, calls: Call[]): Promise<unknown[]> {
  return page.evaluate(async (list) => {
    const auth = await fetch('/identity/v3/auth/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        auth: {
          identity: {
            methods: ['password'],
            password: { user: { name: 'demo', domain: { name: 'Default' }, password: 'demo' } },
          },
          scope: { project: { name: 'demo', domain: { name: 'Default' } } },
        },
      }),
    })
    const token = auth.headers.get('X-Subject-Token') ?? ''
    const body = (await auth.json()) as {
      token: { catalog: Array<{ type: string; endpoints: Array<{ interface: string; url: string }> }> }
    }
    const endpoint = body.token.catalog
      .find((entry) => entry.type === 'block-storage')
      ?.endpoints.find((candidate) => candidate.interface === 'public')?.url
    const answers: unknown[] = []
    for (const call of list) {
      const answer = await fetch(`${endpoint}${call.path}`, {
        method: call.method,
        headers: {
          'Content-Type': 'application/json',
          'X-Auth-Token': token,
          'OpenStack-API-Version': 'volume 3.71',
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      })
      if (answer.status >= 400) throw new Error(`${call.method} ${call.path}: ${answer.status} ${await answer.text()}`)
      answers.push(await answer.json())
    }
    return answers
  }, calls)
}

/** The project's volume ids by name. */
async function volumeIds(page: Page): Promise<Map<string, string>> {
  const [answer] = (await cinder(page, [{ method: 'GET', path: '/volumes?limit=1000' }])) as Array<{
    volumes: Array<{ id: string; name: string }>
  }>
  return new Map((answer?.volumes ?? []).map((volume) => [volume.name, volume.id]))
}

/** The names of every snapshot (or backup) of the project, as Cinder lists them. */
async function namesOf(page: Page, resource: 'snapshots' | 'backups'): Promise<string[]> {
  const [answer] = (await cinder(page, [{ method: 'GET', path: `/${resource}?limit=1000` }])) as Array<
    Record<string, Array<{ name: string | null }>>
  >
  return (answer?.[resource] ?? []).map((item) => item.name ?? '')
}

/** Submits `dialog` and expects `message` on `field` (its accessible description), the value kept. */
async function expectFieldMessage(dialog: Locator, submit: string, field: Locator, value: string, message: string) {
  await field.fill(value)
  await dialog.getByRole('button', { name: submit }).click()
  await expect(field).toHaveAccessibleDescription(message)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveValue(value)
}

async function openSnapshotsPanel(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snapshots' }).click()
  await expect(page.getByRole('heading', { name: 'Snapshots', level: 1 })).toBeVisible()
  return page.getByRole('table', { name: 'Snapshots' })
}

function rowNamed(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) })
}

async function openSnapshotAction(table: Locator, snapshot: string, action: string) {
  await rowNamed(table, snapshot)
    .getByRole('button', { name: `Actions for ${snapshot}` })
    .click()
  await table
    .page()
    .getByRole('menu', { name: `Actions for ${snapshot}` })
    .getByRole('menuitem', { name: action })
    .click()
}

test.describe('Bad input in the snapshot and backup forms', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('Create Snapshot: a double-click makes one; a long name is named on its field; a full snapshot quota is explained before sending; nothing else is made', async ({
    page,
  }) => {
    await signIn(page)

    // A double-click on the submit button sends one request: one snapshot.
    await openRowAction(page, 'scratch-01', 'Create Snapshot')
    const create = page.getByRole('dialog', { name: 'Create Snapshot' })
    await create.getByLabel('Snapshot Name').fill('made-once')
    await create.getByRole('button', { name: 'Create Snapshot' }).dblclick()
    await expect(create).toBeHidden()
    await expectToast(page, 'Creating snapshot made-once of scratch-01')
    expect((await namesOf(page, 'snapshots')).filter((name) => name === 'made-once')).toHaveLength(1)

    // Too long: said on the field before anything is sent, the text kept.
    await openRowAction(page, 'scratch-01', 'Create Snapshot')
    const name = create.getByLabel('Snapshot Name')
    const description = create.getByLabel('Description')
    await description.fill('kept description')
    await expectFieldMessage(create, 'Create Snapshot', name, LONG_NAME, NAME_TOO_LONG)
    await expect(description).toHaveValue('kept description')
    await create.getByRole('button', { name: 'Cancel' }).click()
    await expect(create).toBeHidden()

    // Fill the project's snapshot quota (10) through the API: 4 made, 6 more of scratch-01.
    const scratch = (await volumeIds(page)).get('scratch-01')
    await cinder(
      page,
      Array.from({ length: 6 }, (_, index) => ({
        method: 'POST' as const,
        path: '/snapshots',
        body: { snapshot: { volume_id: scratch, name: `filler-${index + 1}` } },
      })),
    )
    const before = await namesOf(page, 'snapshots')
    expect(before).toHaveLength(10)

    // Over the quota: the dialog reads it when it opens and says so before anything is sent.
    await openRowAction(page, 'scratch-01', 'Create Snapshot')
    await name.fill('over-quota')
    await expect(
      create.getByRole('status').filter({ hasText: /^Over quota: snapshots allows 10, 10 is used/ }),
    ).toBeVisible()
    await expect(create.getByRole('button', { name: 'Create Snapshot' })).toBeDisabled()
    await expect(name).toHaveValue('over-quota')
    await create.getByRole('button', { name: 'Cancel' }).click()
    await expect(create).toBeHidden()

    expect((await namesOf(page, 'snapshots')).sort()).toEqual([...before].sort())
  })

  test('Edit Snapshot: a long description is named on its field; Create Volume from it: a size below the snapshot’s is named; nothing changes', async ({
    page,
  }) => {
    await signIn(page)
    const table = await openSnapshotsPanel(page)
    const row = rowNamed(table, 'pg-nightly')
    await expect(row).toContainText('Nightly, taken with the cluster quiesced')

    await openSnapshotAction(table, 'pg-nightly', 'Edit Snapshot')
    const edit = page.getByRole('dialog', { name: 'Edit Snapshot' })
    await expect(edit.getByLabel('Name')).toHaveValue('pg-nightly')
    await expectFieldMessage(edit, 'Save', edit.getByLabel('Description'), LONG_TEXT, DESCRIPTION_TOO_LONG)
    await expect(edit.getByLabel('Name')).toHaveValue('pg-nightly')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
    await expect(row).toContainText('Nightly, taken with the cluster quiesced')
    await expect(row).not.toContainText(LONG_TEXT)

    // A volume from the 100 GiB snapshot cannot be smaller than it.
    await openSnapshotAction(table, 'pg-nightly', 'Create Volume')
    const createVolume = page.getByRole('dialog', { name: 'Create Volume' })
    await expect(createVolume.getByRole('combobox', { name: 'Source snapshot' })).toContainText('pg-nightly')
    const size = createVolume.getByLabel('Size (GiB)')
    await expect(size).toHaveValue('100')
    await createVolume.getByLabel('Name').fill('too-small-copy')
    await expectFieldMessage(createVolume, 'Create Volume', size, '50', 'The source needs at least 100 GiB.')
    await expect(createVolume.getByLabel('Name')).toHaveValue('too-small-copy')
    await expect(createVolume.getByRole('combobox', { name: 'Source snapshot' })).toContainText('pg-nightly')
    await createVolume.getByRole('button', { name: 'Cancel' }).click()
    await expect(createVolume).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('29 volumes')
    expect((await volumeIds(page)).has('too-small-copy')).toBe(false)
    const [snapshots] = (await cinder(page, [{ method: 'GET', path: '/snapshots/detail?limit=1000' }])) as Array<{
      snapshots: Array<{ name: string; description: string | null }>
    }>
    expect(snapshots?.snapshots.find((snapshot) => snapshot.name === 'pg-nightly')?.description).toBe(
      'Nightly, taken with the cluster quiesced',
    )
  })

  test('Create Backup: a long name is named on its field; a full backup quota is explained before sending; nothing is made', async ({
    page,
  }) => {
    await signIn(page)
    await openRowAction(page, 'pg-shared-data', 'Create Backup')
    let create = page.getByRole('dialog', { name: 'Create Backup' })
    const description = create.getByLabel('Description')
    await description.fill('kept description')
    await expectFieldMessage(create, 'Create Backup', create.getByLabel('Backup Name'), LONG_NAME, NAME_TOO_LONG)
    await expect(description).toHaveValue('kept description')
    await create.getByRole('button', { name: 'Cancel' }).click()
    await expect(create).toBeHidden()

    // Fill the project's backup quota (10) through the API: one backup each of ten volumes.
    const ids = await volumeIds(page)
    const volumes = [
      'shared-empty',
      'shared-boot',
      'boot-template',
      'secrets',
      'logs-archive',
      'scratch-01',
      'web-1-root',
      'web-2-root',
      'worker-01-root',
      'worker-02-root',
    ]
    await cinder(
      page,
      volumes.map((volume) => ({
        method: 'POST' as const,
        path: '/backups',
        body: { backup: { volume_id: ids.get(volume), name: `filler-${volume}`, force: true } },
      })),
    )
    const before = await namesOf(page, 'backups')
    expect(before).toHaveLength(10)

    // The dialog reads the quota when it opens: the reason is there before anything is sent.
    await openRowAction(page, 'pg-shared-data', 'Create Backup')
    create = page.getByRole('dialog', { name: 'Create Backup' })
    await create.getByLabel('Backup Name').fill('over-quota')
    await expect(
      create.getByRole('status').filter({ hasText: /^Over quota: backups allows 10, 10 is used/ }),
    ).toBeVisible()
    await expect(create.getByRole('button', { name: 'Create Backup' })).toBeDisabled()
    await expect(create.getByLabel('Backup Name')).toHaveValue('over-quota')
    await create.getByRole('button', { name: 'Cancel' }).click()
    await expect(create).toBeHidden()

    expect((await namesOf(page, 'backups')).sort()).toEqual([...before].sort())
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backups' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ backups?$/ })).toHaveText('10 backups')
  })

  test('Restore Backup over an existing volume: an attached or too small volume cannot be chosen, and says why', async ({
    page,
  }) => {
    await signIn(page)
    const ids = await volumeIds(page)
    await cinder(page, [
      {
        method: 'POST',
        path: '/backups',
        body: { backup: { volume_id: ids.get('pg-shared-data'), name: 'pg-full', force: true } },
      },
    ])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backups' }).click()
    const row = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ hasText: 'pg-full' })
    await expect(row.getByRole('status')).toHaveText('available')
    await row.getByRole('button', { name: 'Actions for pg-full' }).click()
    await page
      .getByRole('menu', { name: 'Actions for pg-full' })
      .getByRole('menuitem', { name: 'Restore Backup' })
      .click()

    const restore = page.getByRole('dialog', { name: 'Restore Backup' })
    await restore.getByRole('radio', { name: 'An existing volume (overwritten)' }).check()
    const target = restore.getByRole('combobox', { name: 'Volume to overwrite' })
    await target.click()
    const attached = page.getByRole('option', { name: /^pg-shared-data \(100 GiB\)/ })
    await expect(attached).toContainText('Attached to 2 server(s): detach it from every one first.')
    await expect(attached).toBeDisabled()
    const small = page.getByRole('option', { name: /^scratch-01 \(10 GiB\)/ })
    await expect(small).toContainText('10 GiB: smaller than the backup (100 GiB).')
    await expect(small).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()

    // Nothing chosen: Restore says so on the field and sends nothing.
    await restore.getByRole('button', { name: 'Restore' }).click()
    await expect(target).toHaveAccessibleDescription('Choose the volume to restore into.')
    await restore.getByRole('button', { name: 'Cancel' }).click()
    await expect(restore).toBeHidden()

    const [answer] = (await cinder(page, [{ method: 'GET', path: '/volumes/detail?limit=1000' }])) as Array<{
      volumes: Array<{ name: string; status: string }>
    }>
    const statuses = new Map((answer?.volumes ?? []).map((volume) => [volume.name, volume.status]))
    expect(statuses.size).toBe(29)
    expect(statuses.get('scratch-01')).toBe('available')
    expect(statuses.get('pg-shared-data')).toBe('in-use')
    await expect(row.getByRole('status')).toHaveText('available')
  })

  test('an unknown snapshot id in the address says the snapshot does not exist', async ({ page }) => {
    const unknown = '6f1c2b7e-0d4a-4c55-9e0b-3a7d2f9c1e42'
    // A link pasted into a new tab: Sign In first, then the page asked for.
    await page.goto(`/snapshots/${unknown}`)
    await submitSignIn(page, { timeout: 60_000 })
    await expect(page).toHaveURL(new RegExp(`/snapshots/${unknown}$`))
    const alert = page.getByRole('alert').filter({ hasText: 'This snapshot does not exist (any more).' })
    await expect(alert).toContainText(`Snapshot ${unknown} could not be found.`)
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Snapshots' }),
    ).toBeVisible()
  })
})
