// `npm run bench -- --scale-100k`: the console at 10,000 volumes (`scale`) and at 100,000 volumes
// with 10,000 servers (`scale-100k`, the shared dataset on every server), side by side: the demo
// cloud's answer for a page, Sign In → first row and the page's DOM, the API requests of the
// Volumes, Instances and shared volume's views, and the tab's JavaScript heap through a few
// minutes of use (the views in turn; BENCH_MINUTES, 10 by default). What does not grow with the
// project stays flat; the table marks each ratio against its target. Asserts nothing.
//   --no-build   reuse .bench/dist kept by an earlier run (npm run bench -- --keep-dist)
import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright'
import { launchBrowser, newContext, openSignIn, signInButton } from './browser.ts'
import { buildOrReuse } from './build.ts'
import { signInToCloud, volumeIdByName } from './keystone.ts'
import { measureApi } from './measure-api.ts'
import { type FirstRowRun, firstRowRun, VOLUMES } from './measure-first-row.ts'
import { instancesView, viewRequests, volumeDetailView, volumesView, type View } from './measure-requests.ts'
import { DIST } from './paths.ts'
import { startCloud, startConsole, stopAll } from './servers.ts'
import { median, ratio } from './stats.ts'
import { check, count, type Entry, ms, renderTable, times } from './table.ts'

const RUNS = 3
const BIG = 'dataset-shared-1000'
/** Flat: the 100,000-volume figure at most this much over the 10,000-volume one. */
const FLAT = 1.2
const PAGE_MS = 50
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10)

function step(message: string) {
  console.log(`bench: ${message}`)
}

/** The JavaScript heap in use of the page's tab (Chromium's own metric), in MiB. */
async function heapMiB(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  await session.send('Performance.enable')
  const { metrics } = await session.send('Performance.getMetrics')
  await session.detach()
  return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 2 ** 20
}

/**
 * Opens `view` in the app, as a user moves between pages (a reload would start a new heap): the
 * router follows the history's popstate. Resolves once the view is drawn.
 */
async function visit(page: Page, view: View): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, view.path)
  await view.ready(page)
}

/**
 * The heap once the tab is back on Volumes and has let go of what the other views held: readings
 * a second apart (each after a garbage collection) until two agree within 1 MiB, at most 20.
 * Read right after the shared volume's page instead, the heap swings by a hundred MiB at
 * 100,000 volumes with what is in flight at that moment.
 */
async function settledHeapMiB(page: Page, volumes: View): Promise<number> {
  await visit(page, volumes)
  let last = await heapMiB(page)
  for (let reading = 0; reading < 20; reading += 1) {
    await page.waitForTimeout(1_000)
    const now = await heapMiB(page)
    if (Math.abs(now - last) < 1) return now
    last = now
  }
  return last
}

/**
 * Signs in, then opens the views in turn for `minutes` in one tab; the heap after the first round
 * and at the end, as read at once (busy) and settled on Volumes.
 */
async function heapOverUse(browser: Browser, origin: string, views: View[], minutes: number) {
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    await openSignIn(page, `${origin}${views[0]!.path}`)
    await signInButton(page).click()
    const round = async () => {
      for (const view of views) await visit(page, view)
    }
    await round()
    const startMiB = await heapMiB(page)
    const startSettledMiB = await settledHeapMiB(page, views[0]!)
    let rounds = 1
    const useFor = async (ms: number) => {
      const until = Date.now() + ms
      while (Date.now() < until) {
        await round()
        rounds += 1
      }
    }
    // Halfway too: the first rounds still fill the caches and fetch code, so growth that goes on
    // shows between the middle and the end.
    await useFor((minutes * 60_000) / 2)
    const middleSettledMiB = await settledHeapMiB(page, views[0]!)
    await useFor((minutes * 60_000) / 2)
    const endMiB = await heapMiB(page)
    const endSettledMiB = await settledHeapMiB(page, views[0]!)
    return { startMiB, startSettledMiB, middleSettledMiB, endMiB, endSettledMiB, rounds }
  } finally {
    await context.close()
  }
}

