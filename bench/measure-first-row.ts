// Time to first row: from the Sign In click to the first row of the Volumes table being
// visible, in a fresh browser context per run; and the Volumes page's DOM size once the
// network is idle.
import type { Browser } from 'playwright'
import { ApiRecorder, domNodeCount, firstVolumeRow, newContext, openSignIn, signInButton } from './browser.ts'

export interface FirstRowRun {
  firstRowMs: number
  domNodes: number
  idle: boolean
}

export async function firstRowRun(browser: Browser, consoleOrigin: string): Promise<FirstRowRun> {
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    const api = new ApiRecorder(page)
    await openSignIn(page, `${consoleOrigin}/volumes`)
    const start = performance.now()
    await signInButton(page).click()
    await firstVolumeRow(page).waitFor({ state: 'visible', timeout: 120_000 })
    const firstRowMs = performance.now() - start
    const idle = await api.idle()
    return { firstRowMs, domNodes: await domNodeCount(page), idle }
  } finally {
    await context.close()
  }
}
