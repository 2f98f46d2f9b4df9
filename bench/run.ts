// `npm run bench`: builds the console into .bench/dist, serves it against the demo cloud at 50
// and at 10,000 volumes, drives Chromium through Playwright and prints one table of figures
// (raw runs in .bench/results.json). A measurement tool: nothing here asserts a time. The bundle's
// budgets (bench/bundle-size.ts) are the exception: a broken one is named and the run exits 1.
//   --keep-dist  keep the build in .bench/dist afterwards (by default it is removed: `eslint .`
//                would lint its minified files, as eslint.config.js does not ignore .bench/)
//   --no-build   reuse .bench/dist kept by an earlier run (with --keep-dist)
//   --bundle-only  only the build and its bundle analysis (every chunk's gzip size, what pulls it
//                in, what the initial chunks hold; docs/bench-bundle.md); no servers, no browser
//   --load-only  only the console server with 200 sessions (in use for three minutes, then all at one
//                instant), through the proxy and direct; no build
//   BENCH_PROF=1  the console server writes V8's tick log (isolate-*.log; `node --prof-process` reads it)
//   --against-horizon  Debian's Horizon 23 and the console side by side on the real OpenStack of
//                127.0.0.1 (bench/horizon/run.ts, docs/bench-horizon.md)
//   --distance  the console over HTTP/1.1 and over HTTP/2 (TLS), opened cold from Chromium at
//               100 ms round trip and 10 Mbit/s (bench/distance/run.ts, docs/bench-distance.md)
//   --ha  three console servers behind HAProxy with 200 sessions, through a rolling restart, a
//         session key rotation and a SIGKILL; no build (bench/ha/run.ts, docs/bench-ha.md)
//   --scale-100k  the console at 10,000 and at 100,000 volumes side by side: first row, DOM,
//                 requests per view, the tab's heap over BENCH_MINUTES (10) of use (bench/scale-100k.ts,
//                 docs/bench-scale.md)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { CHROMIUM, launchBrowser } from './browser.ts'
import { buildOrReuse } from './build.ts'
import { budgetBreaches, bundleSizes } from './bundle-size.ts'
import { breachLines, reportBundle } from './bundle-report.ts'
import { signInToCloud, volumeCount, snapshotCount, volumeIdByName } from './keystone.ts'
import { lighthouseScores } from './lighthouse.ts'
import { measureApi } from './measure-api.ts'
import { volumesPageBytes } from './measure-bytes.ts'
import { sessionLoad } from './measure-session-load.ts'
import { pacedLoad } from './measure-session-paced.ts'
import { attachmentListTimes } from './measure-attachments.ts'
import { consoleTarget, sharingMapTimes } from './measure-sharing-map.ts'
import { firstRowRun, SNAPSHOTS } from './measure-first-row.ts'
import { instancesView, viewRequests, volumeDetailView, volumesView } from './measure-requests.ts'
import { DIST, OUT } from './paths.ts'
import type { Results } from './results.ts'
import { loadEntries, pacedEntries, tableEntries } from './results.ts'
import { killAllNow, startCloud, startConsole, stopAll } from './servers.ts'
import { renderTable } from './table.ts'
import { againstHorizon } from './horizon/run.ts'
import { highAvailability } from './ha/run.ts'
import { atDistance } from './distance/run.ts'
import { scale100k } from './scale-100k.ts'

const RUNS = 5
const BIG = 'dataset-shared-1000'
const TRIO = 'trio-shared'

function step(message: string) {
  console.log(`bench: ${message}`)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllNow()
    process.exit(130)
  })
}

