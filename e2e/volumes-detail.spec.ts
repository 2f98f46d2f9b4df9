import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expect, filterByName, JOURNEY_TIMEOUT, rowOf, signIn } from './helpers'

/** The value of one field of the overview (a description list: term, then definition). */
async function overviewValue(page: Page, label: string) {
  const terms = await page.getByRole('term').allInnerTexts()
  const index = terms.findIndex((term) => term.trim() === label)
  expect(index, `overview field ${label} in ${terms.join(' | ')}`).toBeGreaterThanOrEqual(0)
  return page.getByRole('definition').nth(index)
}

async function expectPgSharedData(page: Page) {
  await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(await overviewValue(page, 'Shareable (multi-attach)')).toHaveText('Yes')
  await expect(await overviewValue(page, 'Attachments')).toHaveText('2')

  const table = page.getByRole('table', { name: 'Attachments' })
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(2)
  for (const server of ['db-primary', 'db-standby']) {
    const row = rows.filter({ has: page.getByRole('cell', { name: server, exact: true }) })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell', { name: 'RW', exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: '/dev/vdb', exact: true })).toBeVisible()
  }
}

test.describe('Volume detail page', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('opens from the name link, shows overview and attachments, and survives a reload as a deep link', async ({
    page,
  }) => {
    await signIn(page)
    await filterByName(page, 'pg-shared-data')
    await rowOf(page, 'pg-shared-data').getByRole('link', { name: 'pg-shared-data' }).click()

    await expect(page).toHaveURL(/\/volumes\/[0-9a-f-]{36}$/)
    const deepLink = page.url()
    await expectPgSharedData(page)

    // A reload keeps the session (the demo cloud's, as the console server's in real-cloud
    // mode) and the page; so does the same address in a new tab.
    await page.reload()
    await expect(page).toHaveURL(deepLink)
    await expectPgSharedData(page)
    const tab = await page.context().newPage()
    await tab.goto(deepLink)
    await expectPgSharedData(tab)
    await tab.close()

    // The breadcrumb leads back to the list.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Volumes', exact: true })
      .click()
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  })

  test('at 1440×900 the first attachment of a shared volume shows without scrolling; at 1280 nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    await rowOf(page, 'pg-shared-data').getByRole('link', { name: 'pg-shared-data' }).click()
    await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
    const first = page
      .getByRole('table', { name: 'Attachments' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
    await expect(first).toBeVisible()
    const box = await first.boundingBox()
    expect(box).not.toBeNull()
    // What the user sees on arrival: the whole row above the window's bottom edge, nothing scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const bottom = (box?.y ?? 0) + (box?.height ?? 0)
    console.log(`first attachment row at 1440×900: y=${Math.round(box?.y ?? 0)}, bottom=${Math.round(bottom)}`)
    expect(bottom).toBeLessThanOrEqual(900)

    // Every other action is in "More actions", each named as before.
    await page.getByRole('toolbar', { name: 'Volume actions' }).getByRole('button', { name: 'More actions' }).click()
    await expect(
      page.getByRole('menu', { name: 'More actions' }).getByRole('menuitem', { name: 'Extend Volume' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(first).toBeVisible()
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways).toBe(0)
  })
})
