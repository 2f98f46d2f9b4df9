// A two-factor sign-in through the console's server in the production build, over real HTTP
// (demo user mfa: password and a TOTP code): after the password the browser holds Keystone's
// receipt only in the server's own HttpOnly cookie, no answer the page sees carries the receipt
// header, and the code opens the session and drops that cookie.
import { DEMO_TOTP_SECRET } from '../../src/mocks/scenarios/base'
import { totpCode } from '../../src/rules/keystone-totp'
import { test } from '../page-errors'
import { expect } from '../helpers'

test('the receipt stays in an HttpOnly cookie of its own until the code opens the session', async ({
  page,
  context,
}) => {
  const receiptHeaders: string[] = []
  page.on('response', (response) => {
    const header = response.headers()['openstack-auth-receipt']
    if (header) receiptHeaders.push(`${response.url()}: ${header}`)
  })
  await page.goto('/sign-in')
  await page.getByLabel('User name').fill('mfa')
  await page.getByLabel('Password').fill('mfa')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const step = page.getByRole('form', { name: 'Two-factor code' })
  await expect(step).toContainText('The password of mfa is right.')

  const held = (await context.cookies()).find((cookie) => cookie.name === 'vc_receipt')
  expect(held).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/_console/session' })
  expect(await page.evaluate(() => document.cookie)).toBe('')

  await step.getByLabel('Code').fill(totpCode(DEMO_TOTP_SECRET, Date.now()))
  await step.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names).toContain('vc_session')
  expect(names).not.toContain('vc_receipt')
  expect(receiptHeaders).toEqual([])
})
