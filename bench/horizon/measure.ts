// One round on one dashboard, in a fresh browser context, as one user session:
//   1. Sign In: the click on "Sign In" → the first volume row visible (the visitor came for
//      Volumes); then, once the network is idle, the page's DOM elements, the row height of the
//      plain volumes on the first page and the bytes received since the Sign In page was opened.
//   2. Instances → Volumes: the click on the navigation's Volumes link → the first row visible;
//      its requests and bytes until idle. Then Instances and Volumes again: the revisit.
//   3. The shared volume, on the first page (it is the newest): its row's height; the click on
//      its name → the first attachment visible, with the requests until idle.
//   4. The console only (Horizon has no export of its volumes): back to Volumes, Export CSV of
//      every volume → the browser has the file.
// At a distance, Chromium holds back and paces the page's traffic (bench/distance/measure.ts) and
// the counting proxy holds each call to the cloud (count-proxy.ts).
// Requests are counted twice: at the counting proxy (every call to an OpenStack service; the
// only count Horizon has, as its browser calls no API) and, for the console, as the browser's
// /os-proxy/ calls (bench/measure-requests.ts's count). Bytes are Chromium's encodedDataLength:
// what came over the wire, headers included, compressed as sent.
import type { Browser, Page } from 'playwright'
import type { ApiCall } from '../browser.ts'
import { shownAfter, watchAppearances } from '../appearance.ts'
import { ApiRecorder, domNodeCount, newContext } from '../browser.ts'
import { emulateDistance, type Distance } from '../distance/measure.ts'
import { median } from '../stats.ts'
import type { CountingProxy, ServiceCall } from './count-proxy.ts'
import type { DataSet } from './dataset.ts'
import { SHARED } from './dataset.ts'
import type { Mark, Ui, UiName } from './ui.ts'

const TIMEOUT = 120_000

export interface Counted {
  ms: number
  /** From the same click to the shared row's server names (with modes, where shown): the row complete. */
  namesMs?: number | null
  /** Whether `ms` is the page's own (bench/appearance.ts) or, the page having seen nothing, Playwright's polled time. */
  timedBy?: 'page' | 'playwright'
  /** Calls at the counting proxy (service, method, path). */
  service: Pick<ServiceCall, 'service' | 'method' | 'path' | 'status' | 'bytes'>[]
  /** The console's /os-proxy/ calls from the browser (empty for Horizon). */
  browser: Pick<ApiCall, 'method' | 'path' | 'status'>[]
  bytes: number
}

export interface RoundResult {
  ui: UiName
  set: DataSet['key']
  round: number
  signIn: Counted
  /** The first Volumes view's own calls: from the moment the app leaves Sign In for it. */
  firstView: Pick<Counted, 'service' | 'browser'>
  coldBytes: number
  domNodes: number
  plainRowPx: number
  view: Counted
  revisit: Counted
  sharedRowPx: number
  detail: Counted
  /** Export CSV of every volume (the console only). */
  csv?: Counted
  idle: boolean
}

/** What came over the wire, from Chromium's DevTools protocol. */
async function byteMeter(page: Page, distance: Distance | null) {
  const cdp = await page.context().newCDPSession(page)
  if (distance) await emulateDistance(cdp, distance)
  let total = 0
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    total += event.encodedDataLength
  })
  await cdp.send('Network.enable')
  return () => total
}

