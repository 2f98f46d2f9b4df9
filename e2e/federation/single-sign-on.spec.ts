// Single sign-on against a real Keystone federation (Zed behind Apache and mod_auth_openidc, an
// OpenID Connect identity provider): Sign In offers the identity provider, its own sign-in page
// takes the user, Keystone's WebSSO page posts the token to the console's callback (its
// trusted_dashboard), and the console opens the federated user's session in the first project
// the mapping's group gives, with no token in the page's reach. The Keystone is a node of the
// real cloud's (rigs/keystone with VC_KEYSTONE_SHARE), so the session opens that cloud's Cinder:
// Volumes, a reload, a project switch, All my volumes and Sign Out work as for a password's. A user the mapping
// gives no group (no project) comes back to Sign In told why.
import type { Page } from '@playwright/test'
import { test } from '../page-errors'
import { expect } from '../helpers'
import { RECENT_PROJECT_COOKIE } from '../../server/recent-project.ts'

const CHOICE = 'University login (OpenID Connect)'

async function signInAt(page: Page, login: string) {
  await page.goto('/sign-in')
  await page.getByLabel('Sign in with').selectOption({ label: CHOICE })
  await page.getByRole('button', { name: `Continue to ${CHOICE}` }).click()
  // The identity provider's own pages (oidc-provider's development sign-in, then its consent).
  await page.locator('input[name=login]').fill(login)
  await page.locator('input[name=password]').fill('anything')
  await page.locator('button[type=submit]').click()
  // A new browser has granted the console's Keystone nothing yet: the provider asks.
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('a federated user signs in through the identity provider and Keystone, works in the cloud’s projects, and signs out', async ({
  page,
  context,
}) => {
  await signInAt(page, 'alice')
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  expect(new URL(page.url()).origin).toBe('http://127.0.0.1:4177')
  await expect(page.getByRole('banner')).toContainText('User: alice@example.org')
  await expect(page.getByRole('button', { name: 'Project: demo' })).toBeVisible()

  const session = await page.request.get('/_console/session', { headers: { 'X-Console-Request': '1' } })
  expect(session.status()).toBe(200)
  const body = (await session.json()) as { token: { user: Record<string, unknown>; methods: string[] } }
  expect(body.token.user).toMatchObject({
    name: 'alice@example.org',
    'OS-FEDERATION': { identity_provider: { id: 'uni' }, protocol: { id: 'openid' } },
  })
  expect([...body.token.methods].sort()).toEqual(['openid', 'token'])
  // Every cookie of every path (cookies go by host, not port: the identity provider's and
  // Apache's are there too): the console's are the session and the user's last project, its
  // single sign-on cookies cleared.
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names.filter((name) => name.startsWith('vc_')).sort()).toEqual([RECENT_PROJECT_COOKIE, 'vc_session'])
  expect(await page.evaluate(() => document.cookie)).toBe('')

  // The cloud's own Cinder answers the federated token: the list draws (a table, or the empty state).
  await expect(page.getByRole('table', { name: 'Volumes' }).or(page.getByText('No volumes')).first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('User: alice@example.org')

  // The group's second project, and back.
  await page.getByRole('button', { name: 'Project: demo' }).click()
  await page.getByRole('menuitemradio', { name: /^federation-lab/ }).click()
  await expect(page.getByRole('button', { name: 'Project: federation-lab' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Project: federation-lab' }).click()
  await page.getByRole('menuitemradio', { name: /^demo/ }).click()
  await expect(page.getByRole('button', { name: 'Project: demo' })).toBeVisible()

  // All my volumes: both of the group's projects read side by side, through tokens the console's
  // server scopes from the federated one.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All my volumes' }).click()
  await expect(page.getByRole('heading', { name: 'All my volumes', level: 1 })).toBeVisible()
  await expect(page.getByText('Every project you may use, in every region: 2 projects × 1 regions.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible()
  await expect(page.getByText(/^Could not list/)).toHaveCount(0)

  // Sign Out revokes the federated token at Keystone: a copy of the old cookie opens nothing.
  const sealed = (await context.cookies()).find((cookie) => cookie.name === 'vc_session')?.value
  expect(sealed).toBeTruthy()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const replay = () => page.request.get('/_console/session', { headers: { Cookie: `vc_session=${sealed}` } })
  await expect.poll(async () => (await replay()).status()).toBe(401)
  expect(((await (await replay()).json()) as { reason: string }).reason).toBe('revoked')
})

test('a user the mapping gives no project comes back to Sign In, told why', async ({ page }) => {
  await signInAt(page, 'nobody')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Keystone gives you a role in no project of this cloud')
  expect(new URL(page.url()).pathname).toBe('/sign-in')
})

test('a sign-in the user cancels at the identity provider opens no session', async ({ page, context }) => {
  await page.goto('/sign-in')
  await page.getByLabel('Sign in with').selectOption({ label: CHOICE })
  await page.getByRole('button', { name: `Continue to ${CHOICE}` }).click()
  await page.getByRole('link', { name: '[ Cancel ]' }).click()
  // The provider sends the browser back to Keystone's Apache without a code: mod_auth_openidc
  // answers with its error page, and Keystone posts no token to the console.
  await expect(page.getByText('Invalid Request')).toBeVisible()
  expect(new URL(page.url()).origin).not.toBe('http://127.0.0.1:4177')
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names).not.toContain('vc_session')
  await page.goto('/volumes')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
})
