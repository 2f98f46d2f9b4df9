import { expect, test } from '@playwright/test'
import { cellOf, expectToast, rowOf, signIn } from './helpers'

const MULTIATTACH_TYPES = /^(multiattach|shared-ssd|nfs-shared)$/

test.describe('Create Volume', () => {
  test('creates a shareable volume: warning, a multi-attach type, toast, the row goes creating → available', async ({
    page,
  }) => {
    await signIn(page)
    await page.getByRole('button', { name: 'Create Volume' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume' })
    await expect(dialog).toBeVisible()

    await dialog.getByLabel('Name').fill('e2e-shared')
    await dialog.getByLabel('Size (GiB)').fill('1')
    const shareable = dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' })
    await expect(shareable).not.toBeChecked()
    await expect(dialog.getByText(/cluster-aware filesystem/)).toHaveCount(0)
    await shareable.check()

    await expect(dialog.getByText(/need a cluster-aware filesystem in the guests/)).toBeVisible()
    await expect(dialog.getByText(/loses the exclusive sVirt\/SELinux isolation/)).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'Volume Type' })).toHaveText(MULTIATTACH_TYPES)
    await expect(dialog.getByText('Only shareable types are listed.')).toBeVisible()

    await dialog.getByRole('button', { name: 'Create Volume' }).click()

    await expect(dialog).toBeHidden()
    await expectToast(page, 'Volume e2e-shared is being created')
    const row = rowOf(page, 'e2e-shared')
    await expect(await cellOf(page, row, 'Status')).toHaveText('creating')
    await expect(await cellOf(page, row, 'Status')).toHaveText('available')
    await expect(await cellOf(page, row, 'Shareable')).toHaveText('Yes')
    await expect(await cellOf(page, row, 'Size')).toHaveText('1 GiB')
    await expect(await cellOf(page, row, 'Type')).toHaveText(MULTIATTACH_TYPES)
    await expect(await cellOf(page, row, 'Attached To')).toHaveText('—')
  })

  test('size 0 is refused before sending, and the name stays typed', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: 'Create Volume' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume' })

    await dialog.getByLabel('Name').fill('too-small')
    await dialog.getByLabel('Size (GiB)').fill('0')
    await dialog.getByRole('button', { name: 'Create Volume' }).click()

    await expect(dialog.getByText('The size must be at least 1 GiB.')).toBeVisible()
    await expect(dialog.getByLabel('Size (GiB)')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Name')).toHaveValue('too-small')
    await expect(dialog).toBeVisible()
    await expect(rowOf(page, 'too-small')).toHaveCount(0)

    // Corrected, the same dialog sends it.
    await dialog.getByLabel('Size (GiB)').fill('2')
    await dialog.getByRole('button', { name: 'Create Volume' }).click()
    await expect(dialog).toBeHidden()
    await expect(await cellOf(page, rowOf(page, 'too-small'), 'Size')).toHaveText('2 GiB')
  })

  test('the encrypted-shared type gets the cloud’s refusal in the dialog, with the input kept', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: 'Create Volume' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume' })

    await dialog.getByLabel('Name').fill('secret-shared')
    await dialog.getByLabel('Description').fill('kept after the error')
    await dialog.getByLabel('Size (GiB)').fill('3')
    await dialog.getByRole('combobox', { name: 'Volume Type' }).click()
    await page.getByRole('option', { name: /^encrypted-shared\b/ }).click()
    // Picking a multi-attach type ticks Shareable.
    await expect(dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Create Volume' }).click()

    const alert = dialog.getByRole('alert').filter({ hasText: 'The volume was not created' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Multiattach cannot be used with encrypted volumes')
    await expect(dialog.getByLabel('Name')).toHaveValue('secret-shared')
    await expect(dialog.getByLabel('Description')).toHaveValue('kept after the error')
    await expect(dialog.getByLabel('Size (GiB)')).toHaveValue('3')
    await expect(dialog.getByRole('combobox', { name: 'Volume Type' })).toHaveText('encrypted-shared')
    await expect(dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' })).toBeChecked()
    await expect(rowOf(page, 'secret-shared')).toHaveCount(0)
  })
})
