import { test } from './page-errors'
import { expect, JOURNEY_TIMEOUT } from './helpers'

test.describe('Language', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('Sign In switches to Simplified Chinese; the app, its statuses and MUI follow; the top bar switches back', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click()
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.getByLabel('用户名')).toHaveValue('demo')
    await expect(page.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('heading', { name: '云硬盘', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible()
    const table = page.getByRole('table', { name: '云硬盘' })
    await expect(table.getByRole('columnheader', { name: '名称' })).toBeVisible()
    // Statuses from the cloud are shown in Chinese; names from the cloud as they are.
    await expect(
      table
        .getByRole('status')
        .filter({ hasText: /^可用$/ })
        .first(),
    ).toBeVisible()
    await expect(table.getByRole('link', { name: 'scratch-01', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: '云主机' })).toBeVisible()
    // MUI's own words come from its zhCN locale (the table's pager).
    await expect(page.getByRole('button', { name: '下一页' })).toBeVisible()
    // No English left in the navigation, the top bar or the table's headers.
    await expect(page.getByRole('navigation', { name: '主导航' })).not.toContainText(/[A-Za-z]{3}/)
    for (const header of await table.getByRole('columnheader').allInnerTexts()) {
      expect(header, 'a column header').not.toMatch(/[A-Za-z]{3}/)
    }

    // The choice outlives a reload, and so does the session.
    await page.reload()
    await expect(page.getByRole('heading', { name: '云硬盘', level: 1 })).toBeVisible({ timeout: 60_000 })

    await page.getByRole('button', { name: '语言：简体中文' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page
        .getByRole('table', { name: 'Volumes' })
        .getByRole('status')
        .filter({ hasText: /^available$/ })
        .first(),
    ).toBeVisible()
    // Columns, guard reasons and menus built earlier follow the switch too.
    await expect(
      page.getByRole('table', { name: 'Volumes' }).getByRole('columnheader', { name: 'Attached To' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Actions for scratch-01' }).click()
    const menu = page.getByRole('menu', { name: 'Actions for scratch-01' })
    await expect(menu).toContainText('Extend Volume')
    await expect(menu).not.toContainText(/[\u4e00-\u9fff]/)
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
    const instances = page.getByRole('table', { name: 'Instances' })
    await expect(instances.getByRole('columnheader', { name: 'Attached Volumes' })).toBeVisible()
    await expect(instances.getByRole('row').nth(1)).toBeVisible()
    await expect(instances).not.toContainText(/[\u4e00-\u9fff]/)
  })

  test('a browser that prefers Chinese gets Chinese on the first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'allow' })
    try {
      const page = await context.newPage()
      await page.goto('/?scenario=demo')
      await expect(page.getByRole('heading', { name: '登录' })).toBeVisible({ timeout: 60_000 })
    } finally {
      await context.close()
    }
  })
})
