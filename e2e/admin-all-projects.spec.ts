// Admin › All Volumes, All Snapshots, All Backups: an admin sees every project's volumes with
// their Project (names from Keystone) and Host, filters by a project picked by name, opens a
// volume of another project; the other lists show other projects' snapshots and backups; a
// member who reaches the address gets "Needs admin" and no admin navigation. Axe on each page,
// English and Simplified Chinese.
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, JOURNEY_TIMEOUT, signIn as signInAsMember, signInAsAdmin } from './helpers'

/** The row whose name link is exactly `name`. */
function rowOf(page: Page, table: string, name: string) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
}

test.describe('Admin: all projects', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('an admin lists every project’s volumes, filters by a project by name and opens another project’s volume', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    const admin = page.getByRole('navigation', { name: 'Admin' })
    await admin.getByRole('link', { name: 'All Volumes' }).click()
    await expect(page.getByRole('heading', { name: 'All Volumes', level: 1 })).toBeVisible()
    const table = page.getByRole('table', { name: 'All Volumes' })
    await expect(table.getByRole('columnheader', { name: 'Project' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Host' })).toBeVisible()
    // Volumes of three projects, each with its project's name and its host.
    const adminTools = rowOf(page, 'All Volumes', 'admin-tools')
    await expect(adminTools.getByRole('cell', { name: 'admin', exact: true })).toBeVisible()
    await expect(
      rowOf(page, 'All Volumes', 'pg-shared-data').getByRole('cell', { name: 'demo', exact: true }),
    ).toBeVisible()
    await expect(adminTools.getByRole('cell', { name: /@.*#/ })).toBeVisible()
    await expectAccessible(page, 'All Volumes')

    // The project picked by name: only staging's volumes, the address keeps it.
    await page.getByRole('combobox', { name: 'Project' }).click()
    await page.getByRole('option', { name: 'staging' }).click()
    await expect(page).toHaveURL(/[?&]project=/)
    await expect(rowOf(page, 'All Volumes', 'staging-db')).toBeVisible()
    await expect(rowOf(page, 'All Volumes', 'admin-tools')).toHaveCount(0)
    await expect(rowOf(page, 'All Volumes', 'pg-shared-data')).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes$/ })).toHaveText('3 volumes')
    // The attachment: the server of the other project by name, on its compute host.
    await expect(rowOf(page, 'All Volumes', 'staging-db')).toContainText('staging-app on compute-1')
    await expectAccessible(page, 'All Volumes filtered by project')

    // Another project's volume opens by its id.
    await rowOf(page, 'All Volumes', 'staging-db').getByRole('link', { name: 'staging-db', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'staging-db', level: 1 })).toBeVisible()

    await admin.getByRole('link', { name: 'All Snapshots' }).click()
    await expect(page.getByRole('heading', { name: 'All Snapshots', level: 1 })).toBeVisible()
    await expect(
      rowOf(page, 'All Snapshots', 'staging-db-daily').getByRole('cell', { name: 'staging', exact: true }),
    ).toBeVisible()
    await expect(rowOf(page, 'All Snapshots', 'pg-nightly')).toBeVisible()
    await expectAccessible(page, 'All Snapshots')

    await admin.getByRole('link', { name: 'All Backups' }).click()
    await expect(page.getByRole('heading', { name: 'All Backups', level: 1 })).toBeVisible()
    await expect(
      rowOf(page, 'All Backups', 'admin-tools-backup').getByRole('cell', { name: 'admin', exact: true }),
    ).toBeVisible()
    await expect(rowOf(page, 'All Backups', 'staging-db-weekly')).toBeVisible()
    await expectAccessible(page, 'All Backups')
  })

  test('Simplified Chinese: the three lists, and Volume Groups of every project', async ({ page }) => {
    await signInAsAdmin(page, 'zh-CN')
    const admin = page.getByRole('navigation', { name: '管理员' })
    for (const title of ['所有云硬盘', '所有快照', '所有备份']) {
      await admin.getByRole('link', { name: title }).click()
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
      await expect(page.getByRole('table', { name: title }).getByRole('columnheader', { name: '项目' })).toBeVisible()
      await expectAccessible(page, `${title} (zh-CN)`)
    }
    await admin.getByRole('link', { name: '所有云硬盘' }).click()
    await expect(
      page.getByRole('table', { name: '所有云硬盘' }).getByRole('columnheader', { name: '主机' }),
    ).toBeVisible()

    // Volume Groups of every project: the member project's group, with its project's name.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '云硬盘组' }).click()
    await expect(page.getByRole('heading', { name: '云硬盘组', level: 1 })).toBeVisible()
    // The switch follows the address, which the router changes after the click.
    const all = page.getByRole('switch', { name: '所有项目' })
    await all.click()
    await expect(all).toBeChecked()
    await expect(page).toHaveURL(/[?&]projects=all/)
    const groups = page.getByRole('table', { name: '云硬盘组列表' })
    await expect(
      groups
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: 'app-stack' }) })
        .getByRole('cell', {
          name: 'demo',
          exact: true,
        }),
    ).toBeVisible()
    // The row's actions stay on screen beside the Project column (the zone and the date give way).
    await expect(groups.getByRole('button', { name: /app-stack/ })).toBeInViewport()
    await expectAccessible(page, 'Volume Groups of every project (zh-CN)')
  })

  test('a member sees no admin navigation and gets "Needs admin" at the address', async ({ page }) => {
    await signInAsMember(page)
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'All Volumes' })).toHaveCount(0)
    await page.goto(page.url().replace(/\/volumes(\?.*)?$/, '/admin/volumes'))
    await expect(page.getByRole('heading', { name: 'Needs admin', level: 1 })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectAccessible(page, 'Needs admin at All Volumes')
  })
  test('a reader sees no admin navigation and gets "Needs admin" at All Snapshots and All Backups', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 })
    await page.getByLabel('User name').fill('reader')
    await page.getByLabel('Password').fill('reader')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
    const base = page.url().replace(/\/volumes(\?.*)?$/, '')
    for (const path of ['/admin/snapshots', '/admin/backups']) {
      await page.goto(base + path)
      await expect(page.getByRole('heading', { name: 'Needs admin', level: 1 })).toBeVisible()
      await expect(page.getByText(/Your roles in project demo: .*reader/)).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
    }
  })
})
