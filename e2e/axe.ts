// axe (WCAG 2.0/2.1 A and AA) over the page as it is, for the accessibility suite and the journeys.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './helpers'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Waits for finished transitions (a dialog fading in has the contrast of half its colours). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}

/** One line per violation: rule, impact, help, and where (selectors, with axe's reason for the first). */
function summarize(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((violation) => {
    const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
    const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} — at: ${where} — ${why}`
  })
}

/**
 * axe over the whole page as it is now; soft, so the test goes on to the next state.
 *
 * In the page itself (legacy mode): the console draws no frames, and the default path opens a
 * second page in the context for each check to merge the frames' results there. Only the
 * violations are listed in full (resultTypes), the only result read here. Together, a check of
 * the Volumes page here: 3.5 s → 1 s.
 */
export async function expectAccessible(page: Page, state: string) {
  await settle(page)
  // options() first: it replaces the run options, the tags (runOnly) among them.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze()
  expect.soft(summarize(results.violations), `axe violations: ${state}`).toEqual([])
}
