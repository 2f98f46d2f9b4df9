// A volume's everyday edits in Chromium: Edit Volume from the row, the description edited in
// place on its page, its metadata, and why a failed volume is in error — with axe on each new view.
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast, filterByName, JOURNEY_TIMEOUT, openRowAction, rowOf, signIn } from './helpers'

/** The value of one field of a description list (term, then definition). */
async function definitionOf(page: Page, label: string) {
  // The page may still be drawing the field (the metadata comes back after its save).
  await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible()
  const terms = await page.getByRole('term').allInnerTexts()
  const index = terms.findIndex((term) => term.trim() === label)
  expect(index, `field ${label} in ${terms.join(' | ')}`).toBeGreaterThanOrEqual(0)
  return page.getByRole('definition').nth(index)
}

test.describe('Editing a volume', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('renames it from the row, describes it in place, edits its metadata', async ({ page }) => {
    await signIn(page)
    await filterByName(page, 'scratch-01')
    await openRowAction(page, 'scratch-01', 'Edit Volume')
    const edit = page.getByRole('dialog', { name: 'Edit Volume' })
    await expectAccessible(page, 'Edit Volume')
    await edit.getByLabel('Name').fill('scratch-edited')
    await edit.getByLabel('Bootable').check()
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    await expectToast(page, 'Saved volume scratch-edited')

    await filterByName(page, 'scratch-edited')
    await rowOf(page, 'scratch-edited').getByRole('link', { name: 'scratch-edited' }).click()
    await expect(page.getByRole('heading', { name: 'scratch-edited', level: 1 })).toBeVisible()
    await expect(await definitionOf(page, 'Bootable')).toHaveText('Yes')

    // The description, edited where it is shown; Escape leaves it as it was, Enter saves.
    await page.getByRole('button', { name: 'Edit Description' }).click()
    await page.getByRole('textbox', { name: 'Description' }).fill('kept')
    await page.keyboard.press('Escape')
    await expect(await definitionOf(page, 'Description')).toHaveText('—')
    await page.getByRole('button', { name: 'Edit Description' }).click()
    await page.getByRole('textbox', { name: 'Description' }).fill('Scratch space for the nightly job')
    await page.keyboard.press('Enter')
    await expect(await definitionOf(page, 'Description')).toHaveText('Scratch space for the nightly job')

    // Metadata: a key Cinder refuses is named on its field, nothing sent; then one that it takes.
    await page.getByRole('button', { name: 'Edit Metadata' }).first().click()
    const metadata = page.getByRole('dialog', { name: 'Edit Metadata: scratch-edited' })
    await metadata.getByRole('button', { name: 'Add key' }).click()
    await metadata.getByRole('textbox', { name: 'Key', exact: true }).fill('负责人')
    await metadata.getByRole('textbox', { name: 'Value', exact: true }).fill('ops')
    await metadata.getByRole('button', { name: 'Save' }).click()
    await expect(metadata.getByText('Cinder takes letters, digits, spaces and - _ : . / in a key.')).toBeVisible()
    await expectAccessible(page, 'Edit Metadata with a refused key')
    await metadata.getByRole('textbox', { name: 'Key', exact: true }).fill('owner')
    await metadata.getByRole('button', { name: 'Save' }).click()
    await expect(metadata).toBeHidden()
    await expectToast(page, 'Saved the metadata of scratch-edited')
    await expect(await definitionOf(page, 'owner')).toHaveText('ops')
    await expectAccessible(page, 'volume page after the edits')
  })

  test('a failed volume says why, in its row and on its page', async ({ page }) => {
    await signIn(page)
    await filterByName(page, 'nfs-shared-failed')
    const row = rowOf(page, 'nfs-shared-failed')
    await expect(row.getByText('Could not find any available weighted backend.')).toBeVisible()
    await row.getByRole('link', { name: 'nfs-shared-failed' }).click()
    await expect(page.getByRole('heading', { name: 'Why it failed', level: 2 })).toBeVisible()
    const why = page.getByRole('alert').filter({ hasText: 'schedule allocate volume' })
    await expect(why).toContainText('No backend could take the volume')
    await expect(why).toContainText(/event VOLUME_VOLUME_001_003 · request req-[0-9a-f-]{36}/)
    await expectAccessible(page, 'a failed volume')
  })
})
