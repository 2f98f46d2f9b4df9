// API requests per view: a fresh context opens the view's URL, signs in (Sign In returns to
// that URL) and counts the /os-proxy/ calls made once the app left Sign In, until the network
// is idle. Sign-in and discovery calls, made on the Sign In page, are listed apart.
import type { Browser, Page } from 'playwright'
import type { ApiCall } from './browser.ts'
import { ApiRecorder, firstVolumeRow, newContext, openSignIn, signInButton } from './browser.ts'

export interface ViewRequests {
  view: string
  path: string
  count: number
  calls: ApiCall[]
  signInCalls: ApiCall[]
  idle: boolean
}

export interface View {
  view: string
  path: string
  /** What shows the view has rendered its data. */
  ready: (page: Page) => Promise<void>
}

export const volumesView: View = {
  view: 'Volumes',
  path: '/volumes',
  ready: (page) => firstVolumeRow(page).waitFor({ timeout: 120_000 }),
}

export const instancesView: View = {
  view: 'Instances',
  path: '/instances',
  ready: (page) => page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1).waitFor({ timeout: 120_000 }),
}

export function volumeDetailView(id: string, name: string): View {
  return {
    view: `Volume detail (${name})`,
    path: `/volumes/${encodeURIComponent(id)}`,
    ready: (page) => page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 120_000 }),
  }
}

export async function viewRequests(browser: Browser, consoleOrigin: string, view: View): Promise<ViewRequests> {
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    const api = new ApiRecorder(page)
    await openSignIn(page, `${consoleOrigin}${view.path}`)
    await signInButton(page).click()
    await view.ready(page)
    const idle = await api.idle(2_000)
    const calls = api.viewCalls()
    return {
      view: view.view,
      path: view.path,
      count: calls.length,
      calls,
      signInCalls: api.calls.filter((call) => !calls.includes(call)),
      idle,
    }
  } finally {
    await context.close()
  }
}
