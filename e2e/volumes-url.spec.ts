import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expect, JOURNEY_TIMEOUT, shownNames, signIn, volumesTable } from './helpers'

async function expectNamesSorted(page: Page) {
  const names = await shownNames(page)
  expect(names.length).toBeGreaterThan(1)
  expect(names).toEqual([...names].sort())
}

test.describe('filter, sort and page live in the URL', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('status and sort go into the URL, and the same view comes back after a reload', async ({ page }) => {
    await signIn(page)
    const table = volumesTable(page)

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'in-use', exact: true }).click()
    await expect(page).toHaveURL(/[?&]status=in-use(&|$)/)
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('in-use')

    await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click()
    await expect(page).toHaveURL(/[?&]sort=name%3Aasc(&|$)/)
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/[?&]status=in-use(&|$)/)

    // Every row is in-use, sorted by name.
    const statuses = table
      .getByRole('row')
      .getByRole('cell')
      .filter({ has: page.getByText('in-use', { exact: true }) })
    await expect(async () => {
      const names = await shownNames(page)
      expect(await statuses.count()).toBe(names.length)
      expect(names).toEqual([...names].sort())
      expect(names).toContain('pg-shared-data')
      expect(names).not.toContain('shared-empty')
    }).toPass()
    const before = await shownNames(page)
    const url = page.url()

    // A reload keeps the session and brings back the same view.
    await page.reload()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('in-use')
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(async () => expect(await shownNames(page)).toEqual(before)).toPass()
    await expectNamesSorted(page)
  })

  test('next page changes the rows and the page in the URL; Back returns to the first page', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('status').filter({ hasText: '29 volumes' })).toBeVisible()
    await expect(page.getByText('1–20 of 29')).toBeVisible()
    const first = await shownNames(page)
    expect(first).toHaveLength(20)

    await page.getByRole('button', { name: 'Go to next page' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(page.getByText('21–29 of 29')).toBeVisible()
    await expect(async () => {
      const second = await shownNames(page)
      expect(second).toHaveLength(9)
      expect(second.filter((name) => first.includes(name))).toEqual([])
    }).toPass()
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled()

    await page.goBack()
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'))
    await expect(page.getByText('1–20 of 29')).toBeVisible()
    await expect(async () => expect(await shownNames(page)).toEqual(first)).toPass()
  })
})
