// `npm run bench -- --against-horizon`: Debian's Horizon 23 (Zed) and the console's production
// build side by side on the real OpenStack of 127.0.0.1, on the same projects and data
// (bench/horizon/dataset.ts), rounds alternated between the two. Prints one table per data set
// with both columns and the ratio (console/Horizon); raw runs in .bench/horizon-results.json.
// See docs/bench-horizon.md.
//   --rounds N     rounds per data set (5)
//   --set small    only one data set (small: 50 volumes, large: 1,000)
//   --print        the table again from .bench/horizon-results.json, measuring nothing
//   --no-build / --keep-dist   as for `npm run bench`, with .bench/horizon-dist
//   --distance     both dashboards far from their user (Chromium at 100 ms and 10 Mbit/s) and
//                  from the cloud (40 ms at the counting proxy); the console over HTTP/2 (TLS),
//                  as the production deployment serves it. Raw runs in .bench/horizon-distance-results.json
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { CHROMIUM, launchBrowser } from '../browser.ts'
import { makeCertificate } from '../../server/test-certificates.ts'
import { buildOrReuse } from '../build.ts'
import { CLOUD_RTT_MS, FAR } from '../distance/measure.ts'
import { OUT } from '../paths.ts'
import type { Started } from '../servers.ts'
import { startConsole, stopAll } from '../servers.ts'
import type { Horizon } from './apache.ts'
import { startHorizon, stopHorizon } from './apache.ts'
import type { CountingProxy } from './count-proxy.ts'
import { startCountingProxy } from './count-proxy.ts'
import type { Filled } from './dataset.ts'
import { DATA_SETS, fillDataSet } from './dataset.ts'
import { horizonVersion, installHorizon } from './install.ts'
import type { RoundResult } from './measure.ts'
import { measureRound } from './measure.ts'
import { renderComparison, renderTargets } from './report.ts'
import { KEYSTONE } from './real-cloud.ts'
import type { Ui } from './ui.ts'
import { consoleUi, horizonUi } from './ui.ts'

/** A build of its own (`npm run bench` removes .bench/dist when it ends, and may run meanwhile). */
const DIST = join(OUT, 'horizon-dist')

