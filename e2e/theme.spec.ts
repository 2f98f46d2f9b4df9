import type { Page } from '@playwright/test'
import { test } from '@playwright/test'
import { expect, JOURNEY_TIMEOUT, signIn } from './helpers'

/** The page's background colour, as the browser paints it. */
function background(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor)
}

const DARK = 'rgb(18, 18, 18)'
const LIGHT = 'rgb(255, 255, 255)'

test.describe('Theme', () => {
  test.use({ colorScheme: 'dark' })
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('follows a dark system setting, and the top bar switches to light and back to the system', async ({ page }) => {
    await signIn(page)
    await expect.poll(() => background(page)).toBe(DARK)

    await page.getByRole('button', { name: 'Theme: System' }).click()
    await page.getByRole('menuitemradio', { name: 'Light' }).click()
    await expect.poll(() => background(page)).toBe(LIGHT)
    await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible()

    // The choice outlives a reload, and so does the session.
    await page.reload()
    // A reload starts the app and its demo cloud again: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible({ timeout: 60_000 })
    await expect.poll(() => background(page)).toBe(LIGHT)
    await page.getByRole('button', { name: 'Theme: Light' }).click()
    await page.getByRole('menuitemradio', { name: 'System' }).click()
    await expect.poll(() => background(page)).toBe(DARK)
  })
})
