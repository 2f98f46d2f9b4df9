// Two-factor sign-in on a real Keystone (rigs/keystone: Zed, the totp method, the account mfa
// whose rules ask for password and totp; accounts.json): the password step gets Keystone's
// receipt, the code opens the session, and, the Keystone being a node of the real cloud's, the
// session reaches that cloud's Volumes. Then the account adds a second authenticator (a totp
// credential of its own, verified by a first code) and removes it.
import { test } from '../page-errors'
import { expect } from '../helpers'
import { totpCode } from '../../src/rules/keystone-totp'
import { rigAccounts, rigUser } from '../../src/contract/rig-accounts'

const mfa = rigUser(rigAccounts(), 'mfa')

test('a two-factor account signs in with its code, reaches the cloud’s volumes, and adds and removes an authenticator', async ({
  page,
}) => {
  await page.goto('/sign-in')
  await page.getByLabel('User name').fill(mfa.name)
  await page.getByLabel('Password').fill(mfa.password)
  await page.getByRole('button', { name: 'Sign In' }).click()

  const step = page.getByRole('form', { name: 'Two-factor code' })
  await expect(step).toContainText(`The password of ${mfa.name} is right.`)
  // A code of another key: Keystone's 401, and the step stays with the receipt.
  await step.getByLabel('Code').fill(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', Date.now()))
  await step.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(step.getByRole('alert')).toContainText('Keystone did not accept that code.')
  await step.getByLabel('Code').fill(totpCode(mfa.totp!, Date.now()))
  await step.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Volumes' }).or(page.getByText('No volumes')).first()).toBeVisible()

  await page.getByRole('button', { name: `User: ${mfa.name}` }).click()
  await page.getByRole('menuitem', { name: 'Two-Factor Sign-In…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Sign-In' })
  const list = dialog.getByRole('list', { name: 'Authenticators' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  const first = (await list.getByRole('listitem').textContent())!
  await dialog.getByRole('button', { name: 'Set Up an Authenticator…' }).click()
  const setUp = page.getByRole('dialog', { name: 'Set Up an Authenticator' })
  const key = (await setUp.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent())!.replace(/ /g, '')
  await setUp.getByLabel('Code from the app').fill(totpCode(key, Date.now()))
  await setUp.getByRole('button', { name: 'Verify and Save' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(2)

  const added = list.getByRole('listitem').filter({ hasNotText: first })
  await added.getByRole('button', { name: /^Remove authenticator / }).click()
  const remove = page.getByRole('dialog', { name: 'Remove Authenticator' })
  await remove.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toHaveText(first)
})
