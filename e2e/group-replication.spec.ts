// Group replication in real Chromium: the demo's dr-pair (SolidFire, replicating to sf-dr) has its
// replication enabled with the command shown, then fails over to sf-dr and back to the primary; in
// Simplified Chinese, the reason a group cannot fail over yet and the Enable dialog, axe clean.
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast, signIn } from './helpers'

test('dr-pair: enable replication, fail over to sf-dr, fail back', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volume Groups' }).click()
  await page.getByRole('table', { name: 'Volume groups' }).getByRole('link', { name: 'dr-pair' }).click()
  await expect(page.getByRole('heading', { name: 'dr-pair', level: 1 })).toBeVisible()
  const toolbar = page.getByRole('toolbar', { name: 'Group actions' })
  // The overview's Replication value (a description list's definition).
  const overview = page.getByRole('definition')

  await toolbar.getByRole('button', { name: 'Enable Replication' }).click()
  const enable = page.getByRole('dialog', { name: /Enable Replication/ })
  await expect(enable.getByText('Replication targets: sf-dr')).toBeVisible()
  await enable.getByRole('button', { name: /Equivalent command/ }).click()
  await expect(enable.getByRole('region', { name: 'CLI' })).toContainText(
    'openstack --os-volume-api-version 3.38 volume group set --enable-replication',
  )
  await expectAccessible(page, 'Enable Replication')
  await enable.getByRole('button', { name: 'Enable Replication' }).click()
  await expectToast(page, 'Enabling replication of dr-pair')
  await expect(overview.getByText('enabled', { exact: true })).toBeVisible()

  await toolbar.getByRole('button', { name: 'Fail Over Replication' }).click()
  const failover = page.getByRole('dialog', { name: /Fail Over Replication/ })
  await failover.getByRole('combobox', { name: 'Fail over to' }).click()
  await page.getByRole('option', { name: 'sf-dr' }).click()
  await failover.getByRole('button', { name: 'Fail Over Replication' }).click()
  await expect(overview.getByText('failed-over', { exact: true })).toBeVisible()

  // Back to the primary: the dialog offers it first for a failed-over group.
  await toolbar.getByRole('button', { name: 'Fail Over Replication' }).click()
  const back = page.getByRole('dialog', { name: /Fail Over Replication/ })
  await expect(back.getByRole('combobox', { name: 'Fail over to' })).toHaveText('Back to the primary (default)')
  await back.getByRole('button', { name: 'Fail Over Replication' }).click()
  await expect(overview.getByText('enabled', { exact: true })).toBeVisible()
})

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' })

  test('why dr-pair cannot fail over yet, and the Enable dialog, axe clean', async ({ page }) => {
    await page.goto('/?scenario=demo')
    await page.getByRole('button', { name: '登录' }).click()
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '云硬盘组' }).click()
    await page.getByRole('table', { name: '云硬盘组列表' }).getByRole('link', { name: 'dr-pair' }).click()
    const toolbar = page.getByRole('toolbar', { name: '组操作' })
    await expect(toolbar.getByRole('button', { name: '复制故障转移' })).toHaveAccessibleDescription(
      '复制状态为 已禁用：只有复制已启用或已故障转移时，组才能故障转移（或转回）。',
    )
    await toolbar.getByRole('button', { name: '启用复制' }).click()
    const enable = page.getByRole('dialog', { name: /启用复制/ })
    await expect(enable.getByText('复制目标：sf-dr')).toBeVisible()
    await expectAccessible(page, 'Enable Replication, Chinese')
  })
})
