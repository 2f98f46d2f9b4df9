// Bad input, field by field, as a user meets it: each bad value gets a message on its field (or
// the cloud's refusal in the dialog), the form keeps every value typed, and the cloud is
// unchanged afterwards. The API side of the same matrix is src/contract/bad-input.contract.ts.
import type { Locator, Page } from '@playwright/test'
import { test } from './page-errors'
import { drawnRows, expect, JOURNEY_TIMEOUT, openRowAction, pickInstance, rowOf, signIn } from './helpers'

interface Case {
  field: string
  value: string
  message: string | RegExp
  /** What the field goes back to before the next case. */
  reset: string
}

const LONG_NAME = 'n'.repeat(256)
const LONG_TEXT = 'd'.repeat(256)

/** The "N volumes" count above the table. */
async function volumeCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /^\d+ volumes?$/ })
    .innerText()
  return Number(text.split(' ')[0])
}

/**
 * Types each bad value, submits, and expects the message on the field (its accessible
 * description), the field marked invalid and still holding what was typed, and `kept` (another
 * field filled before) untouched.
 */
async function runCases(
  dialog: Locator,
  submit: string,
  cases: readonly Case[],
  kept?: { field: string; value: string },
) {
  for (const { field, value, message, reset } of cases) {
    const input = dialog.getByLabel(field, { exact: false }).first()
    await input.fill(value)
    await dialog.getByRole('button', { name: submit }).click()
    await expect(input, `${field} = ${value.slice(0, 20)}`).toHaveAccessibleDescription(message)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveValue(value)
    if (kept) await expect(dialog.getByLabel(kept.field, { exact: false }).first()).toHaveValue(kept.value)
    await input.fill(reset)
  }
}

