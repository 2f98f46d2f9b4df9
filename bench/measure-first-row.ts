// Time to first row: from the Sign In click to the first row of a panel's table (Volumes, or
// Snapshots) being visible, in a fresh browser context per run; and the page's DOM size once
// the network is idle.
import type { Browser } from 'playwright'
import { ApiRecorder, domNodeCount, firstRowOf, newContext, openSignIn, signInButton } from './browser.ts'

export interface Panel {
  path: string
  table: string
}

export const VOLUMES: Panel = { path: '/volumes', table: 'Volumes' }
export const SNAPSHOTS: Panel = { path: '/snapshots', table: 'Snapshots' }

export interface FirstRowRun {
  firstRowMs: number
  domNodes: number
  idle: boolean
}

export async function firstRowRun(
  browser: Browser,
  consoleOrigin: string,
  panel: Panel = VOLUMES,
): Promise<FirstRowRun> {
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    const api = new ApiRecorder(page)
    await openSignIn(page, `${consoleOrigin}${panel.path}`)
    const start = performance.now()
    await signInButton(page).click()
    await firstRowOf(page, panel.table).waitFor({ state: 'visible', timeout: 120_000 })
    const firstRowMs = performance.now() - start
    const idle = await api.idle()
    return { firstRowMs, domNodes: await domNodeCount(page), idle }
  } finally {
    await context.close()
  }
}
