// Single sign-on against a real Keystone federation (Zed behind Apache and mod_auth_openidc, an
// OpenID Connect identity provider): Sign In offers the identity provider, its own sign-in page
// takes the user, Keystone's WebSSO page posts the token to the console's callback (its
// trusted_dashboard), and the console opens the federated user's session in the project the
// mapping's group gives, with no token in the page's reach. (Only Keystone is there: the page
// finds the session and says the catalog has no block storage.)
import { test } from '../page-errors'
import { expect } from '../helpers'

test('a federated user signs in through the identity provider and Keystone, and gets a session of the console', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in')
  await page.getByLabel('Sign in with').selectOption({ label: 'University login (OpenID Connect)' })
  await page.getByRole('button', { name: 'Continue to University login (OpenID Connect)' }).click()

  // The identity provider's own pages (oidc-provider's development sign-in, then its consent).
  await page.locator('input[name=login]').fill('alice')
  await page.locator('input[name=password]').fill('anything')
  await page.locator('button[type=submit]').click()
  const consent = page.locator('button[type=submit]')
  if (await consent.isVisible()) await consent.click()

  await expect(page).toHaveURL(/127\.0\.0\.1:4177\//)
  const session = await page.request.get('/_console/session', { headers: { 'X-Console-Request': '1' } })
  expect(session.status()).toBe(200)
  const body = (await session.json()) as {
    token: { user: Record<string, unknown>; project: { name: string }; methods: string[] }
  }
  expect(body.token.user).toMatchObject({
    name: 'alice@example.org',
    'OS-FEDERATION': { identity_provider: { id: 'uni' }, protocol: { id: 'openid' } },
  })
  expect(body.token.project.name).toBe('demo')
  expect([...body.token.methods].sort()).toEqual(['openid', 'token'])
  // Cookies go by host, not port: the identity provider's and Apache's are there too; the
  // console's are the session alone, its single sign-on cookies cleared.
  const names = (await context.cookies('http://127.0.0.1:4177')).map((cookie) => cookie.name)
  expect(names.filter((name) => name.startsWith('vc_'))).toEqual(['vc_session'])
  // The rig's Keystone has no Cinder in its catalog: the page finds the federated session and
  // says what it lacks, rather than asking for a password.
  await expect(page.getByRole('alert')).toContainText(
    'The catalog has no public endpoint for the block-storage service in region RegionOne.',
  )
})