test.describe('Bad input', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

  test('Create Volume: sizes, quota, long name and description are named on their field; nothing is created', async ({
    page,
  }) => {
    await signIn(page)
    const before = await volumeCount(page)
    await page.getByRole('button', { name: 'Create Volume' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume' })
    await dialog.getByLabel('Name').fill('kept-name')
    const size = 'Size (GiB)'
    await runCases(
      dialog,
      'Create Volume',
      [
        { field: size, value: '0', message: 'The size must be at least 1 GiB.', reset: '1' },
        { field: size, value: '-1', message: 'The size must be at least 1 GiB.', reset: '1' },
        { field: size, value: '1.5', message: 'The size must be a whole number of GiB.', reset: '1' },
        { field: size, value: 'ten', message: 'The size must be a whole number of GiB.', reset: '1' },
        { field: size, value: '', message: 'Enter the size in GiB.', reset: '1' },
        { field: size, value: '100000', message: /^Only \d+ GiB of the gigabytes quota remain\.$/, reset: '1' },
        {
          field: 'Description',
          value: LONG_TEXT,
          message: 'The description can be at most 255 characters (now 256).',
          reset: '',
        },
      ],
      { field: 'Name', value: 'kept-name' },
    )
    await runCases(
      dialog,
      'Create Volume',
      [{ field: 'Name', value: LONG_NAME, message: 'The name can be at most 255 characters (now 256).', reset: 'x' }],
      { field: size, value: '1' },
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(await volumeCount(page)).toBe(before)
  })

  test('Extend Volume: bad sizes on the field, the quota refused by the cloud in the dialog; the size stays', async ({
    page,
  }) => {
    await signIn(page)
    const row = rowOf(page, 'scratch-01')
    await expect(row).toContainText('10 GiB')
    await openRowAction(page, 'scratch-01', 'Extend Volume')
    const dialog = page.getByRole('dialog', { name: 'Extend Volume' })
    const field = 'New Size (GiB)'
    const message = 'A whole number of GiB greater than 10.'
    await runCases(
      dialog,
      'Extend Volume',
      ['0', '-1', '1.5', 'ten', '10', '9'].map((value) => ({ field, value, message, reset: '11' })),
    )
    // Beyond the quota: the dialog lets it through and shows Cinder's refusal, keeping the value.
    const input = dialog.getByLabel(field)
    await input.fill('100000')
    await dialog.getByRole('button', { name: 'Extend Volume' }).click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'The volume was not extended' })
    await expect(alert).toContainText(
      /VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota\. Requested 99990G/,
    )
    await expect(alert).toContainText(/Request ID: req-/)
    await expect(input).toHaveValue('100000')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toContainText('10 GiB')
    await expect(row.getByRole('status')).toHaveText('available')
  })

  test('Attach: malformed device names are named before anything is sent; nothing is attached', async ({ page }) => {
    await signIn(page)
    await openRowAction(page, 'scratch-01', 'Attach')
    const dialog = page.getByRole('dialog', { name: /^Attach/ })
    await pickInstance(dialog, 'web-1')
    const message = /^Use a device path such as \/dev\/vdb/
    await runCases(
      dialog,
      'Attach',
      ['vdb', '/dev/', '/dev/VDB', '/dev/sd b', '/dev/vdb;rm'].map((value) => ({
        field: 'Device name',
        value,
        message,
        reset: '',
      })),
    )
    await expect(dialog.getByRole('button', { name: 'web-1' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(rowOf(page, 'scratch-01').getByRole('status')).toHaveText('available')
  })

  test('an unknown volume id in the address says the cloud could not find it', async ({ page }) => {
    await signIn(page)
    const unknown = '00000000-0000-4000-8000-00000000beef'
    // In-app navigation (a typed address would do as well: the session survives a reload).
    await page.evaluate((path) => {
      window.history.pushState({}, '', path)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, `/volumes/${unknown}`)
    await expect(page.getByRole('alert')).toContainText(`Volume ${unknown} could not be found.`)
  })

  test('Launch Instance: a long name and bad counts are named; no instance is made', async ({ page }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Instances' }).click()
    await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
    const table = page.getByRole('table', { name: 'Instances' })
    await expect(table.getByRole('row').filter({ hasText: 'web-1' })).toBeVisible()
    const before = await (await drawnRows(table)).count()
    await page.getByRole('button', { name: 'Launch Instance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Launch Instance' })
    await dialog.getByLabel('Instance Name').fill('kept-server')
    const count = 'Count'
    await runCases(
      dialog,
      'Launch Instance',
      [
        { field: count, value: '0', message: /^Launch between 1 and \d+ instances at a time\.$/, reset: '1' },
        { field: count, value: '1000', message: /^Launch between 1 and \d+ instances at a time\.$/, reset: '1' },
        { field: count, value: '-1', message: 'The count must be a whole number.', reset: '1' },
        { field: count, value: '1.5', message: 'The count must be a whole number.', reset: '1' },
        { field: count, value: 'two', message: 'The count must be a whole number.', reset: '1' },
      ],
      { field: 'Instance Name', value: 'kept-server' },
    )
    await runCases(
      dialog,
      'Launch Instance',
      [
        {
          field: 'Instance Name',
          value: LONG_NAME,
          message: 'The instance name can be at most 255 characters (now 256).',
          reset: 'x',
        },
        { field: 'Instance Name', value: '  ', message: 'The instance name is required.', reset: 'x' },
      ],
      { field: count, value: '1' },
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(table.getByRole('row')).toHaveCount(before)
  })

  test('Create Volume Type (admin): an empty or long name and a long description are named; no type is made', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 })
    await page.getByLabel('User name').fill('admin')
    await page.getByLabel('Password').fill('admin')
    await page.getByLabel('Project', { exact: true }).fill('admin')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Volume Types' }).click()
    const table = page.getByRole('table', { name: 'Volume Types' })
    await expect(table.getByRole('row').filter({ hasText: 'encrypted-shared' })).toBeVisible({ timeout: 30_000 })
    const before = await (await drawnRows(table)).count()
    await page.getByRole('button', { name: 'Create Volume Type' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Volume Type' })
    await dialog.getByLabel('Description').fill('kept description')
    await runCases(
      dialog,
      'Create Volume Type',
      [
        { field: 'Name', value: '', message: 'The name is required.', reset: 'x' },
        { field: 'Name', value: LONG_NAME, message: 'The name can be at most 255 characters (now 256).', reset: 'x' },
      ],
      { field: 'Description', value: 'kept description' },
    )
    await runCases(
      dialog,
      'Create Volume Type',
      [
        {
          field: 'Description',
          value: LONG_TEXT,
          message: 'The description can be at most 255 characters (now 256).',
          reset: '',
        },
      ],
      { field: 'Name', value: 'x' },
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(table.getByRole('row')).toHaveCount(before)
  })

  test('Sign In: empty fields are named, a wrong password gets Keystone’s answer, and the fields keep what was typed', async ({
    page,
  }) => {
    await page.goto('/?scenario=demo')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 })
    const form = page.getByRole('form', { name: 'Sign in' })
    for (const field of ['Keystone URL', 'User name', 'Password', 'Project']) {
      const input = form.getByLabel(field, { exact: true })
      const before = await input.inputValue()
      await input.fill('')
      await form.getByRole('button', { name: 'Sign In' }).click()
      await expect(input, field).toHaveAccessibleDescription(`${field} is required`)
      await input.fill(before)
    }
    await form.getByLabel('Password', { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(form.getByRole('alert')).toContainText('The request you have made requires authentication.')
    await expect(form.getByLabel('User name', { exact: true })).toHaveValue('demo')
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('not-the-password')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  })

  test('Demo settings: negative, fractional and text timings are named as typed; Save stays off', async ({ page }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo settings' }).click()
    await expect(page.getByRole('heading', { name: 'Demo settings', level: 1 })).toBeVisible()
    const input = page.getByLabel('Transition time (ms)')
    const save = page.getByRole('button', { name: 'Save settings' })
    const initial = await input.inputValue()
    for (const value of ['-5', '1.5', 'soon']) {
      await input.fill(value)
      await expect(input, value).toHaveAccessibleDescription('The transition time must be a whole number of 0 or more.')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveValue(value)
      await expect(save).toBeDisabled()
    }
    await input.fill(initial)
    await expect(input).toHaveAccessibleDescription('ms')
    await expect(page.getByRole('status').filter({ hasText: /^Settings saved at / })).toHaveCount(0)
  })
})
