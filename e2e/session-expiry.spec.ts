// Token expiry: the Sign In dialog comes up over the app, and after signing in again an open
// Create Volume dialog still holds what was typed and creates the volume.
//
// The demo cloud runs in the page and keeps its state per browser context (IndexedDB), so the
// short token lifetime set here reaches no other test; it is set back all the same before
// signing in again, so the new token lasts.
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expect, expectToast, JOURNEY_TIMEOUT, rowOf, signIn as signInToDemo } from './helpers'

/**
 * The console treats a token as expired 30 s before its end (EXPIRY_SKEW_MS), so this one lasts
 * 45 s in the console. The page's clock (the console's and the demo cloud's, both in the page)
 * is Playwright's: it runs as usual, and the test moves it past the end rather than waiting.
 */
const SHORT_TTL_SECONDS = 75
const DEFAULT_TTL_SECONDS = 3600

/** PUT /_demo/settings { tokenTtlSeconds }: the Demo settings page has no control for it. */
async function setTokenLifetime(page: Page, seconds: number) {
  const saved = await page.evaluate(async (tokenTtlSeconds) => {
    const answer = await fetch('/_demo/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ settings: { tokenTtlSeconds } }),
    })
    return ((await answer.json()) as { settings: { tokenTtlSeconds: number } }).settings.tokenTtlSeconds
  }, seconds)
  expect(saved).toBe(seconds)
}

/** POST /_demo/expire-tokens: every token issued so far ends now (the cloud answers 401). */
async function expireTokensNow(page: Page) {
  const expired = await page.evaluate(async () => {
    const answer = await fetch('/_demo/expire-tokens', { method: 'POST', headers: { Accept: 'application/json' } })
    return ((await answer.json()) as { expired: number }).expired
  })
  expect(expired).toBeGreaterThan(0)
}

test.describe('session expiry', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('signing in again in the expiry dialog keeps an open Create Volume form, which then creates the volume', async ({
    page,
  }) => {
    await page.clock.install()
    // A first session loads the pages' code and the Create Volume form's data.
    await signInToDemo(page)
    await page.getByRole('button', { name: 'Create Volume' }).click()
    await expect(page.getByRole('dialog', { name: 'Create Volume' }).getByLabel('Name')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()

    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible()
    // Tokens issued from now on are short.
    await setTokenLifetime(page, SHORT_TTL_SECONDS)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Create Volume' }).click()
    const create = page.getByRole('dialog', { name: 'Create Volume' })
    await create.getByLabel('Name').fill('typed-before-expiry')
    await create.getByLabel('Size (GiB)').fill('2')
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    // Typed in time: the token has not ended yet.
    await expect(signIn).toHaveCount(0)

    // No request needed: the console notices the end by itself, once its clock gets there.
    await page.clock.fastForward((SHORT_TTL_SECONDS - 30) * 1000)
    await expect(signIn).toBeVisible()
    await expect(signIn).toContainText(
      'Your session has expired. Sign in again to carry on where you were; open forms keep what you typed.',
    )
    await expect(signIn.getByLabel('User name')).toHaveValue('demo')
    await expect(signIn.getByLabel('Project', { exact: true })).toHaveValue('demo')
    await expect(signIn.getByLabel('User domain')).toHaveValue('Default')
    await expect(signIn.getByLabel('Project domain')).toHaveValue('Default')
    const password = signIn.getByLabel('Password')
    await expect(password).toHaveValue('')
    await expect(password).toBeFocused()

    await setTokenLifetime(page, DEFAULT_TTL_SECONDS)
    await password.fill('demo')
    await signIn.getByRole('button', { name: 'Sign In' }).click()

    await expect(signIn).toBeHidden()
    await expect(create).toBeVisible()
    await expect(create.getByLabel('Name')).toHaveValue('typed-before-expiry')
    await expect(create.getByLabel('Size (GiB)')).toHaveValue('2')
    // Focus goes back where it was when the token ended.
    await expect(create.getByLabel('Size (GiB)')).toBeFocused()

    await create.getByRole('button', { name: 'Create Volume' }).click()
    await expect(create).toBeHidden()
    await expectToast(page, 'Volume typed-before-expiry is being created')
    await expect(rowOf(page, 'typed-before-expiry')).toBeVisible()
    await expect(page.getByRole('banner')).toContainText('User: demo')
  })

  test('a token the cloud rejects (401) brings the dialog over the form; signing in again lets the same click succeed', async ({
    page,
  }) => {
    // The empty cloud: the demo scenario's reserved volume keeps the lists polling, and a poll
    // that met the ended token before the click would bring the dialog first.
    await signInToDemo(page, 'empty')
    await page.getByRole('button', { name: 'Create Volume' }).click()
    const create = page.getByRole('dialog', { name: 'Create Volume' })
    await create.getByLabel('Name').fill('typed-before-401')
    await create.getByLabel('Description').fill('kept across the sign-in')
    await create.getByLabel('Size (GiB)').fill('3')
    await expireTokensNow(page)

    // The create goes out with the ended token: Keystone's 401 ends the session.
    await create.getByRole('button', { name: 'Create Volume' }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await expect(signIn).toBeVisible()
    await signIn.getByLabel('Password').fill('demo')
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    await expect(signIn).toBeHidden()

    await expect(create.getByLabel('Name')).toHaveValue('typed-before-401')
    await expect(create.getByLabel('Description')).toHaveValue('kept across the sign-in')
    await expect(create.getByLabel('Size (GiB)')).toHaveValue('3')
    await create.getByRole('button', { name: 'Create Volume' }).click()
    await expect(create).toBeHidden()
    await expectToast(page, 'Volume typed-before-401 is being created')
    await expect(rowOf(page, 'typed-before-401')).toHaveCount(1)
  })
})
