// The project switch on the production build over real HTTP, through the console server's
// session (PUT /_console/session re-scopes the sealed token): an admin moves to the member's
// project and back. The address names the project, so a reload stays and Back returns; on a
// real cloud this is its own Keystone re-scoping.
import { test } from '../page-errors'
import { expect } from '../helpers'
import { journeyWorld } from './journey-world'

const IN_PROJECT = /\/project\/([0-9a-f]{32})\/([a-z-]+)/

test('an admin switches to the member’s project and back; the address, a reload and Back follow', async ({ page }) => {
  const world = journeyWorld()
  const admin = world.admin
  if (!admin) throw new Error('this journey needs CONTRACT_ADMIN_* (an admin with a role in the member’s project)')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await page.getByLabel('User name').fill(admin.username)
  await page.getByLabel('Project', { exact: true }).fill(admin.projectName)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(IN_PROJECT)
  const adminUrl = page.url()

  // The member's project, from the menu of the admin's projects.
  await page.getByRole('button', { name: `Project: ${admin.projectName}` }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(`^${admin.projectName}`) })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await menu.getByRole('menuitemradio', { name: new RegExp(`^${world.memberProject}`) }).click()
  await expect(page.getByRole('button', { name: `Project: ${world.memberProject}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  const memberUrl = page.url()
  expect(IN_PROJECT.exec(memberUrl)?.[1]).not.toBe(IN_PROJECT.exec(adminUrl)?.[1])

  // Its servers are the member project's (the admin's own project has none of them).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('cell', { name: world.servers[0], exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: `Project: ${world.memberProject}` })).toBeVisible()
  await expect(page.getByRole('cell', { name: world.servers[0], exact: true })).toBeVisible()

  // Back across the switch: the session follows the address to the admin's project.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(adminUrl)
  await expect(page.getByRole('button', { name: `Project: ${admin.projectName}` })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /instances?$/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: world.servers[0], exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page).not.toHaveURL(IN_PROJECT)
})

test('an application credential signs in to its project, which the project menu says it keeps', async ({ page }) => {
  const world = journeyWorld()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await page.getByLabel('Sign in with').selectOption({ label: 'Application credential' })
  await page.getByLabel('Application credential ID').fill(world.applicationCredential.id)
  await page.getByLabel('Secret').fill(world.applicationCredential.secret)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(IN_PROJECT)
  await page.getByRole('button', { name: `Project: ${world.memberProject}` }).click()
  await expect(
    page.getByRole('menuitem', {
      name: 'Signed in with an application credential, which keeps the session in its project.',
    }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  // No password to change in this session: the user menu says why.
  await page.getByRole('button', { name: /^User: / }).click()
  const change = page.getByRole('menuitem', { name: /^Change Password…/ })
  await expect(change).toBeDisabled()
  await expect(change).toContainText(
    'Signed in with an application credential: sign in with your password to change it.',
  )
  await page.keyboard.press('Escape')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('cell', { name: world.servers[0], exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
})

test('All my volumes lists the admin’s projects side by side; a row opens in its project', async ({ page }) => {
  const world = journeyWorld()
  const admin = world.admin
  if (!admin) throw new Error('this journey needs CONTRACT_ADMIN_* (an admin with a role in the member’s project)')
  await page.goto('/')
  await page.getByLabel('User name').fill(admin.username)
  await page.getByLabel('Project', { exact: true }).fill(admin.projectName)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All my volumes' }).click()
  await expect(page.getByRole('heading', { name: 'All my volumes', level: 1 })).toBeVisible()
  // The member project's root volume of the journey's first server, while signed in to the admin's project.
  const root = `${world.servers[0]}-root`
  await page.getByLabel('Filter by whole name').fill(root)
  // The filter applied (Cinder's answer, the count with it) before the row is opened: the field's
  // write of the address, at its pause or as it is left, reloads the table under the pointer.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('1 volume')
  const table = page.getByRole('table', { name: 'All my volumes' })
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: root, exact: true }) })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell').nth(1)).toHaveText(world.memberProject)
  await expect(page.getByRole('button', { name: `Project: ${admin.projectName}` })).toBeVisible()
  await row.getByRole('link', { name: root, exact: true }).click()
  await expect(page.getByRole('heading', { name: root, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: `Project: ${world.memberProject}` })).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
})

test('the region menu follows the catalog: a second region’s endpoints through the proxy, kept across a reload', async ({
  page,
}) => {
  const world = journeyWorld()
  await page.goto('/')
  await page.getByLabel('Password').fill(world.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  if (world.cloud === 'real') {
    // A real cloud whose catalog has RegionOne only (as ../shared/real-openstack's): no menu to offer.
    await expect(page.getByRole('button', { name: /^Region: / })).toHaveCount(0)
    return
  }
  await page.getByRole('button', { name: 'Region: RegionOne' }).click()
  await page.getByRole('menuitemradio', { name: 'RegionTwo' }).click()
  await expect(page.getByRole('button', { name: 'Region: RegionTwo' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'dr-pg-data', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Region: RegionTwo' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'dr-archive', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Region: RegionTwo' }).click()
  await page.getByRole('menuitemradio', { name: 'RegionOne' }).click()
  await expect(page.getByRole('button', { name: 'Region: RegionOne' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'dr-archive', exact: true })).toHaveCount(0)
})
