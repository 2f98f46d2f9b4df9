// Admin › Volume Types and QoS Specs: an admin edits a type's extra specs (a type in use and
// shareable + cacheable refused and explained before sending), makes a private type and grants a
// project, creates a QoS spec, associates it with the type, sees its deletion refused and
// explained while associated, then deletes it with force. Axe on the QoS page and the main
// dialogs; English and Simplified Chinese.
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, expectToast, JOURNEY_TIMEOUT, signIn as signInAsMember, signInAsAdmin } from './helpers'

function typeRow(page: Page, name: string, table = 'Volume Types'): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) })
}

async function openTypeAction(page: Page, name: string, action: string) {
  await typeRow(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  const menu = page.getByRole('menu', { name: `Actions for ${name}` })
  await menu
    .getByRole('menuitem')
    .filter({ has: page.getByText(action, { exact: true }) })
    .click()
}

test.describe('Admin: volume types and QoS specs', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('extra specs, a private type for a project, and a QoS spec associated, refused while associated, then deleted', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    const admin = page.getByRole('navigation', { name: 'Admin' })
    await admin.getByRole('link', { name: 'Volume Types' }).click()
    await expect(page.getByRole('heading', { name: 'Volume Types', level: 1 })).toBeVisible({ timeout: 30_000 })
    // The type's QoS spec is shown on it (seeded: shared-ssd has gold-iops, front-end).
    await expect(typeRow(page, 'shared-ssd')).toContainText('gold-iops')
    await expect(typeRow(page, 'shared-ssd')).toContainText('front-end')

    // A type in use: the extra specs are shown, and every change is refused with Cinder's words.
    await openTypeAction(page, 'multiattach', 'Extra Specs')
    let specs = page.getByRole('dialog', { name: /Extra Specs/ })
    await expect(
      specs
        .getByRole('alert')
        .or(specs.getByText(/volumes of this type exist/))
        .first(),
    ).toContainText('Volume Type is currently in use.')
    await expect(specs.getByRole('button', { name: 'Delete extra spec multiattach' })).toBeDisabled()
    await expect(specs.getByRole('button', { name: 'Set', exact: true })).toBeDisabled()
    await expectAccessible(page, 'Extra Specs of a type in use')
    await specs.getByRole('button', { name: 'Close' }).click()
    await expect(specs).toBeHidden()

    // A new private type.
    await page.getByRole('button', { name: 'Create Volume Type' }).click()
    const create = page.getByRole('dialog', { name: 'Create Volume Type' })
    await create.getByLabel('Name').fill('e2e-gold')
    await create.getByRole('checkbox', { name: 'Public' }).uncheck()
    await create.getByRole('checkbox', { name: 'Shareable (multi-attach)' }).check()
    await create.getByRole('button', { name: 'Create Volume Type' }).click()
    await expectToast(page, 'Volume type e2e-gold created')
    await expect(typeRow(page, 'e2e-gold')).toBeVisible()

    // Extra specs: a well-known key explained in place; cacheable on a shareable type refused before sending.
    await openTypeAction(page, 'e2e-gold', 'Extra Specs')
    specs = page.getByRole('dialog', { name: /Extra Specs/ })
    await expect(specs.getByText(/lets a volume of this type be attached to several servers/)).toBeVisible()
    await specs.getByRole('combobox', { name: 'Well-known key' }).click()
    await page.getByRole('option', { name: 'volume_backend_name' }).click()
    await expect(specs.getByRole('textbox', { name: 'Key' })).toHaveValue('volume_backend_name')
    await expect(
      specs.getByText(/places volumes of this type only on backends whose volume_backend_name/),
    ).toBeVisible()
    await specs.getByRole('textbox', { name: 'Value' }).fill('lvmdriver-1')
    await expectAccessible(page, 'Extra Specs dialog')
    await specs.getByRole('button', { name: 'Set', exact: true }).click()
    await expectToast(page, 'Extra spec volume_backend_name of e2e-gold set')
    await expect(specs.getByRole('table', { name: 'Extra specs of e2e-gold' })).toContainText('lvmdriver-1')
    await specs.getByRole('textbox', { name: 'Key' }).fill('cacheable')
    await specs.getByRole('textbox', { name: 'Value' }).fill('<is> True')
    await expect(
      specs.getByRole('status').filter({ hasText: 'cacheable cannot be set with multiattach.' }),
    ).toBeVisible()
    await expect(specs.getByRole('button', { name: 'Set', exact: true })).toBeDisabled()
    await specs.getByRole('button', { name: 'Close' }).click()
    await expect(specs).toBeHidden()
    await expect(typeRow(page, 'e2e-gold')).toContainText('volume_backend_name=lvmdriver-1')

    // Access: the private type is granted to the demo project.
    await openTypeAction(page, 'e2e-gold', 'Access')
    const access = page.getByRole('dialog', { name: /Type Access/ })
    await expect(access.getByText('No project has access yet.')).toBeVisible()
    await access.getByRole('combobox', { name: 'Project' }).click()
    await page.getByRole('option', { name: /^demo/ }).click()
    await expectAccessible(page, 'Type Access dialog')
    await access.getByRole('button', { name: 'Grant Access' }).click()
    await expectToast(page, 'Project demo can now use e2e-gold')
    await expect(access.getByRole('list', { name: 'Projects with access' })).toContainText('demo')
    await access.getByRole('button', { name: 'Close' }).click()

    // The other dialogs of a type, checked and left: Edit, Encryption, and a project's default type.
    await openTypeAction(page, 'e2e-gold', 'Edit')
    const edit = page.getByRole('dialog', { name: /Edit Volume Type/ })
    await expect(edit.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Nothing has changed yet.')
    await expectAccessible(page, 'Edit Volume Type dialog')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
    await openTypeAction(page, 'e2e-gold', 'Encrypt')
    const encryption = page.getByRole('dialog', { name: /Encrypt Volume Type/ })
    await expect(encryption.getByRole('status')).toContainText('Multiattach cannot be used with encrypted volumes.')
    await expectAccessible(page, 'Encrypt Volume Type dialog')
    await encryption.getByRole('button', { name: 'Cancel' }).click()
    await expect(encryption).toBeHidden()
    await page.getByRole('button', { name: 'Set Project Default Type' }).click()
    const setDefault = page.getByRole('dialog', { name: 'Set Project Default Type' })
    await expectAccessible(page, 'Set Project Default Type dialog')
    await setDefault.getByRole('button', { name: 'Cancel' }).click()
    await expect(setDefault).toBeHidden()

    // QoS Specs: create one, associate it with the type.
    await admin.getByRole('link', { name: 'QoS Specs' }).click()
    await expect(page.getByRole('heading', { name: 'QoS Specs', level: 1 })).toBeVisible()
    await expect(typeRow(page, 'gold-iops', 'QoS Specs')).toContainText('shared-ssd')
    await expectAccessible(page, 'QoS Specs page')
    await page.getByRole('button', { name: 'Create QoS Spec' }).click()
    const createQos = page.getByRole('dialog', { name: 'Create QoS Spec' })
    await createQos.getByRole('textbox', { name: 'Name' }).fill('e2e-limits')
    await createQos.getByRole('radio', { name: /^Front-end/ }).check()
    await createQos.getByRole('textbox', { name: 'Value' }).fill('500')
    await expectAccessible(page, 'Create QoS Spec dialog')
    await createQos.getByRole('button', { name: 'Create QoS Spec' }).click()
    await expectToast(page, 'QoS spec e2e-limits created')
    const row = typeRow(page, 'e2e-limits', 'QoS Specs')
    await expect(row).toContainText('total_iops_sec=500')

    await row.getByRole('button', { name: 'Actions for e2e-limits' }).click()
    await page.getByRole('menuitem', { name: 'Associations' }).click()
    const associations = page.getByRole('dialog', { name: /Associations/ })
    await expect(associations.getByText('No volume type has it.')).toBeVisible()
    await associations.getByRole('combobox', { name: 'Volume type' }).click()
    // shared-ssd has gold-iops already: offered, disabled, with the reason.
    await expect(page.getByRole('option', { name: /shared-ssd/ })).toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('option', { name: 'e2e-gold' }).click()
    await expectAccessible(page, 'Associations dialog')
    await associations.getByRole('button', { name: 'Associate', exact: true }).click()
    await expectToast(page, 'e2e-gold now has the QoS spec e2e-limits')
    await expect(associations.getByRole('list', { name: 'Associated volume types' })).toContainText('e2e-gold')
    await associations.getByRole('button', { name: 'Close' }).click()
    await expect(row).toContainText('e2e-gold')

    // Delete: refused while associated, explained; force says what it does, then deletes.
    await row.getByRole('button', { name: 'Actions for e2e-limits' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const remove = page.getByRole('dialog', { name: /Delete QoS Spec/ })
    await expect(remove).toContainText('1 volume type has this QoS spec: e2e-gold.')
    await expect(remove).toContainText('Qos specs still in use.')
    const submit = remove.getByRole('button', { name: 'Disassociate and Delete' })
    await expect(submit).toBeDisabled()
    await remove.getByRole('checkbox', { name: /Force/ }).check()
    await expect(remove.getByRole('status')).toContainText('New volumes of those types will have no QoS limits')
    await expectAccessible(page, 'Delete QoS Spec dialog, forced')
    await submit.click()
    await expectToast(page, 'QoS spec e2e-limits deleted')
    await expect(row).toBeHidden()

    // The type has no QoS spec any more.
    await admin.getByRole('link', { name: 'Volume Types' }).click()
    await expect(typeRow(page, 'e2e-gold')).not.toContainText('e2e-limits')
  })

  test('in Chinese: the QoS page, Create QoS Spec and the refusal while associated', async ({ page }) => {
    await signInAsAdmin(page, 'zh-CN')
    await page.getByRole('navigation', { name: '管理员' }).getByRole('link', { name: 'QoS 规格' }).click()
    await expect(page.getByRole('heading', { name: 'QoS 规格', level: 1 })).toBeVisible({ timeout: 30_000 })
    const row = typeRow(page, 'gold-iops', 'QoS 规格')
    await expect(row).toContainText('前端')
    await expect(row).toContainText('shared-ssd')
    await expectAccessible(page, 'QoS Specs page (zh-CN)')

    await page.getByRole('button', { name: '创建 QoS 规格' }).click()
    const create = page.getByRole('dialog', { name: '创建 QoS 规格' })
    await expect(create.getByRole('radiogroup', { name: '消费方' })).toBeVisible()
    await expectAccessible(page, 'Create QoS Spec dialog (zh-CN)')
    await create.getByRole('button', { name: '取消', exact: true }).click()

    await row.getByRole('button', { name: 'gold-iops 的操作' }).click()
    await page.getByRole('menuitem', { name: '删除' }).click()
    const remove = page.getByRole('dialog', { name: /删除 QoS 规格/ })
    await expect(remove).toContainText('1 个云硬盘类型关联了此 QoS 规格：shared-ssd。')
    await expect(remove).toContainText('Qos specs still in use.')
    await expect(remove.getByRole('button', { name: '取消关联并删除' })).toBeDisabled()
    await expectAccessible(page, 'Delete QoS Spec dialog (zh-CN)')

    await remove.getByRole('button', { name: '取消', exact: true }).click()
    await page.getByRole('navigation', { name: '管理员' }).getByRole('link', { name: '云硬盘类型' }).click()
    await expect(typeRow(page, 'shared-ssd', '云硬盘类型')).toContainText('gold-iops')
    await typeRow(page, 'multiattach', '云硬盘类型').getByRole('button', { name: 'multiattach 的操作' }).click()
    await page.getByRole('menuitem', { name: '额外规格' }).click()
    const specs = page.getByRole('dialog', { name: /额外规格/ })
    await expect(specs).toContainText('Volume Type is currently in use.')
    await expectAccessible(page, 'Extra Specs dialog (zh-CN)')
  })

  test('a member sees no QoS Specs and gets "Needs admin" at its address', async ({ page }) => {
    await signInAsMember(page)
    await expect(page.getByRole('link', { name: 'QoS Specs' })).toHaveCount(0)
    await page.goto(page.url().replace(/\/volumes(\?.*)?$/, '/admin/qos-specs'))
    await expect(page.getByRole('heading', { name: 'Needs admin', level: 1 })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Create QoS Spec' })).toHaveCount(0)
  })
})
