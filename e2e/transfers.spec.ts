// A volume handed to another project in Chromium: Create Transfer shows the id and key once, the
// Transfers panel lists it, and in the user's other project Accept Transfer brings the volume in.
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast, filterByName, JOURNEY_TIMEOUT, openRowAction, signIn } from './helpers'

test.describe('Transfers', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('transfers scratch-01 from demo to staging with the id and key shown once', async ({ page }) => {
    await signIn(page)
    await filterByName(page, 'scratch-01')
    await openRowAction(page, 'scratch-01', 'Create Transfer')
    const create = page.getByRole('dialog', { name: 'Create Transfer' })
    await create.getByLabel('Transfer Name').fill('to-staging')
    await create.getByRole('button', { name: 'Create Transfer' }).click()
    const key = create.getByRole('textbox', { name: 'Authorization Key' })
    await expect(key).toHaveValue(/^[0-9a-f]{16}$/)
    const transferId = await create.getByRole('textbox', { name: 'Transfer ID' }).inputValue()
    const authKey = await key.inputValue()
    await expectAccessible(page, 'Create Transfer, the key shown')
    await create.getByRole('button', { name: 'Close' }).click()
    await expect(create).toBeHidden()

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Transfers', exact: true }).click()
    const pending = page.getByRole('table', { name: 'Pending transfers' })
    await expect(pending.getByRole('cell', { name: 'to-staging', exact: true })).toBeVisible()
    await expectAccessible(page, 'Transfers')

    // The user's other project takes it.
    await page.getByRole('button', { name: 'Project: demo' }).click()
    await page
      .getByRole('menu')
      .getByRole('menuitemradio', { name: /^staging/ })
      .click()
    await expect(page.getByRole('button', { name: 'Project: staging' })).toBeVisible()
    await expect(page.getByText('No pending transfers')).toBeVisible()
    await page.getByRole('button', { name: 'Accept Transfer' }).click()
    const accept = page.getByRole('dialog', { name: 'Accept Transfer' })
    await accept.getByLabel('Transfer ID').fill(transferId)
    await accept.getByLabel('Authorization Key').fill(authKey)
    await accept.getByRole('button', { name: 'Accept Transfer' }).click()
    await expectToast(page, 'Transfer accepted: the volume is in project staging')
    await accept.getByRole('link', { name: 'open it' }).click()
    await expect(page.getByRole('heading', { name: 'scratch-01', level: 1 })).toBeVisible()
  })
})
