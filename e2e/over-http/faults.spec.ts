// Faults around the console server's session, in the production build over real HTTP against
// the demo cloud's HTTP server: a session cookie that does not verify, a Keystone that refuses
// or fails at Sign In, a cloud that stops answering mid-session. Each gives a clear message and
// a way on, never a blank page, and the proxy forwards nothing for a cookie it cannot verify.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { test } from '../page-errors'
import { expect, sessionCookies, volumesTable } from '../helpers'
import { journeyWorld } from './journey-world'

/** The demo cloud's origin, from the Sign In page's prefilled Keystone URL. */
async function cloudOrigin(page: Page): Promise<string> {
  return new URL(await page.getByLabel('Keystone URL').inputValue()).origin
}

async function setFaults(request: APIRequestContext, origin: string, faults: object[]) {
  const answer = await request.put(`${origin}/_demo/settings`, { data: { settings: { faults } } })
  expect(answer.ok(), `PUT ${origin}/_demo/settings`).toBe(true)
}

async function signIn(page: Page): Promise<string> {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const origin = await cloudOrigin(page)
  await page.getByLabel('Password').fill(journeyWorld().password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(volumesTable(page).getByRole('row').nth(1)).toBeVisible()
  return origin
}

/** Changes one character of the sealed session cookie, as an attacker or a broken proxy would. */
async function tamperWithSession(context: BrowserContext) {
  const [cookie] = await sessionCookies(context)
  expect(cookie?.name).toBe('vc_session')
  if (!cookie) return
  const value = cookie.value
  const flipped = `${value.slice(0, -3)}${value.at(-3) === 'A' ? 'B' : 'A'}${value.slice(-2)}`
  await context.addCookies([{ ...cookie, value: flipped }])
}

let faultsAt: string | null = null
test.afterEach(async ({ request }) => {
  // The demo cloud is shared with the other specs: leave it answering.
  if (faultsAt) await setFaults(request, faultsAt, [])
  faultsAt = null
})

test('a session cookie that does not verify: nothing is forwarded, the Sign In dialog comes up, a reload says why', async ({
  page,
  context,
}) => {
  await signIn(page)
  await tamperWithSession(context)
  // The proxy refuses the next read. A read of the Volumes page still out when the cookie changed
  // may come back 200 first (seen on a loaded machine), so the wait is for the refusal itself.
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/os-proxy/') && response.status() === 401,
  )
  // The demo scenario's reserved volume keeps the list polling: a poll may meet the tampered
  // cookie first and bring the dialog over the menu, which then takes no pointer. The click is
  // sent to the link itself, as a user's click just before the dialog drew.
  await page
    .getByRole('navigation', { name: 'Main', includeHidden: true })
    .getByRole('link', { name: 'Instances', includeHidden: true })
    .dispatchEvent('click')
  await refused
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Password').fill(journeyWorld().password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1)).toBeVisible()
  // The page's reads are in: batch-old's reserved volume, read on its own after the in-use ones, is
  // named. A read sent with the tampered cookie would end the session before the reload.
  await expect(page.getByRole('table', { name: 'Instances' }).getByText('batch-data', { exact: true })).toBeVisible()

  // Tampered again, then a reload: the Sign In page says the session could not be verified.
  await tamperWithSession(context)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByText('The console could not verify your session; please sign in again.')).toBeVisible()
  expect(await sessionCookies(context)).toEqual([])
  await page.getByLabel('Password').fill(journeyWorld().password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
})

test('Keystone refuses, then fails, at Sign In: the form says why and keeps what was typed', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const origin = await cloudOrigin(page)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Keystone's words, then what they may mean (it answers a lockout the same way).
  await expect(page.getByRole('alert')).toHaveText(
    /^The request you have made requires authentication\. Keystone does not say why: a wrong user name, password or project, or an account it has locked/,
  )
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password')

  faultsAt = origin
  await setFaults(request, origin, [{ kind: 'error', status: 503, rate: 1, path: '/identity/v3/auth/tokens' }])
  await page.getByLabel('Password').fill(journeyWorld().password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('The service is unavailable (injected fault).')
  await expect(page.getByLabel('Password')).toHaveValue(journeyWorld().password)
  expect(await sessionCookies(page.context())).toEqual([])

  await setFaults(request, origin, [])
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
})

test('the cloud stops answering mid-session: the view says so, and Try again recovers once it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const origin = await signIn(page)
  faultsAt = origin
  // Every block-storage call gets no answer: the connection drops, the proxy answers 502.
  await setFaults(request, origin, [{ kind: 'drop', rate: 1, path: '/volume/' }])
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snapshots' }).click()
  await expect(page.getByRole('heading', { name: 'Snapshots', level: 1 })).toBeVisible()
  // Reads are tried again three times (1, 2, 4 s) before the view gives up.
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load snapshots' })
  await expect(failed).toBeVisible({ timeout: 30_000 })
  await expect(failed).toContainText(`The console's proxy could not reach ${origin}`)
  // Still signed in: a dropped connection is not a session problem.
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()

  await setFaults(request, origin, [])
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed).toBeHidden()
  await expect(page.getByRole('table', { name: 'Snapshots' })).toBeVisible()
})
