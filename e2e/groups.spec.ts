// Volume Groups in real Chromium: the demo's group from the navigation, a volume added with
// Manage Volumes (another backend's volume offered with the reason only), a group snapshot of it,
// and a new group made from that snapshot; a volume made into the group from Create Volume; in
// Simplified Chinese, the list, a group's page and Manage Volumes with its reason, axe clean.
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast, signIn } from './helpers'

test('Volume Groups: add a volume, snapshot the group, make a group from the snapshot', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volume Groups' }).click()
  await expect(page.getByRole('heading', { name: 'Volume Groups', level: 1 })).toBeVisible()
  await page.getByRole('table', { name: 'Volume groups' }).getByRole('link', { name: 'app-stack' }).click()
  await expect(page.getByRole('heading', { name: 'app-stack', level: 1 })).toBeVisible()
  const toolbar = page.getByRole('toolbar', { name: 'Group actions' })

  // Manage Volumes: only what Cinder takes is offered.
  await toolbar.getByRole('button', { name: 'Manage Volumes' }).click()
  const manage = page.getByRole('dialog', { name: /Manage Volumes/ })
  const add = manage.getByRole('group', { name: 'Add to the group' })
  await expect(add.getByRole('checkbox', { name: /logs-archive/ })).toBeDisabled()
  await expect(add.getByText('The group does not take its type (nfs-standard).')).toBeVisible()
  await expectAccessible(page, 'Manage Volumes')
  await add.getByRole('checkbox', { name: /scratch-01/ }).check()
  await manage.getByRole('button', { name: 'Save' }).click()
  await expect(manage).toBeHidden()
  const members = page.getByRole('table', { name: 'Volumes in the group' })
  await expect(members.getByRole('link', { name: 'scratch-01' })).toBeVisible()
  await expectAccessible(page, 'A group’s page')

  // A group snapshot of it, then a group from that.
  await toolbar.getByRole('button', { name: 'Create Group Snapshot' }).click()
  const snap = page.getByRole('dialog', { name: /Create Group Snapshot/ })
  await snap.getByLabel('Snapshot Name').fill('journey-snap')
  await snap.getByRole('button', { name: 'Create Group Snapshot' }).click()
  await expect(snap).toBeHidden()
  const row = page
    .getByRole('table', { name: 'Group snapshots' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'journey-snap' }) })
  await expect(row.getByRole('status')).toHaveText('available')
  await row.getByRole('button', { name: 'Actions for journey-snap' }).click()
  await page
    .getByRole('menu', { name: 'Actions for journey-snap' })
    .getByRole('menuitem', { name: 'Create Group' })
    .click()
  const from = page.getByRole('dialog', { name: /Create Group from Snapshot/ })
  await from.getByLabel('Group Name').fill('app-stack-copy')
  await from.getByRole('button', { name: 'Create Group' }).click()
  await expect(from).toBeHidden()
  await expectToast(page, 'Creating group app-stack-copy')
  await page.getByRole('link', { name: 'Volume Groups' }).first().click()
  await expect(
    page.getByRole('table', { name: 'Volume groups' }).getByRole('link', { name: 'app-stack-copy' }),
  ).toBeVisible()
})

test('Create Volume into a group: the group narrows the type and sets the zone; the volume is on the group’s page', async ({
  page,
}) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Create Volume' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Volume' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('grouped-journey')
  await dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' }).check()
  await dialog.getByRole('combobox', { name: 'Group' }).click()
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^app-stack/ })
    .click()
  // The group takes lvmdriver-1 only: the type moves there, Shareable goes, the zone is the group's.
  await expect(dialog.getByRole('combobox', { name: 'Volume Type' })).toHaveText('lvmdriver-1')
  await expect(dialog.getByRole('checkbox', { name: 'Shareable (multi-attach)' })).not.toBeChecked()
  await expect(dialog.getByRole('combobox', { name: 'Availability Zone' })).toHaveText('nova')
  await expect(dialog.getByRole('combobox', { name: 'Availability Zone' })).toHaveAttribute('aria-disabled', 'true')
  await expectAccessible(page, 'Create Volume with a group')
  await dialog.getByRole('button', { name: 'Create Volume' }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Volume grouped-journey is being created')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volume Groups' }).click()
  await page.getByRole('table', { name: 'Volume groups' }).getByRole('link', { name: 'app-stack' }).click()
  await expect(page.getByRole('heading', { name: 'app-stack', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Volumes in the group' }).getByRole('link', { name: 'grouped-journey' }),
  ).toBeVisible()
})

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' })

  test('the list, a group’s page and Manage Volumes, with the reason a volume cannot join, axe clean', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('heading', { name: '云硬盘', level: 1 })).toBeVisible()
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '云硬盘组' }).click()
    const groups = page.getByRole('table', { name: '云硬盘组列表' })
    await expect(groups.getByRole('link', { name: 'app-stack' })).toBeVisible()
    await expectAccessible(page, 'Volume Groups, Chinese')
    await groups.getByRole('link', { name: 'app-stack' }).click()
    await expect(page.getByRole('heading', { name: 'app-stack', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: '组快照列表' })).toContainText('app-stack-baseline')
    await expectAccessible(page, 'A group’s page, Chinese')

    await page.getByRole('toolbar', { name: '组操作' }).getByRole('button', { name: '管理云硬盘' }).click()
    const manage = page.getByRole('dialog', { name: /管理云硬盘/ })
    const add = manage.getByRole('group', { name: '加入组' })
    await expect(add.getByRole('checkbox', { name: /logs-archive/ })).toBeDisabled()
    await expect(add.getByText('该组不接受其类型（nfs-standard）。')).toBeVisible()
    await expectAccessible(page, 'Manage Volumes, Chinese')
    await manage.getByRole('button', { name: '取消' }).click()
    await expect(manage).toBeHidden()
  })
})