export async function measureRound(
  browser: Browser,
  ui: Ui,
  set: DataSet,
  proxy: CountingProxy,
  round: number,
  distance: Distance | null = null,
): Promise<RoundResult> {
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    await watchAppearances(page, ui.marks)
    const bytes = await byteMeter(page, distance)
    const recorder = ui.name === 'console' ? new ApiRecorder(page) : null
    let idle = true

    /** No call in flight at the proxy or from the browser, and none begun for 1.5 s. */
    const quiet = async () => {
      const deadline = Date.now() + 60_000
      let seen = proxy.calls.length + (recorder?.calls.length ?? 0)
      let since = Date.now()
      while (Date.now() < deadline) {
        await page.waitForTimeout(100)
        const now = proxy.calls.length + (recorder?.calls.length ?? 0)
        if (now !== seen || proxy.pending() > 0) {
          seen = now
          since = Date.now()
        } else if (Date.now() - since >= 1_500 && (!recorder || (await recorder.idle(0, 1)))) return
      }
      idle = false
    }

    /**
     * Runs `action` (a click) until `mark` shows; counts from the click until the network is idle.
     * The time is the page's own (bench/appearance.ts); Playwright's, which polls, only if the
     * page saw nothing or there is no mark (a download).
     */
    const timed = async (
      action: () => Promise<void>,
      ready: () => Promise<void>,
      mark: Mark | null,
      also: Mark | null = null,
    ): Promise<Counted> => {
      const calls = proxy.calls.length
      const own = recorder?.calls.length ?? 0
      const received = bytes()
      const since = Date.now()
      const start = performance.now()
      await action()
      await ready()
      const polled = performance.now() - start
      const seen = mark ? await shownAfter(page, mark, since) : null
      await quiet()
      return {
        ms: seen ?? polled,
        ...(also ? { namesMs: await shownAfter(page, also, since) } : {}),
        timedBy: seen === null ? 'playwright' : 'page',
        service: proxy.calls
          .slice(calls)
          .map(({ service, method, path, status, bytes }) => ({ service, method, path, status, bytes })),
        browser: (recorder?.calls.slice(own) ?? []).map(({ method, path, status }) => ({ method, path, status })),
        bytes: bytes() - received,
      }
    }
    const visible = (locator: ReturnType<Ui['firstVolumeRow']>) => () =>
      locator.waitFor({ state: 'visible', timeout: TIMEOUT })

    // 1. Sign In → first volume row, from a cold browser. The first view begins when the browser
    // asks for Horizon's Volumes page (after the sign-in POST's redirect) or the console's route
    // changes to /volumes.
    await ui.openSignIn(page, 'volumes', set.user, set.password)
    // A user types for a few seconds: the Sign In page has finished loading by the click. (Horizon
    // draws its form before its scripts have arrived, the console fetches its signed-in code while
    // the form waits: a click at once would time their unfinished loads.)
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT })
    let viewStart = Number.POSITIVE_INFINITY
    const onVolumes = (url: string) => {
      if (/\/volumes\/?$/.test(new URL(url).pathname)) viewStart = Math.min(viewStart, proxy.clock())
    }
    page.on('request', (request) => {
      if (request.isNavigationRequest()) onVolumes(request.url())
    })
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) onVolumes(frame.url())
    })
    const signInFrom = proxy.calls.length
    const signIn = await timed(() => ui.signIn(page).click(), visible(ui.firstVolumeRow(page)), 'volumeRow', 'names')
    const firstView = {
      service: signIn.service.filter((_, i) => (proxy.calls[signInFrom + i]?.start ?? 0) >= viewStart),
      browser: (recorder?.viewCalls() ?? []).map(({ method, path, status }) => ({ method, path, status })),
    }
    const coldBytes = bytes()
    const domNodes = await domNodeCount(page)
    const heights: number[] = []
    for (const row of await ui.volumeRows(page).all()) {
      if ((await row.textContent())?.includes(SHARED)) continue
      const box = await row.boundingBox()
      if (box) heights.push(box.height)
    }

    // 2. Instances → Volumes, twice.
    const toInstances = async () => {
      await (await ui.navLink(page, 'instances')).click()
      await ui.firstInstanceRow(page).waitFor({ state: 'visible', timeout: TIMEOUT })
      await quiet()
    }
    const toVolumes = async () => {
      const link = await ui.navLink(page, 'volumes')
      return timed(() => link.click(), visible(ui.firstVolumeRow(page)), 'volumeRow', 'names')
    }
    await toInstances()
    const view = await toVolumes()
    await toInstances()
    const revisit = await toVolumes()

    // 3. The shared volume (the newest, so on the first page of both) and its detail page.
    const row = ui.volumeRow(page, SHARED)
    await row.waitFor({ state: 'visible', timeout: TIMEOUT })
    await quiet()
    const sharedRowPx = (await row.boundingBox())?.height ?? Number.NaN
    const detail = await timed(
      () => ui.detailLink(row, SHARED).click(),
      visible(ui.firstAttachment(page)),
      'attachment',
    )

    // 4. Every volume as CSV, from the Volumes view.
    let csv: Counted | undefined
    const exportAll = ui.exportAllVolumes
    if (exportAll) {
      const link = await ui.navLink(page, 'volumes')
      await link.click()
      await ui.firstVolumeRow(page).waitFor({ state: 'visible', timeout: TIMEOUT })
      await quiet()
      csv = await timed(
        () => exportAll(page),
        () => Promise.resolve(),
        null,
      )
    }

    return {
      ui: ui.name,
      set: set.key,
      round,
      signIn,
      firstView,
      coldBytes,
      domNodes,
      plainRowPx: median(heights),
      view,
      revisit,
      sharedRowPx,
      detail,
      csv,
      idle,
    }
  } finally {
    await context.close()
  }
}
