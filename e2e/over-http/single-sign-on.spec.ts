// Single sign-on through Keystone federation in the production build, over real HTTP: Sign In
// offers the cloud's identity provider (clouds.yaml websso), the browser goes to Keystone's
// WebSSO page and the identity provider's sign-in there (the demo cloud plays both), Keystone's
// page posts the token back, and the console opens the session in the user's first project with
// no token in the page's reach. A user with no project comes back to Sign In told why, not sent
// round again.
import { test } from '../page-errors'
import { expect } from '../helpers'
import { RECENT_PROJECT_COOKIE } from '../../server/recent-project.ts'

const CONSOLE = 'http://127.0.0.1:4176'

test('signs in through the identity provider and lands on Volumes; a user with no project is told why', async ({
  page,
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
