// Admin › Quotas and Admin › Storage: an admin is told before sending why a limit below usage is
// refused, raises a limit and sees it on the Overview of the project, disables a volume service
// with a reason (its pool leaves the list) and enables it again, and sees the pools with
// multi-attach highlighted and a pool's full capability list. Axe on both pages and every
// dialog; the pages in Simplified Chinese (their fit at 1280, 1366 and 1440 px, light and dark,
// is in fit.spec.ts with every other page's).
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, JOURNEY_TIMEOUT, signInAsAdmin } from './helpers'

async function openAdminPage(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: /Admin|管理/ })
    .getByRole('link', { name: label, exact: true })
    .click()
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible({ timeout: 30_000 })
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })

test.describe('Admin: quotas and storage', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('a limit below usage is refused before sending; a raised limit shows on the Overview', async ({ page }) => {
    // Three dialogs, two pages and an Overview: long on a busy machine.
    test.setTimeout(180_000)
    await signInAsAdmin(page)
    await openAdminPage(page, 'Quotas')
    await expect(page.getByRole('table', { name: 'Quotas of admin' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Default quotas' })).toBeVisible()
    await expectAccessible(page, 'Quotas page')

    // The demo project: its shared-ssd volumes quota is 4 with one in use.
    await page.getByRole('combobox', { name: 'Project' }).click()
    await page.getByRole('option', { name: 'demo', exact: true }).click()
    const table = page.getByRole('table', { name: 'Quotas of demo' })
    await expect(table.getByRole('row', { name: /^Volumes of type shared-ssd/ })).toContainText('4')
    await page.getByRole('button', { name: 'Edit Quotas' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Quotas' })
    const ssd = dialog.getByRole('textbox', { name: 'Volumes of type shared-ssd' })
    await expect(ssd).toHaveValue('4')
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await expectAccessible(page, 'Edit Quotas dialog')
    await ssd.fill('0')
    await expect(dialog).toContainText('Cinder refuses a limit below what the project uses: 1 (1 in use, 0 reserved).')
    await dialog.getByRole('button', { name: 'Save' }).click()
    // Nothing was sent: the dialog stays with the value and the reason.
    await expect(ssd).toHaveValue('0')
    await expect(ssd).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(table.getByRole('row', { name: /^Volumes of type shared-ssd/ })).toContainText('4')

    // The admin's own project: from no limit to 25 volumes, seen on its Overview.
    await page.getByRole('combobox', { name: 'Project' }).click()
    await page.getByRole('option', { name: 'admin', exact: true }).click()
    // The page has moved to the admin project (the address's ?project=) before the dialog opens:
    // a dialog opened a moment earlier would be the demo project's, replaced under the typing.
    await expect(page.getByRole('table', { name: 'Quotas of admin' })).toBeVisible()
    await page.getByRole('button', { name: 'Edit Quotas' }).click()
    const own = page.getByRole('dialog', { name: 'Edit Quotas' })
    await own.getByRole('textbox', { name: 'Volumes', exact: true }).fill('25')
    await expect(own).toContainText('(1 changed)')
    await own.getByRole('button', { name: 'Save' }).click()
    // The dialog closes once saved (the notification may be gone already on a slow machine).
    await expect(own).toBeHidden({ timeout: 40_000 })
    await expect(
      page.getByRole('table', { name: 'Quotas of admin' }).getByRole('row', { name: /^Volumes volumes/ }),
    ).toContainText('25')
    await page.getByRole('link', { name: 'Overview' }).click()
    // The Overview's code may still be loading on a busy machine.
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('main')).toContainText(/of 25/)

    // Back to the defaults, confirmed after seeing what changes.
    await page.goBack()
    await page.getByRole('button', { name: 'Reset to Defaults' }).click()
    const reset = page.getByRole('dialog', { name: 'Reset to Defaults' })
    await expect(reset.getByRole('list', { name: 'Limits that change' })).toContainText('Volumes: 25 → 10')
    await expectAccessible(page, 'Reset to Defaults dialog')
    await reset.getByRole('button', { name: 'Reset to Defaults' }).click()
    await expect(toast(page, 'Quotas of admin are the defaults again')).toBeVisible()

    // The default quota class.
    await page.getByRole('button', { name: 'Edit Defaults' }).click()
    const defaults = page.getByRole('dialog', { name: 'Edit Defaults' })
    await expectAccessible(page, 'Edit Defaults dialog')
    await defaults.getByRole('textbox', { name: 'Backups', exact: true }).fill('-2')
    await expect(defaults).toContainText('The lowest is -1 (no limit).')
    await defaults.getByRole('textbox', { name: 'Backups', exact: true }).fill('12')
    await defaults.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Default quotas saved (backups)')).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Default quotas' }).getByRole('row', { name: /^Backups backups/ }),
    ).toContainText('12')
  })

  test('pools with multi-attach highlighted; a volume service disabled with a reason and enabled again', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await openAdminPage(page, 'Storage')
    const pools = page.getByRole('table', { name: 'Pools' })
    const lvm = pools.getByRole('row', { name: /devstack@lvmdriver-1#lvmdriver-1/ })
    await expect(lvm.getByText('Multi-attach', { exact: true })).toBeVisible()
    await expect(pools.getByRole('row', { name: /devstack@nfs-1#nfs-1/ })).toContainText('No multi-attach')
    await expectAccessible(page, 'Storage page')

    await pools.getByRole('button', { name: 'Capabilities of devstack@solidfire#sf-pool' }).click()
    const caps = page.getByRole('dialog', { name: 'Pool Capabilities' })
    await expect(caps).toContainText('vendor_name')
    await expect(caps).toContainText('SolidFire Inc')
    await expectAccessible(page, 'Pool Capabilities dialog')
    await caps.getByRole('button', { name: 'Close' }).click()

    const services = page.getByRole('table', { name: 'Block-storage services' })
    await services.getByRole('button', { name: 'Disable cinder-volume on devstack@nfs-1' }).click()
    const disable = page.getByRole('dialog', { name: 'Disable Service' })
    await expect(disable).toContainText('The scheduler stops placing new volumes on its pools')
    await disable.getByRole('button', { name: 'Disable' }).click()
    await expect(disable).toContainText('Give a reason: other admins see it in the list of services.')
    await expectAccessible(page, 'Disable Service dialog')
    await disable.getByLabel('Reason').fill('Disk swap tonight')
    await disable.getByRole('button', { name: 'Disable' }).click()
    await expect(toast(page, 'cinder-volume on devstack@nfs-1 disabled')).toBeVisible()
    const nfs = services.getByRole('row', { name: /cinder-volume devstack@nfs-1/ })
    await expect(nfs).toContainText('Disabled')
    await expect(nfs).toContainText('Reason: Disk swap tonight')
    await expect(pools.getByRole('row', { name: /devstack@nfs-1#nfs-1/ })).toHaveCount(0)

    await services.getByRole('button', { name: 'Enable cinder-volume on devstack@nfs-1' }).click()
    await expect(toast(page, 'cinder-volume on devstack@nfs-1 enabled')).toBeVisible()
    await expect(nfs).toContainText('Enabled')
    await expect(nfs).toContainText('Last reason: Disk swap tonight')
    await expect(pools.getByRole('row', { name: /devstack@nfs-1#nfs-1/ })).toBeVisible()
  })

  test('both pages in Simplified Chinese, axe clean', async ({ page }) => {
    await signInAsAdmin(page, 'zh-CN')
    await openAdminPage(page, '配额')
    await expect(page.getByRole('table', { name: 'admin 的配额' })).toBeVisible()
    await expect(page.getByRole('button', { name: '编辑配额' })).toBeVisible()
    await expectAccessible(page, 'Quotas page, Chinese')
    await page.getByRole('button', { name: '编辑配额' }).click()
    await expect(page.getByRole('dialog', { name: '编辑配额' })).toContainText('-1 表示无限制')
    await expectAccessible(page, 'Edit Quotas dialog, Chinese')
    await page.getByRole('dialog', { name: '编辑配额' }).getByRole('button', { name: '取消' }).click()
    await openAdminPage(page, '存储')
    await expect(page.getByRole('table', { name: '存储池' })).toContainText('多挂载')
    await expect(page.getByRole('table', { name: '块存储服务' })).toContainText('已启用')
    await expectAccessible(page, 'Storage page, Chinese')
  })
})