function step(message: string) {
  console.log(`bench: ${message}`)
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const load = () => loadavg().map((n) => Number(n.toFixed(2)))
const far = () => process.argv.includes('--distance')
const resultsFile = () => join(OUT, far() ? 'horizon-distance-results.json' : 'horizon-results.json')

/** --print: the table again from the last run's raw file, without measuring. */
function printSaved(): void {
  const saved = JSON.parse(readFileSync(resultsFile(), 'utf8')) as {
    runs: RoundResult[]
    environment: { loadAverageAtStart: number[]; loadAverageAtEnd: number[] }
  }
  const sets = DATA_SETS.filter((set) => saved.runs.some((run) => run.set === set.key))
  console.log(`\n${renderComparison(sets, saved.runs, far())}`)
  console.log(`${renderTargets(sets, saved.runs, far())}\n`)
  const { loadAverageAtStart: start, loadAverageAtEnd: end } = saved.environment
  console.log(`Load average (1, 5, 15 min): ${start.join(', ')} at the start, ${end.join(', ')} at the end`)
}

export async function againstHorizon(): Promise<void> {
  if (process.argv.includes('--print')) return printSaved()
  const rounds = Number(option('--rounds') ?? 5)
  const only = option('--set')
  const sets = DATA_SETS.filter((set) => !only || set.key === only)
  if (!sets.length) throw new Error(`--set ${only}: expected small or large`)
  const startedAt = new Date().toISOString()
  const loadAtStart = load()
  let browser: Browser | undefined
  let proxy: CountingProxy | undefined
  let horizon: Horizon | undefined
  const distance = far() ? FAR : null
  const scratch = mkdtempSync(join(tmpdir(), 'vc-horizon-'))
  try {
    installHorizon(step)
    const keystone = await fetch(`${KEYSTONE}`).catch(() => null)
    if (!keystone?.ok) throw new Error(`the real cloud's Keystone (${KEYSTONE}) does not answer`)

    const filled: Filled[] = []
    for (const set of sets) {
      step(`data set ${set.project}: ${set.volumes} volumes, one attached to ${set.servers} servers`)
      const done = await fillDataSet(set)
      step(
        `  ${done.volumes} volumes, ${done.attachments} attachments; made ${done.made.volumes} volumes in ${done.seconds.volumes} s, ` +
          `${done.made.servers} servers in ${done.seconds.servers} s, ${done.made.attachments} attachments in ${done.seconds.attachments} s`,
      )
      filled.push(done)
    }

    await buildOrReuse(step, DIST)

    proxy = await startCountingProxy(distance ? CLOUD_RTT_MS : 0)
    step(
      `counting proxy in front of the real cloud: Keystone at ${proxy.keystone}` +
        (distance ? `, each call held ${CLOUD_RTT_MS} ms (a round trip to another site)` : ''),
    )
    const tls = distance ? makeCertificate(scratch, 'console') : null
    horizon = await startHorizon(proxy.keystone)
    step(`Horizon ${horizonVersion()} under Apache (pid ${horizon.pid}) at ${horizon.root}/`)
    const consoles = new Map<string, Started>()
    for (const set of sets) {
      const server = await startConsole(
        DIST,
        { name: `real ${set.project}`, origin: '' },
        {
          OS_AUTH_URL: proxy.keystone,
          OS_USERNAME: set.user,
          OS_PASSWORD: '',
          OS_PROJECT_NAME: set.project,
          OS_REGION_NAME: 'RegionOne',
          OS_INTERFACE: 'public',
          ...(tls ? { CONSOLE_TLS_CERT: tls.certFile, CONSOLE_TLS_KEY: tls.keyFile } : {}),
        },
        { tls: tls !== null },
      )
      consoles.set(set.key, server)
      step(`console for ${set.project} (pid ${server.child.pid}) at ${server.origin}/`)
    }
    browser = await launchBrowser()
    const horizonRoot = horizon.root
    const uis = (key: string): Ui[] => {
      const server = consoles.get(key)
      if (!server) throw new Error(`no console for ${key}`)
      return [horizonUi(horizonRoot), consoleUi(server.origin)]
    }

    const runs: RoundResult[] = []
    for (const set of sets) {
      step(`${set.project}: one warm-up round each (not counted), then ${rounds} rounds, alternating`)
      if (distance) step(`  each browser at ${distance.rttMs} ms round trip and ${distance.bitsPerSecond / 1e6} Mbit/s`)
      for (const ui of uis(set.key)) await measureRound(browser, ui, set, proxy, -1, distance)
      for (let round = 0; round < rounds; round += 1) {
        // Who goes first alternates too, so neither always follows the other.
        const order = round % 2 ? uis(set.key).reverse() : uis(set.key)
        for (const ui of order) {
          const run = await measureRound(browser, ui, set, proxy, round, distance)
          runs.push(run)
          step(
            `  round ${round + 1} ${ui.name}: sign-in ${Math.round(run.signIn.ms)} ms, view ${Math.round(run.view.ms)} ms, detail ${Math.round(run.detail.ms)} ms`,
          )
        }
      }
    }
    const busy = runs.filter((run) => !run.idle).length
    if (busy) console.warn(`bench: ${busy} run(s) never reached network idle within 60 s; counted anyway`)

    const results = {
      startedAt,
      environment: {
        node: process.version,
        chromium: CHROMIUM,
        horizon: horizonVersion(),
        distance: distance ? { ...distance, cloudRttMs: CLOUD_RTT_MS, console: 'HTTP/2 over TLS' } : null,
        cpus: cpus().length,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: load(),
      },
      dataSets: filled,
      runs,
    }
    mkdirSync(OUT, { recursive: true })
    writeFileSync(resultsFile(), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\n${renderComparison(sets, runs, distance !== null)}`)
    console.log(`${renderTargets(sets, runs, distance !== null)}\n`)
    console.log(`Load average (1, 5, 15 min): ${loadAtStart.join(', ')} at the start, ${load().join(', ')} at the end`)
    console.log(`Raw runs: ${resultsFile()}`)
  } finally {
    await browser?.close().catch(() => undefined)
    if (horizon) await stopHorizon(horizon)
    await stopAll()
    await proxy?.close()
    rmSync(scratch, { recursive: true, force: true })
    if (!process.argv.includes('--keep-dist')) rmSync(DIST, { recursive: true, force: true })
  }
}
