import type { Page } from '@playwright/test'
import { test } from './page-errors'
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

/** What is animating on the page now, each kind once, by the class of the animated element. */
function running(page: Page) {
  return page.evaluate(() => [
    ...new Set(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          return target?.closest('.MuiChip-root') ? 'spinner in a status chip' : String(target?.getAttribute('class'))
        }),
    ),
  ])
}

/** Signs in to the demo scenario, whose reserved volume keeps a transitional status on Volumes. */
async function signInToReserved(page: Page) {
  await signIn(page)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^reserved$/ })
      .first(),
  ).toBeVisible()
}

test.describe('Motion', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  // The demo scenario has a reserved volume, so the Volumes panel keeps a status spinner turning.
  test.describe('as most systems have it', () => {
    // The journeys run with reduced motion (playwright.config.ts); this one with motion.
    test.use({ reducedMotion: 'no-preference' })

    test('at rest only the spinners of transitional statuses turn', async ({ page }) => {
      await signInToReserved(page)
      // Between polls: a refresh's bar may be out for a moment, then nothing but the spinner moves.
      await expect.poll(() => running(page)).toEqual(['spinner in a status chip'])
    })
  })

  test.describe('when the system asks for less motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('nothing turns, slides or fades, a transitional status included', async ({ page }) => {
      await signInToReserved(page)
      await expect.poll(() => running(page)).toEqual([])
    })
  })
})
