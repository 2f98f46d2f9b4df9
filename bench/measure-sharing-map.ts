// The Sharing Map's draw time at the `demo` and `scale` scenarios: the page's own measure
// (`sharing-map draw`: the model, dagre's layout and React's drawing, from the data in to the SVG
// in the page) and the time from the navigation click to the map shown (the page's chunk, its
// reads and the drawing). `npm run bench` measures it through the console server against the demo
// clouds over HTTP (consoleTarget); alone, on the demo build (demoBuildTarget). A measurement
// tool: nothing here asserts a time.
//   npx tsx bench/measure-sharing-map.ts               builds the demo into .bench/map-dist
//   npx tsx bench/measure-sharing-map.ts --dist DIR    uses a demo build already made
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright'
import { chromium } from 'playwright'
import { CHROMIUM, openSignIn, signInButton } from './browser.ts'
import { OUT, ROOT } from './paths.ts'
import { freePort, killAllNow, startProcess, stopAll } from './servers.ts'
import { median } from './stats.ts'

const RUNS = 3
const SCENARIOS = ['demo', 'scale'] as const
const TIMEOUT = 120_000

export interface MapTiming {
  scenario: string
  nodes: number
  drawMs: number[]
  clickToMapMs: number[]
}

/** A scenario and how to reach it signed in, on a fresh page. */
export interface MapTarget {
  scenario: string
  signIn(page: Page): Promise<void>
}

/** The demo build, its cloud in the page's service worker at `?scenario=`. */
export const demoBuildTarget = (origin: string, scenario: string): MapTarget => ({
  scenario,
  signIn: async (page) => {
    await page.goto(`${origin}/?scenario=${scenario}`)
    await page.getByRole('button', { name: 'Sign In' }).click({ timeout: TIMEOUT })
    await page.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: TIMEOUT })
  },
})

/** The console server of a demo cloud over HTTP (the production build). */
export const consoleTarget = (origin: string, scenario: string): MapTarget => ({
  scenario,
  signIn: async (page) => {
    await openSignIn(page, `${origin}/`)
    await signInButton(page).click()
    await page.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: TIMEOUT })
  },
})

/** One fresh context per run (the demo cloud lives per browser context): sign in, open the map. */
async function once(browser: Browser, target: MapTarget) {
  // The demo build's cloud is a service worker: it must not be blocked here.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
  try {
    const page = await context.newPage()
    await target.signIn(page)
    const start = Date.now()
    await page.getByRole('navigation').getByRole('link', { name: 'Sharing Map' }).click()
    const map = page.getByRole('group', { name: 'Sharing map' })
    await map.waitFor({ timeout: TIMEOUT })
    const clickToMap = Date.now() - start
    const draw = await page.evaluate(() => performance.getEntriesByName('sharing-map draw').at(-1)?.duration ?? NaN)
    const nodes = Number(await map.getAttribute('data-nodes'))
    return { draw, clickToMap, nodes }
  } finally {
    await context.close()
  }
}

export async function sharingMapTimes(browser: Browser, targets: MapTarget[], runs = RUNS): Promise<MapTiming[]> {
  const timings: MapTiming[] = targets.map(({ scenario }) => ({ scenario, nodes: 0, drawMs: [], clickToMapMs: [] }))
  // The scenarios take turns, so drifting load hits each alike.
  for (let run = 0; run < runs; run += 1) {
    for (const [index, target] of targets.entries()) {
      const timing = timings[index] as MapTiming
      const result = await once(browser, target)
      timing.nodes = result.nodes
      timing.drawMs.push(result.draw)
      timing.clickToMapMs.push(result.clickToMap)
    }
  }
  return timings
}

async function waitForServer(origin: string) {
  const deadline = Date.now() + TIMEOUT
  while (Date.now() < deadline) {
    const answer = await fetch(origin).catch(() => null)
    if (answer?.ok) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`${origin} never answered`)
}

async function main() {
  const given = process.argv.indexOf('--dist')
  let dist = given >= 0 ? resolve(process.argv[given + 1] ?? '') : join(OUT, 'map-dist')
  if (given < 0) {
    console.log(`bench: building the demo into ${dist}`)
    const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (built.status !== 0) throw new Error('the demo build failed')
  }
  dist = resolve(dist)
  const port = await freePort()
  startProcess('preview', 'npx', ['vite', 'preview', '--outDir', dist, '--port', String(port), '--host', '127.0.0.1'])
  const origin = `http://127.0.0.1:${port}`
  await waitForServer(origin)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] })
  try {
    const timings = await sharingMapTimes(
      browser,
      SCENARIOS.map((scenario) => demoBuildTarget(origin, scenario)),
    )
    console.log('\nSharing Map (median of %d runs, 1280 px)', RUNS)
    console.log('scenario | nodes drawn | draw (model + layout + render) | click → map shown')
    for (const timing of timings) {
      const runs = (values: number[]) => values.map((value) => Math.round(value)).join(', ')
      console.log(
        `${timing.scenario} | ${timing.nodes} | ${Math.round(median(timing.drawMs))} ms (${runs(timing.drawMs)}) | ` +
          `${Math.round(median(timing.clickToMapMs))} ms (${runs(timing.clickToMapMs)})`,
      )
    }
    console.log(`Load average (1 min): ${loadavg()[0]?.toFixed(2)}`)
  } finally {
    await browser.close()
    await stopAll()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    killAllNow()
    process.exitCode = 1
  })
}
