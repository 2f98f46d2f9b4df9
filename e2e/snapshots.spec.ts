// Snapshots in real Chromium: snapshot the shared database volume (with what such a
// snapshot holds said first), make a volume from it, revert the volume — refused while it is
// attached, with Manage Attachments at hand, then done once detached everywhere — and delete the
// volume together with its snapshots.
import { test } from './page-errors'
import { cellOf, expect, expectToast, JOURNEY_TIMEOUT, openRowAction, rowOf, signIn } from './helpers'

test.describe('Snapshots', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('snapshot a shared volume, a volume from it, revert after detaching everywhere, cascade delete', async ({
    page,
  }) => {
    await signIn(page)
    const nav = page.getByRole('navigation', { name: 'Main' })

    // Snapshot the database pair's shared volume: the dialog says it is crash-consistent.
    await openRowAction(page, 'pg-shared-data', 'Create Snapshot')
    const create = page.getByRole('dialog', { name: 'Create Snapshot' })
    await expect(create.getByText(/Several servers write to this shared volume/)).toBeVisible()
    await create.getByLabel('Snapshot Name').fill('pg-journey')
    await create.getByRole('button', { name: 'Create Snapshot' }).click()
    await expect(create).toBeHidden()
    await expectToast(page, 'Creating snapshot pg-journey of pg-shared-data')

    // The Snapshots panel shows it, available, of its volume.
    await nav.getByRole('link', { name: 'Snapshots' }).click()
    await expect(page.getByRole('heading', { name: 'Snapshots', level: 1 })).toBeVisible()
    const snapshots = page.getByRole('table', { name: 'Snapshots' })
    const row = snapshots.getByRole('row').filter({ has: page.getByRole('link', { name: 'pg-journey', exact: true }) })
    await expect(row.getByRole('status')).toHaveText('available')
    await expect(row.getByRole('link', { name: 'pg-shared-data' })).toBeVisible()

    // A volume from it: Create Volume opens on the Volumes panel with the snapshot chosen.
    await row.getByRole('button', { name: 'Actions for pg-journey' }).click()
    await page
      .getByRole('menu', { name: 'Actions for pg-journey' })
      .getByRole('menuitem', { name: 'Create Volume' })
      .click()
    const createVolume = page.getByRole('dialog', { name: 'Create Volume' })
    await expect(createVolume.getByRole('combobox', { name: 'Source snapshot' })).toContainText('pg-journey')
    await expect(createVolume.getByLabel('Size (GiB)')).toHaveValue('100')
    await createVolume.getByLabel('Name').fill('pg-copy')
    await createVolume.getByRole('button', { name: 'Create Volume' }).click()
    await expect(createVolume).toBeHidden()
    await expect(await cellOf(page, rowOf(page, 'pg-copy'), 'Status')).toHaveText('available')
    await expect(await cellOf(page, rowOf(page, 'pg-copy'), 'Shareable')).toHaveText('Yes')

    // Revert while attached: refused before the click, with the way to detach at hand.
    await openRowAction(page, 'pg-shared-data', 'Revert to Snapshot')
    const revert = page.getByRole('dialog', { name: 'Revert to Snapshot' })
    await expect(revert.getByText(/goes back to its latest snapshot, pg-journey/)).toBeVisible()
    await expect(revert.getByRole('status')).toHaveText(
      'Attached to 2 server(s): detach it from every one first. Cinder reverts only an available volume.',
    )
    await expect(revert.getByRole('button', { name: 'Revert Volume' })).toBeDisabled()
    await revert.getByRole('button', { name: 'Manage Attachments' }).click()
    const manage = page.getByRole('dialog', { name: 'Manage Attachments' })
    await manage.getByRole('checkbox', { name: 'Select db-primary' }).check()
    await manage.getByRole('checkbox', { name: 'Select db-standby' }).check()
    await manage.getByRole('button', { name: 'Detach selected (2)' }).click()
    await expect(manage.getByText('This volume is not attached to any server.')).toBeVisible()
    await manage.getByRole('button', { name: 'Close' }).click()
    await expect(await cellOf(page, rowOf(page, 'pg-shared-data'), 'Status')).toHaveText('available')

    // Detached everywhere: the revert goes through.
    await openRowAction(page, 'pg-shared-data', 'Revert to Snapshot')
    await expect(revert.getByRole('button', { name: 'Revert Volume' })).toBeEnabled()
    await revert.getByRole('button', { name: 'Revert Volume' }).click()
    await expect(revert).toBeHidden()
    await expectToast(page, 'Reverting pg-shared-data to pg-journey')
    await expect(await cellOf(page, rowOf(page, 'pg-shared-data'), 'Status')).toHaveText('available')

    // Delete it: kept while it has snapshots, gone with them when asked.
    await openRowAction(page, 'pg-shared-data', 'Delete Volume')
    const remove = page.getByRole('dialog', { name: 'Delete Volume' })
    await expect(remove.getByText(/Has 3 snapshot\(s\)/)).toBeVisible()
    await expect(remove.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await remove.getByLabel('Also delete their snapshots (1 volume(s) have some)').check()
    await remove.getByRole('button', { name: 'Delete' }).click()
    await expect(remove).toBeHidden()
    await expect(rowOf(page, 'pg-shared-data')).toHaveCount(0)
    await nav.getByRole('link', { name: 'Snapshots' }).click()
    await expect(snapshots.getByRole('link', { name: 'golden-image-v1' })).toBeVisible()
    await expect(snapshots.getByRole('link', { name: 'pg-journey' })).toHaveCount(0)
    await expect(snapshots.getByRole('link', { name: 'pg-nightly' })).toHaveCount(0)
  })
})
