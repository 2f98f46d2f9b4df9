// The project in the address and the project menu: a switch re-scopes the session and
// every view shows the new project; the address says which project, so a link, a reload, a new
// tab and Back open the right one; a project the user has no role in says so and offers the way on.
import { test } from './page-errors'
import { expect, filterByName, JOURNEY_TIMEOUT, rowOf, shownNames, signIn, volumesTable } from './helpers'

const PROJECT_URL = /\/project\/([0-9a-f]{32})\/volumes/

test.describe('Projects', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('switches project from the top bar; the address, a new tab, a reload and Back follow it', async ({ page }) => {
    await signIn(page)
    // Signed in, the address names the project.
    await expect(page).toHaveURL(PROJECT_URL)
    const demoUrl = page.url()
    const projectMenu = page.getByRole('button', { name: 'Project: demo' })
    await projectMenu.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitemradio', { name: /^demo/ })).toHaveAttribute('aria-checked', 'true')
    await menu.getByRole('menuitemradio', { name: /^staging/ }).click()

    // Every view is the other project's.
    await expect(page.getByRole('button', { name: 'Project: staging' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('3 volumes')
    expect(await shownNames(page)).toEqual(expect.arrayContaining(['staging-shared', 'staging-db', 'staging-app-root']))
    await expect(rowOf(page, 'pg-shared-data')).toHaveCount(0)
    await expect(page).toHaveURL(PROJECT_URL)
    const stagingUrl = page.url()
    expect(stagingUrl).not.toBe(demoUrl)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
    await expect(page.getByRole('cell', { name: 'staging-app', exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'db-primary', exact: true })).toHaveCount(0)

    // A reload stays in staging; so does its address in a new tab.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Project: staging' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'staging-app', exact: true })).toBeVisible()
    const tab = await page.context().newPage()
    await tab.goto(stagingUrl)
    await expect(tab.getByRole('button', { name: 'Project: staging' })).toBeVisible()
    await expect(tab.getByRole('link', { name: 'staging-db', exact: true })).toBeVisible()
    await tab.close()

    // Back to the demo project's address: the session follows it.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(demoUrl)
    await expect(page.getByRole('button', { name: 'Project: demo' })).toBeVisible()
    await filterByName(page, 'pg-shared-data')
    await expect(rowOf(page, 'pg-shared-data')).toHaveCount(1)
  })

  test('switches region: that region’s volumes and servers, kept across a reload and a project switch', async ({
    page,
  }) => {
    await signIn(page)
    await page.getByRole('button', { name: 'Region: RegionOne' }).click()
    await page.getByRole('menuitemradio', { name: 'RegionTwo' }).click()
    await expect(page.getByRole('button', { name: 'Region: RegionTwo' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('3 volumes')
    expect(await shownNames(page)).toEqual(['dr-archive', 'dr-pg-data', 'dr-replica-root'])
    await page.reload()
    await expect(page.getByRole('button', { name: 'Region: RegionTwo' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
    await expect(page.getByRole('cell', { name: 'dr-replica', exact: true })).toBeVisible()
    // Another project in the same region.
    await page.getByRole('button', { name: 'Project: demo' }).click()
    await page.getByRole('menuitemradio', { name: /^staging/ }).click()
    await expect(page.getByRole('button', { name: 'Project: staging' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Region: RegionTwo' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'dr-tools', exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'dr-replica', exact: true })).toHaveCount(0)
  })

  test('signs in with an application credential: its project, which the project menu says it keeps', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await page.getByLabel('Sign in with').selectOption({ label: 'Application credential' })
    await expect(page.getByLabel('Password')).toHaveCount(0)
    // A wrong secret: Keystone's 401, the id kept.
    await page.getByLabel('Application credential ID').fill('a11ce5c0de0f4d0e9b0a5d3e6f7a8b9c')
    await page.getByLabel('Secret').fill('not-it')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('The request you have made requires authentication.')).toBeVisible()
    await expect(page.getByLabel('Application credential ID')).toHaveValue('a11ce5c0de0f4d0e9b0a5d3e6f7a8b9c')
    await page.getByLabel('Secret').fill('robot')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    await expect(page).toHaveURL(PROJECT_URL)
    await page.getByRole('button', { name: 'Project: demo' }).click()
    await expect(
      page.getByRole('menuitem', {
        name: 'Signed in with an application credential, which keeps the session in its project.',
      }),
    ).toBeVisible()
    await expect(page.getByRole('menuitemradio')).toHaveCount(0)
    await page.keyboard.press('Escape')
    // A reload keeps it, still bound to its project.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Project: demo' })).toBeVisible()
    await filterByName(page, 'pg-shared-data')
    await expect(rowOf(page, 'pg-shared-data')).toHaveCount(1)
  })

  test('All my volumes: every project and region in one table, filtered by Cinder; a row opens in its place', async ({
    page,
  }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All my volumes' }).click()
    await expect(page.getByRole('heading', { name: 'All my volumes', level: 1 })).toBeVisible()
    await expect(page.getByText('Every project you may use, in every region: 2 projects × 2 regions.')).toBeVisible()
    const table = page.getByRole('table', { name: 'All my volumes' })
    // The demo project's 28 and staging's 3 in RegionOne, 3 and 2 in RegionTwo.
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes$/ })).toHaveText('36 volumes')
    // Sorted by region, then newest first: RegionTwo's come last, so Region descending shows them first.
    await table.getByRole('button', { name: 'Region', exact: true }).click()
    await table.getByRole('button', { name: 'Region', exact: true }).click()
    await expect(table.getByRole('row').nth(1)).toContainText('RegionTwo')
    // A status filter, applied by Cinder in every project and region.
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'error', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('1 volume')
    await expect(table.getByRole('link', { name: 'nfs-shared-failed' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Any' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('36 volumes')
    await page.getByLabel('Filter by whole name').fill('dr-tools-root')
    // The filter applied (Cinder's answer, the count with it) before the row is opened.
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('1 volume')
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'dr-tools-root' }) })
    await expect(row).toContainText('staging')
    await expect(row).toContainText('RegionTwo')
    // The session is still demo in RegionOne; opening the row moves it to staging in RegionTwo.
    await expect(page.getByRole('button', { name: 'Project: demo' })).toBeVisible()
    await row.getByRole('link', { name: 'dr-tools-root' }).click()
    await expect(page.getByRole('heading', { name: 'dr-tools-root', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Project: staging' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Region: RegionTwo' })).toBeVisible()
  })

  test('a link to a project without a role there says so and leads back', async ({ page }) => {
    await signIn(page)
    const own = page.url()
    // The admin project: the demo user has no role there.
    await page.goto(own.replace(/\/project\/[0-9a-f]{32}\//, '/project/0123456789abcdef0123456789abcdef/'))
    await expect(page.getByRole('heading', { name: 'This project could not be opened' })).toBeVisible()
    await expect(page.getByText('The request you have made requires authentication.')).toBeVisible()
    await page.getByRole('button', { name: 'Go to project demo' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    await expect(volumesTable(page)).toBeVisible()
    await expect(page).toHaveURL(PROJECT_URL)
  })
})
