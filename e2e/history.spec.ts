// What happened to a volume and to a server, on their pages: the shared database volume's
// attachments with who made them and the request id, its snapshots (a link to each) and where the
// cloud's memory ends; then a server's page from Instances, its volumes and Nova's record of its
// actions; axe clean; the volume's in Simplified Chinese.
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, filterByName, rowOf, signIn } from './helpers'

test('a shared volume’s history and a server’s: attachments with their request ids, snapshots, where it ends', async ({
  page,
}) => {
  await signIn(page)
  await filterByName(page, 'pg-shared-data')
  await rowOf(page, 'pg-shared-data').getByRole('link', { name: 'pg-shared-data' }).click()
  await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()

  const history = page.getByRole('list', { name: 'History' })
  await history.scrollIntoViewIfNeeded()
  const items = history.getByRole('listitem')
  await expect(items).toHaveCount(5)
  for (const server of ['db-primary', 'db-standby']) {
    await expect(items.filter({ hasText: `Attached to ${server} as /dev/vdb` })).toContainText(
      /request req-[0-9a-f-]{36}/,
    )
  }
  await expect(items.last()).toContainText('Volume created')
  await expect(page.getByText(/^Where the history ends:/)).toBeVisible()
  await expectAccessible(page, 'A volume’s page with its history')

  await history.getByRole('link', { name: 'pg-nightly' }).click()
  await expect(page.getByRole('heading', { name: 'pg-nightly', level: 1 })).toBeVisible()

  // A server holding it, from Instances: its volumes, and its actions with their request ids.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
  await page.getByRole('table', { name: 'Instances' }).getByRole('link', { name: 'db-primary', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'db-primary', level: 1 })).toBeVisible()
  const volumes = page.getByRole('table', { name: 'Volumes of db-primary' })
  await expect(volumes.getByRole('row', { name: /pg-shared-data/ })).toContainText('/dev/vdb')
  const actions = page.getByRole('list', { name: 'History' })
  await actions.scrollIntoViewIfNeeded()
  await expect(actions.getByRole('listitem').first()).toContainText(/A volume attached.*request req-/)
  await expect(actions.getByRole('listitem').last()).toContainText('Instance created')
  await expectAccessible(page, 'An instance’s page with its volumes and history')
  await volumes.getByRole('link', { name: 'pg-shared-data' }).click()
  await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
  // The other holder, from the volume's history.
  await page.getByRole('list', { name: 'History' }).getByRole('link', { name: 'db-standby' }).click()
  await expect(page.getByRole('heading', { name: 'db-standby', level: 1 })).toBeVisible()
})

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' })

  test('the history reads in Chinese, names and request ids as the cloud gave them', async ({ page }) => {
    await page.goto('/?scenario=demo')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('heading', { name: '云硬盘', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'pg-shared-data', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
    const history = page.getByRole('list', { name: '历史' })
    await history.scrollIntoViewIfNeeded()
    await expect(history.getByRole('listitem').filter({ hasText: '已挂载到 db-primary，设备 /dev/vdb' })).toContainText(
      /请求 req-/,
    )
    await expect(page.getByText(/^历史的边界：/)).toBeVisible()
    await expectAccessible(page, 'A volume’s history, Chinese')
  })
})
