// The journeys' `test`: Playwright's, with what the page itself reported (uncaught errors,
// console errors and warnings) attached to a failed test, whose report then shows them beside
// its screenshot. Nothing is recorded for a test that passes.
import { test as base } from '@playwright/test'

export const test = base.extend<{ pageErrors: undefined }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = []
      page.on('pageerror', (error) => lines.push(`uncaught: ${error.stack ?? error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          lines.push(`console.${message.type()}: ${message.text()}`)
      })
      await use(undefined)
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0)
        await testInfo.attach('page errors', { body: lines.join('\n'), contentType: 'text/plain' })
    },
    { auto: true },
  ],
})