export async function scale100k(): Promise<void> {
  let browser: Browser | undefined
  try {
    await buildOrReuse(step)
    step('starting the demo clouds (scale, scale-100k) and a console for each')
    const [large, huge] = await Promise.all([startCloud('scale'), startCloud('scale-100k')])
    const [largeConsole, hugeConsole] = await Promise.all([startConsole(DIST, large), startConsole(DIST, huge)])
    const [largeToken, hugeToken] = await Promise.all([signInToCloud(large.origin), signInToCloud(huge.origin)])
    step('demo cloud answer time for a page of volumes, 20 requests each (taking turns)')
    const [apiLarge, apiHuge] = await measureApi([largeToken, hugeToken])
    browser = await launchBrowser()
    step(`Sign In → first row, ${RUNS} runs each (alternating)`)
    const first: { large: FirstRowRun[]; huge: FirstRowRun[] } = { large: [], huge: [] }
    for (let run = 0; run < RUNS; run += 1) {
      first.large.push(await firstRowRun(browser, largeConsole.origin, VOLUMES))
      first.huge.push(await firstRowRun(browser, hugeConsole.origin, VOLUMES))
    }
    step('API requests per view')
    const viewsOf = async (token: typeof largeToken) => [
      volumesView,
      instancesView,
      volumeDetailView(await volumeIdByName(token, BIG), BIG),
    ]
    const [largeViews, hugeViews] = await Promise.all([viewsOf(largeToken), viewsOf(hugeToken)])
    const requests = []
    for (const [index, view] of hugeViews.entries()) {
      requests.push({
        view: view.view,
        large: (await viewRequests(browser, largeConsole.origin, largeViews[index]!)).count,
        huge: (await viewRequests(browser, hugeConsole.origin, view)).count,
      })
    }
    step(`the tab's heap through ${MINUTES} min of use on each (the three views in turn)`)
    const [heapLarge, heapHuge] = [
      await heapOverUse(browser, largeConsole.origin, largeViews, MINUTES),
      await heapOverUse(browser, hugeConsole.origin, hugeViews, MINUTES),
    ]

    const row = (label: string, small: number, big: number, format: (n: number) => string): Entry[] => [
      { label: `  ${label}: scale / scale-100k`, value: `${format(small)} / ${format(big)}` },
      check(`  ${label}: ratio`, ratio(big, small), FLAT, times),
    ]
    const firstMs = (runs: FirstRowRun[]) => median(runs.map((run) => run.firstRowMs))
    const dom = (runs: FirstRowRun[]) => median(runs.map((run) => run.domNodes))
    const mib = (n: number) => `${n.toFixed(1)} MiB`
    const entries: Entry[] = [
      { section: 'Demo cloud GET volumes/detail?limit=50, median of 20' },
      { label: '  scale (10,000 volumes)', value: ms(apiLarge!.medianMs) },
      check('  scale-100k (100,000 volumes)', apiHuge!.medianMs, PAGE_MS, ms),
      { section: `The console at 10,000 and at 100,000 volumes (flat: ≤ ${FLAT}× the 10,000 figure)` },
      ...row(`Sign In → first row (median of ${RUNS})`, firstMs(first.large), firstMs(first.huge), ms),
      ...row('Volumes page DOM nodes', dom(first.large), dom(first.huge), count),
      ...requests.flatMap((item) =>
        row(`requests, ${item.view.replace(BIG, 'the shared volume')}`, item.large, item.huge, count),
      ),
      ...row(
        `tab heap settled on Volumes after ${MINUTES} min (${heapLarge.rounds} / ${heapHuge.rounds} rounds)`,
        heapLarge.endSettledMiB,
        heapHuge.endSettledMiB,
        mib,
      ),
      { section: `The tab's heap through ${MINUTES} min of use (does not grow: the end ≤ ${FLAT}× halfway)` },
      {
        label: '  settled on Volumes, first round → halfway → end: scale',
        value: [heapLarge.startSettledMiB, heapLarge.middleSettledMiB, heapLarge.endSettledMiB].map(mib).join(' → '),
      },
      {
        label: '  settled on Volumes, first round → halfway → end: scale-100k',
        value: [heapHuge.startSettledMiB, heapHuge.middleSettledMiB, heapHuge.endSettledMiB].map(mib).join(' → '),
      },
      check('  scale: at the end / halfway', ratio(heapLarge.endSettledMiB, heapLarge.middleSettledMiB), FLAT, times),
      check(
        '  scale-100k: at the end / halfway',
        ratio(heapHuge.endSettledMiB, heapHuge.middleSettledMiB),
        FLAT,
        times,
      ),
      {
        label: '  read at once after the shared volume’s page, first round → end: scale',
        value: `${mib(heapLarge.startMiB)} → ${mib(heapLarge.endMiB)}`,
      },
      {
        label: '  read at once after the shared volume’s page, first round → end: scale-100k',
        value: `${mib(heapHuge.startMiB)} → ${mib(heapHuge.endMiB)}`,
      },
    ]
    console.log(`\n${renderTable(entries)}\n`)
  } finally {
    await browser?.close()
    await stopAll()
    if (!process.argv.includes('--keep-dist')) rmSync(DIST, { recursive: true, force: true })
  }
}
