// Single sign-on through Keystone federation in the production build, over real HTTP: Sign In
// offers the cloud's identity provider (clouds.yaml websso), the browser goes to Keystone's
// WebSSO page and the identity provider's sign-in there (the demo cloud plays both), Keystone's
// page posts the token back, and the console opens the session in the user's first project with
// no token in the page's reach. When the token ends, the expiry dialog signs on the same way and
// comes back to the page. A user with no project comes back to Sign In told why, not sent round
// again.
import { test } from '../page-errors'
import { expect } from '../helpers'
import { RECENT_PROJECT_COOKIE } from '../../server/recent-project.ts'

const CONSOLE = 'http://127.0.0.1:4176'
/** The east demo cloud (clouds.yaml), whose control API ends its tokens. */
const EAST_CLOUD = 'http://127.0.0.1:5181'

test('signs in through the identity provider and lands on Volumes, signs on again from the expiry dialog; a user with no project is told why', async ({
  page,
  request,
}) => {
  await page.goto(`${CONSOLE}/sign-in`)
  await page.getByLabel('Sign in with').selectOption({ label: 'Demo University (OpenID Connect)' })
  await expect(page.getByLabel('Password')).toBeHidden()
  await page.getByRole('button', { name: 'Continue to Demo University (OpenID Connect)' }).click()

  await expect(page.getByRole('heading', { name: 'Demo University' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(
    '/identity/v3/auth/OS-FEDERATION/identity_providers/demo-university/protocols/openid/websso',
  )
  await page.getByLabel('User name').fill('alice')
  await page.getByLabel('Password').fill('alice')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(CONSOLE)
  await expect(page.getByRole('banner')).toContainText('User: alice')
  await expect(page.getByText('Cloud:')).toContainText('east')
  // Every cookie of the host, whatever its path: the console's are the session and the user's
  // last project, its single sign-on cookies cleared.
  const cookies = await page.context().cookies()
  expect(
    cookies
      .map((cookie) => cookie.name)
      .filter((name) => name.startsWith('vc_'))
      .sort(),
  ).toEqual([RECENT_PROJECT_COOKIE, 'vc_session'])
  expect(await page.evaluate(() => document.cookie)).toBe('')
  await page.reload()
  await expect(page.getByRole('banner')).toContainText('User: alice')

  // The token ends while the user is on Instances: the expiry dialog offers the identity
  // provider too, and signing on there comes back to Instances.
  await page.getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  const instancesPath = new URL(page.url()).pathname
  const expired = await request.post(`${EAST_CLOUD}/_demo/expire-tokens`, { headers: { Accept: 'application/json' } })
  expect(((await expired.json()) as { expired: number }).expired).toBeGreaterThan(0)
  // Instances polls while an instance's volume is reserved (batch-old's): its next call meets the
  // ended token.
  const again = page.getByRole('dialog', { name: 'Sign In' })
  await expect(again).toContainText('Your session has expired.')
  // The way alice came in is chosen already: her identity provider, not a password.
  await expect(again.getByLabel('Sign in with')).toHaveValue('sso:demo-university/openid')
  await expect(again.getByLabel('Password')).toBeHidden()
  await again.getByRole('button', { name: 'Continue to Demo University (OpenID Connect)' }).click()
  await page.getByLabel('User name').fill('alice')
  await page.getByLabel('Password').fill('alice')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(instancesPath)
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  await expect(page.getByRole('banner')).toContainText('User: alice')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await page.getByLabel('Sign in with').selectOption({ label: 'Demo University (OpenID Connect)' })
  await page.getByRole('button', { name: 'Continue to Demo University (OpenID Connect)' }).click()
  await page.getByLabel('User name').fill('nobody')
  await page.getByLabel('Password').fill('nobody')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Keystone gives you a role in no project of this cloud')
  expect(new URL(page.url()).pathname).toBe('/sign-in')
})
