// The Volumes panel's table tools in the browser: a column hidden and another moved in the
// Columns menu (axe on the open menu) stay so after a reload; "Export current view" saves this
// page's rows with the columns shown, in their order; nothing scrolls sideways at 1280 px.
import { readFile } from 'node:fs/promises'
import { test } from './page-errors'
import { expectAccessible } from './axe'
import { expect, JOURNEY_TIMEOUT, shownNames, signIn, volumesTable } from './helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('columns chosen stay after a reload, and the current view exports as shown', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await signIn(page)
  const table = volumesTable(page)
  const headers = async () =>
    (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
  await expect(table.getByRole('columnheader', { name: 'Size' })).toBeVisible()

  await page.getByRole('button', { name: 'Columns' }).click()
  const menu = page.getByRole('dialog', { name: 'Columns shown' })
  await expect(menu.getByRole('checkbox', { name: 'Name' })).toBeDisabled()
  await expectAccessible(page, 'the Columns menu open')
  await menu.getByRole('checkbox', { name: 'Size' }).uncheck()
  // By keyboard: Type above the hidden Size, then above Status.
  await menu.getByRole('button', { name: 'Move Type up' }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('status')).toHaveText('Type moved to position 2 of 10')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused()
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveCount(0)

  await page.reload()
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveCount(0)
  expect((await headers()).slice(0, 3)).toEqual(['Name', 'Type', 'Status'])

  // Nothing scrolls sideways with the header's tools at 1280 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  )
  await expect(page.getByRole('button', { name: 'Create Volume' })).toBeInViewport()

  const shown = await headers()
  const names = await shownNames(page)
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const saved = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export current view' }).click()
  const download = await saved
  expect(download.suggestedFilename()).toMatch(/^volumes-demo-\d{8}-\d{4}\.csv$/)
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const records = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  // The columns chosen, in their order (those the width leaves out too); a record per row.
  expect(records[0]?.split(',')).toEqual([
    'Name',
    'Type',
    'Status',
    'Attached To',
    'Shareable',
    'Bootable',
    'Encrypted',
    'Availability Zone',
    'Created',
  ])
  const inFile = shown.filter((header) => header !== 'Actions')
  expect(records[0]?.split(',').filter((header) => inFile.includes(header))).toEqual(inFile)
  expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(names)
})
