// An administrator brings storage a backend holds under Cinder's management and lets it go
// again, and moves a backup by its record: Admin › Manageable storage, Manage Volume (followed
// until Cinder has it), Unmanage from Admin › All Volumes (Cinder forgets it), then a backup's record exported as a file and imported — refused
// while the backup still exists, in Cinder's words, and accepted once it is gone. In Simplified
// Chinese: Manageable storage, Manage Volume and Group Types, axe clean.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast, JOURNEY_TIMEOUT, signInAsAdmin } from './helpers'

async function openAdminPage(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click()
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible()
}

test.describe.configure({ timeout: JOURNEY_TIMEOUT })

test('an admin manages storage the backend holds, unmanages it, and moves a backup by its record', async ({ page }) => {
  await signInAsAdmin(page)
  await openAdminPage(page, 'Manageable storage')
  const onBackend = page.getByRole('table', { name: 'Volumes on the backend' })
  const legacyLogs = onBackend.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'legacy-logs' }) })
  await expect(onBackend.getByRole('row').filter({ hasText: 'scratch-open' })).toContainText('volume in use')
  await legacyLogs.getByRole('button', { name: 'Manage legacy-logs' }).click()
  const manage = page.getByRole('dialog', { name: /Manage Volume/ })
  await manage.getByRole('textbox', { name: 'Volume Name' }).fill('logs-2019')
  await expectAccessible(page, 'Manage Volume')
  await manage.getByRole('button', { name: 'Manage' }).click()
  await expect(manage).toBeHidden()
  await expect(page.getByText('logs-2019 is now a volume of this project (available).')).toBeVisible()
  await expect(legacyLogs).toHaveCount(0)
  await expectAccessible(page, 'Manageable storage')

  await page.getByRole('link', { name: 'Open the volume' }).click()
  await expect(page.getByRole('heading', { name: 'logs-2019', level: 1 })).toBeVisible()

  await openAdminPage(page, 'All Volumes')
  const adminRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'logs-2019', exact: true }) })
  await adminRow.getByRole('button', { name: /^Actions for logs-2019/ }).click()
  await page.getByRole('menuitem', { name: 'Unmanage' }).click()
  const unmanage = page.getByRole('dialog', { name: /Unmanage Volume/ })
  await unmanage.getByRole('button', { name: 'Unmanage' }).click()
  await expectToast(page, 'Unmanaging logs-2019: Cinder forgets it, its data stays on the backend')
  // The page behind an open dialog is hidden from the accessibility tree: rows count only after.
  await expect(unmanage).toBeHidden()
  await expect(adminRow).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backups' }).click()
  const backups = page.getByRole('table', { name: 'Backups' })
  const backupRow = backups.getByRole('row').filter({ hasText: 'admin-tools-backup' })
  await backupRow.getByRole('button', { name: 'Actions for admin-tools-backup' }).click()
  await page.getByRole('menuitem', { name: 'Export Record', exact: true }).click()
  const exporting = page.getByRole('dialog', { name: /Export Record/ })
  const download = page.waitForEvent('download')
  await exporting.getByRole('button', { name: 'Download' }).click()
  const file = await (await download).path()
  const record = JSON.parse(await readFile(file, 'utf8')) as { backup_service?: string; backup_url?: string }
  expect(record.backup_service).toBeTruthy()
  expect(record.backup_url).toBeTruthy()

  // The backup is still there: Cinder refuses the import, and the dialog keeps the record.
  await page.getByRole('button', { name: 'Import Backup Record' }).click()
  const importing = page.getByRole('dialog', { name: 'Import Backup Record' })
  await importing.locator('input[type=file]').setInputFiles(file)
  await expect(importing.getByLabel('Encoded record')).toHaveValue(record.backup_url ?? '')
  await importing.getByRole('button', { name: 'Import' }).click()
  await expect(importing.getByRole('alert')).toContainText('Invalid backup: Backup already exists in database.')
  await expect(importing.getByLabel('Encoded record')).toHaveValue(record.backup_url ?? '')
  await importing.getByRole('button', { name: 'Cancel' }).click()

  await backupRow.getByRole('button', { name: 'Actions for admin-tools-backup' }).click()
  await page.getByRole('menuitem', { name: 'Delete Backup', exact: true }).click()
  const remove = page.getByRole('dialog', { name: /Delete Backup/ })
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(remove).toBeHidden()
  // Cinder still has the backup while it is deleting: the import waits until it is gone.
  await expect(backupRow).toHaveCount(0)

  await page.getByRole('button', { name: 'Import Backup Record' }).click()
  await importing.locator('input[type=file]').setInputFiles(file)
  // The file is read before its record fills the form: Import waits for what the user sees.
  await expect(importing.getByLabel('Encoded record')).toHaveValue(record.backup_url ?? '')
  await importing.getByRole('button', { name: 'Import' }).click()
  await expect(importing).toBeHidden()
  await expect(backupRow.getByRole('status')).toHaveText('available')
})

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' })

  test('Manageable storage with Manage Volume, and Group Types, axe clean', async ({ page }) => {
    await signInAsAdmin(page, 'zh-CN')
    const admin = page.getByRole('navigation', { name: '管理员' })
    await admin.getByRole('link', { name: '可纳管存储', exact: true }).click()
    await expect(page.getByRole('heading', { name: '可纳管存储', level: 1 })).toBeVisible()
    const onBackend = page.getByRole('table', { name: '后端上的云硬盘' })
    await expect(onBackend.getByRole('rowheader', { name: 'legacy-logs' })).toBeVisible()
    await expectAccessible(page, 'Manageable storage, Chinese')
    await onBackend.getByRole('button', { name: '纳管 legacy-logs' }).click()
    const manage = page.getByRole('dialog', { name: /纳管云硬盘/ })
    await expect(manage.getByRole('textbox', { name: '云硬盘名称' })).toBeVisible()
    await expectAccessible(page, 'Manage Volume, Chinese')
    await manage.getByRole('button', { name: '取消' }).click()
    await expect(manage).toBeHidden()

    await admin.getByRole('link', { name: '组类型', exact: true }).click()
    await expect(page.getByRole('heading', { name: '组类型', level: 1 })).toBeVisible()
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'consistent-snapshots' })).toBeVisible()
    await expectAccessible(page, 'Group Types, Chinese')
  })
})
