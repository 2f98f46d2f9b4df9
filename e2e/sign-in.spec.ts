import { expect } from '@playwright/test'
import { expectAccessible } from './axe'
import { test } from './page-errors'
import { DEMO_TOTP_SECRET } from '../src/mocks/scenarios/base'
import { totpCode } from '../src/rules/keystone-totp'

test.describe('sign in to the demo cloud', () => {
  test('redirects to Sign In, signs in as demo, lists volumes, signs out', async ({ page }) => {
    await page.goto('/')

    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByLabel('User name')).toHaveValue('demo')
    await expect(page.getByLabel('Keystone URL')).toHaveValue(/\/identity\/v3$/)
    await expect(page.getByLabel('User domain')).toHaveValue('Default')
    await expect(page.getByLabel('Project domain')).toHaveValue('Default')
    // Region and interface wait behind a disclosure.
    const endpoint = page.getByRole('button', { name: 'Region and interface' })
    await expect(endpoint).toHaveAttribute('aria-expanded', 'false')
    await endpoint.click()
    await expect(page.getByLabel('Region', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Interface')).toHaveValue('public')

    await page.getByRole('button', { name: 'Sign In' }).click()

    await expect(page).toHaveURL(/\/volumes$/)
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    // The demo scenario's content is asserted in the volumes journeys; here: not empty.
    await expect(page.getByText(/^[1-9]\d* volumes?$/)).toBeVisible()
    const table = page.getByRole('table', { name: 'Volumes' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    expect(await table.getByRole('row').count()).toBeGreaterThan(1)

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  })

  test('single sign-on through the demo’s identity provider: a wrong password stays there, alice lands on Volumes, a user with no project is told why', async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await page.getByLabel('Sign in with').selectOption({ label: 'Demo University (OpenID Connect)' })
    await expect(page.getByLabel('Password')).toBeHidden()
    await page.getByRole('button', { name: 'Continue to Demo University (OpenID Connect)' }).click()

    const provider = page.getByRole('form', { name: 'Sign in to Demo University (OpenID Connect)' })
    await expect(page.getByRole('heading', { name: 'Demo University (OpenID Connect)' })).toBeVisible()
    await expectAccessible(page, 'the demo identity provider')
    await provider.getByLabel('User name').fill('alice')
    await provider.getByLabel('Password').fill('wrong')
    await provider.getByRole('button', { name: 'Sign in' }).click()
    await expect(provider.getByRole('alert')).toHaveText('Wrong user name or password.')
    await expect(provider.getByLabel('User name')).toHaveValue('alice')

    await provider.getByLabel('Password').fill('alice')
    await provider.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    await expect(page.getByRole('banner')).toContainText('User: alice')
    await page.getByRole('button', { name: 'Sign Out' }).click()

    await page.getByLabel('Sign in with').selectOption({ label: 'Demo University (OpenID Connect)' })
    await page.getByRole('button', { name: 'Continue to Demo University (OpenID Connect)' }).click()
    await provider.getByLabel('User name').fill('nobody')
    await provider.getByLabel('Password').fill('nobody')
    await provider.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByText(/Keystone gives you a role in no project of this cloud/)).toBeVisible()
  })

  test('a wrong password shows the error and keeps the form', async ({ page }) => {
    await page.goto('/sign-in')

    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()

    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('alert')).not.toBeEmpty()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByLabel('User name')).toHaveValue('demo')
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('an expired password is changed on the spot, and again from the user menu; the newest signs in', async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await page.getByLabel('User name').fill('expired')
    await page.getByLabel('Password').fill('expired')
    await page.getByRole('button', { name: 'Sign In' }).click()

    const change = page.getByRole('form', { name: 'Change expired password' })
    await expect(change).toContainText('Keystone says the password of expired has expired')
    await expectAccessible(page, 'Change expired password')
    await change.getByLabel('New password', { exact: true }).fill('renewed-1')
    await change.getByLabel('Confirm new password').fill('renewed-1')
    await change.getByRole('button', { name: 'Change password and sign in' }).click()

    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

    // Changed again from the user menu: a wrong current password is Keystone's refusal, kept in
    // the dialog; the right one changes it and the session carries on.
    await page.getByRole('button', { name: 'User: expired' }).click()
    await page.getByRole('menuitem', { name: 'Change Password…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await expect(dialog.getByLabel('Current password')).toBeFocused()
    await expectAccessible(page, 'Change Password dialog')
    await dialog.getByLabel('Current password').fill('not-it')
    await dialog.getByLabel('New password', { exact: true }).fill('renewed-2')
    await dialog.getByLabel('Confirm new password').fill('renewed-2')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(dialog.getByRole('alert')).toContainText('The request you have made requires authentication.')
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('renewed-2')
    await dialog.getByLabel('Current password').fill('renewed-1')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('banner')).toContainText('User: expired')
    await expect(page.getByRole('table', { name: 'Volumes' }).getByRole('row').nth(1)).toBeVisible()

    await page.getByRole('button', { name: 'Sign Out' }).click()
    // The old passwords are gone; the newest is the way in.
    await page.getByLabel('User name').fill('expired')
    await page.getByLabel('Password').fill('renewed-2')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  })

  test('a two-factor account signs in with its code, then sets up a second authenticator and removes it', async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await page.getByLabel('User name').fill('mfa')
    await page.getByLabel('Password').fill('mfa')
    await page.getByRole('button', { name: 'Sign In' }).click()

    const step = page.getByRole('form', { name: 'Two-factor code' })
    await expect(step).toContainText('The password of mfa is right.')
    await expectAccessible(page, 'Two-factor code step')
    await step.getByLabel('Code').fill(totpCode(DEMO_TOTP_SECRET, Date.now()))
    await step.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'User: mfa' }).click()
    await page.getByRole('menuitem', { name: 'Two-Factor Sign-In…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Sign-In' })
    await expect(dialog).toContainText("Sign-in asks this account for a code: Keystone's rules")
    const list = dialog.getByRole('list', { name: 'Authenticators' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Set Up an Authenticator…' }).click()

    const setUp = page.getByRole('dialog', { name: 'Set Up an Authenticator' })
    await expect(setUp.getByRole('img', { name: 'QR code of a new key for mfa' })).toBeVisible()
    await expectAccessible(page, 'Set Up an Authenticator dialog')
    const key = (await setUp.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent())!.replace(/ /g, '')
    // Its command has a placeholder where the key goes, never the key itself.
    await setUp.getByRole('button', { name: /Equivalent command/ }).click()
    const cli = setUp.getByRole('region', { name: 'CLI' })
    await expect(cli).toContainText('openstack credential create --type totp')
    await expect(cli).toContainText("'<secret key>'")
    await expect(setUp.getByRole('region', { name: 'API request' })).not.toContainText(key)
    await setUp.getByLabel('Code from the app').fill(totpCode(DEMO_TOTP_SECRET, Date.now()))
    await setUp.getByRole('button', { name: 'Verify and Save' }).click()
    await expect(setUp.getByText('That code does not match this key')).toBeVisible()
    await setUp.getByLabel('Code from the app').fill(totpCode(key, Date.now()))
    await setUp.getByRole('button', { name: 'Verify and Save' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(2)

    const added = list.getByRole('listitem').filter({ hasNotText: 'b8d4f6a2' })
    await added.getByRole('button', { name: /^Remove authenticator / }).click()
    const remove = page.getByRole('dialog', { name: 'Remove Authenticator' })
    await expect(remove).toContainText('Keystone stops taking its codes at once.')
    await remove.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('Authenticator b8d4f6a2')
  })
})