/** The console's server under load alone: it serves no page here, so a stub index.html does. */
async function loadOnly(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'vc-load-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>load</title>')
  try {
    step('starting the demo cloud (scale-50) and a console')
    const cloud = await startCloud('scale-50')
    const server = await startConsole(dir, cloud)
    const token = await signInToCloud(cloud.origin)
    step('200 sessions in use for three minutes (think time), each call through the proxy and direct')
    const paced = await pacedLoad(server, token)
    step('200 sessions at the same instant, taking turns with direct calls')
    const load = await sessionLoad(server, token)
    console.log(`\n${renderTable([...pacedEntries(paced), ...loadEntries(load)])}\n`)
  } finally {
    await stopAll()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The build and its bundle analysis alone; exit code 1 when a budget breaks. */
async function bundleOnly(): Promise<void> {
  try {
    await buildOrReuse(step)
    if (!reportBundle(bundleSizes(DIST))) process.exitCode = 1
  } finally {
    if (!process.argv.includes('--keep-dist')) rmSync(DIST, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--bundle-only')) return bundleOnly()
  if (process.argv.includes('--load-only')) return loadOnly()
  if (process.argv.includes('--against-horizon')) return againstHorizon()
  if (process.argv.includes('--ha')) return highAvailability()
  if (process.argv.includes('--distance')) return atDistance()
  if (process.argv.includes('--scale-100k')) return scale100k()
  const startedAt = new Date().toISOString()
  let browser: Browser | undefined
  try {
    await buildOrReuse(step)
    const bundle = bundleSizes(DIST)
    reportBundle(bundle)
    step('starting the demo clouds (scale-50, scale) and a console for each')
    const [small, large] = await Promise.all([startCloud('scale-50'), startCloud('scale')])
    const [smallConsole, largeConsole] = await Promise.all([startConsole(DIST, small), startConsole(DIST, large)])
    const [smallToken, largeToken] = await Promise.all([signInToCloud(small.origin), signInToCloud(large.origin)])
    const clouds: Results['clouds'] = {
      small: {
        scenario: 'scale-50',
        volumes: await volumeCount(smallToken),
        snapshots: await snapshotCount(smallToken),
      },
      large: { scenario: 'scale', volumes: await volumeCount(largeToken), snapshots: await snapshotCount(largeToken) },
    }
    step(`volumes in the project: ${clouds.small.volumes} (scale-50), ${clouds.large.volumes} (scale)`)
    browser = await launchBrowser()

    step(`time to first row, ${RUNS} runs each on scale-50 and scale (alternating)`)
    const firstRow: Results['firstRow'] = { small: [], large: [] }
    for (let run = 0; run < RUNS; run += 1) {
      firstRow.small.push(await firstRowRun(browser, smallConsole.origin))
      firstRow.large.push(await firstRowRun(browser, largeConsole.origin))
    }
    warnNotIdle([...firstRow.small, ...firstRow.large])

    step(`Snapshots panel, time to first row, ${RUNS} runs each on scale-50 and scale (alternating)`)
    const snapshotsFirstRow: Results['snapshotsFirstRow'] = { small: [], large: [] }
    for (let run = 0; run < RUNS; run += 1) {
      snapshotsFirstRow.small.push(await firstRowRun(browser, smallConsole.origin, SNAPSHOTS))
      snapshotsFirstRow.large.push(await firstRowRun(browser, largeConsole.origin, SNAPSHOTS))
    }
    warnNotIdle([...snapshotsFirstRow.small, ...snapshotsFirstRow.large])

    step('API requests per view on scale')
    const bigId = await volumeIdByName(largeToken, BIG)
    const requests = []
    for (const view of [volumesView, instancesView, volumeDetailView(bigId, BIG)]) {
      requests.push(await viewRequests(browser, largeConsole.origin, view))
    }
    warnNotIdle(requests)

    step('bytes of the Volumes page, a cold load and a reload, on scale-50 and scale')
    const bytes: Results['bytes'] = {
      small: await volumesPageBytes(browser, smallConsole.origin),
      large: await volumesPageBytes(browser, largeConsole.origin),
    }

    step(`attachment lists of ${BIG} and ${TRIO}, ${RUNS} opens each`)
    const attachments = await attachmentListTimes(browser, largeConsole.origin, [BIG, TRIO], RUNS)

    step(`the Sharing Map on demo and scale, ${RUNS} opens each (taking turns)`)
    const demoCloud = await startCloud('demo')
    const demoConsole = await startConsole(DIST, demoCloud)
    const sharingMap = await sharingMapTimes(
      browser,
      [consoleTarget(demoConsole.origin, 'demo'), consoleTarget(largeConsole.origin, 'scale')],
      RUNS,
    )

    step('demo cloud answer time, 20 requests each (taking turns)')
    const [apiSmall, apiLarge] = await measureApi([smallToken, largeToken])
    if (!apiSmall || !apiLarge) throw new Error('no API timings')
    const api = { small: apiSmall, large: apiLarge }

    step('the console server in use: 200 sessions for three minutes, each call through the proxy and direct')
    const paced = await pacedLoad(smallConsole, smallToken)
    step('the console server saturated: 200 sessions at the same instant, taking turns with direct calls')
    const load = await sessionLoad(smallConsole, smallToken)

    await browser.close()
    browser = undefined
    step('Lighthouse on the Sign In and Volumes pages (scale)')
    const lighthouse = await lighthouseScores(largeConsole.origin, step)

    const results: Results = {
      startedAt,
      environment: {
        node: process.version,
        chromium: CHROMIUM,
        cpus: cpus().length,
        loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
      },
      clouds,
      firstRow,
      snapshotsFirstRow,
      requests,
      attachments,
      sharingMap,
      api,
      bundle,
      bytes,
      lighthouse,
      load,
      paced,
    }
    mkdirSync(OUT, { recursive: true })
    writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\n${renderTable(tableEntries(results))}\n`)
    console.log(`Raw runs: ${join(OUT, 'results.json')}`)
    console.log(
      `Load average (1, 5, 15 min) at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    )
    const breaches = breachLines(budgetBreaches(bundle))
    for (const line of breaches) console.error(line)
    if (breaches.length) process.exitCode = 1
  } finally {
    await browser?.close().catch(() => undefined)
    await stopAll()
    if (!process.argv.includes('--keep-dist')) rmSync(DIST, { recursive: true, force: true })
  }
}

function warnNotIdle(runs: { idle: boolean }[]) {
  const busy = runs.filter((run) => !run.idle).length
  if (busy) console.warn(`bench: ${busy} run(s) never reached network idle within 60 s; counted anyway`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  killAllNow()
  process.exitCode = 1
})
