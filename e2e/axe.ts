// axe (WCAG 2.0/2.1 A and AA) over the page as it is, for the accessibility suite and the journeys.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type * as Axe from 'axe-core'
import { expect } from './helpers'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Waits for finished transitions (a dialog fading in has the contrast of half its colours). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}

/** One line per violation: rule, impact, help, and where (selectors, with axe's reason for the first). */
function summarize(violations: Axe.AxeResults['violations']): string[] {
  return violations.map((violation) => {
    const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
    const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} — at: ${where} — ${why}`
  })
}

/**
 * Marks the overlays open over the page, and says whether there are any: while a modal
 * dialog, menu or popover is open, MUI hides the page behind it (`aria-hidden` on `#root`)
 * and draws the overlay in a portal of its own, a child of `body`.
 */
const OVERLAY_MARK = 'data-axe-overlay'

function markOverlays(mark: string): boolean {
  const root = document.getElementById('root')
  document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark))
  if (root?.getAttribute('aria-hidden') !== 'true') return false
  const overlays = [...document.body.children].filter(
    (element) => element !== root && element.tagName === 'DIV' && element.getAttribute('aria-hidden') !== 'true',
  )
  overlays.forEach((element) => element.setAttribute(mark, ''))
  return overlays.length > 0
}

/**
 * axe over the page as it is now; soft, so the test goes on to the next state.
 *
 * - axe-core is evaluated once per document, not once per check (its 570 kB were ~0.5 s of
 *   every check here), and runs in the page itself: the console draws no frames.
 * - With an overlay open, axe checks the overlay only: the page behind it is hidden from
 *   assistive technology, and is the page as it was checked before the overlay opened.
 * - Only the violations are listed in full (resultTypes), the only result read here.
 */
export async function expectAccessible(page: Page, state: string) {
  await settle(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const overlay = await page.evaluate(markOverlays, OVERLAY_MARK)
  const options: Axe.RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] }
  const violations = await page.evaluate(
    async ({ scope, options }) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe
      const results = await axe.run(scope ? { include: [[scope]] } : document, options)
      return results.violations
    },
    { scope: overlay ? `[${OVERLAY_MARK}]` : null, options },
  )
  expect.soft(summarize(violations), `axe violations: ${state}`).toEqual([])
}
