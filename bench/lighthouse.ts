// Lighthouse (from npm, pinned, installed on demand into .bench/tools, not a dependency of the
// project) with Debian's Chromium, on the production build's Sign In page and, signed in, its
// Volumes page: the performance, accessibility and best-practices scores, with the desktop
// preset (the console is a desktop dashboard: 1350×940, simulated desktop throttling), and the
// audits that fall short. The Volumes page gets the session as a Cookie header (extraHeaders),
// which is never printed.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CHROMIUM } from './browser.ts'
import { consoleSessionCookie } from './console-cookie.ts'
import { OUT } from './paths.ts'

export const LIGHTHOUSE_VERSION = '12.8.2'
const TOOLS = join(OUT, 'tools')
/** Lighthouse's own JSON reports, one per page and run (sign-in-1.json …). */
export const REPORTS = join(OUT, 'lighthouse')
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
type Category = (typeof CATEGORIES)[number]

export interface LighthouseAudit {
  id: string
  category: Category
  score: number | null
  title: string
  /** The audit's figure as Lighthouse prints it (e.g. "1.2 s"), when it has one. */
  displayValue?: string
}

export type CategoryScores = Record<Category, number | null>

interface LighthouseRun {
  /** Where the page ended (a Volumes run that lands on Sign In did not keep its session). */
  finalUrl: string
  scores: CategoryScores
  /** Audits of the three categories that scored below 1 (not the informative ones). */
  failing: LighthouseAudit[]
}

export interface LighthousePage extends LighthouseRun {
  page: string
  url: string
  /** Each run's scores; `scores` holds each category's median, `failing` the run of the median performance. */
  runs: CategoryScores[]
}

export type LighthouseScores =
  { version: string; preset: 'desktop'; pages: LighthousePage[] } | { version: string; error: string }

/** Runs per page: Lighthouse's performance score moves from run to run (more so on a busy machine). */
export const LIGHTHOUSE_RUNS = 3

interface Lhr {
  finalDisplayedUrl?: string
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>
  audits: Record<string, { score: number | null; scoreDisplayMode: string; title: string; displayValue?: string }>
}
type LighthouseFn = (url: string, flags: object, config?: object) => Promise<{ lhr: Lhr } | undefined>
interface LaunchedChrome {
  port: number
  kill: () => unknown
}
type LaunchFn = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`)),
    )
  })
}

function installedVersion(): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(TOOLS, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
      version?: string
    }
    return manifest.version ?? null
  } catch {
    return null
  }
}

/** Installs the pinned Lighthouse into .bench/tools unless it is there (no install scripts run). */
async function ensureLighthouse(log: (line: string) => void): Promise<void> {
  if (installedVersion() === LIGHTHOUSE_VERSION) return
  log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${TOOLS}`)
  mkdirSync(TOOLS, { recursive: true })
  writeFileSync(
    join(TOOLS, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { lighthouse: LIGHTHOUSE_VERSION } }, null, 2)}\n`,
  )
  await run('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--ignore-scripts', '--omit=dev'])
  if (installedVersion() !== LIGHTHOUSE_VERSION) throw new Error(`lighthouse@${LIGHTHOUSE_VERSION} did not install`)
}

/** A module of the tools folder, by its path there (they are ES modules with a "main"). */
async function toolModule<T>(path: string): Promise<T> {
  const file = join(TOOLS, 'node_modules', path)
  if (!existsSync(file)) throw new Error(`${file} is missing`)
  return (await import(pathToFileURL(file).href)) as T
}

function failingAudits(lhr: Lhr): LighthouseAudit[] {
  const out: LighthouseAudit[] = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
      if (audit.score === null || audit.score >= 1) continue
      out.push({
        id: ref.id,
        category,
        score: audit.score,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      })
    }
  }
  return out
}

async function audit(
  lighthouse: LighthouseFn,
  launch: LaunchFn,
  desktopConfig: object,
  page: string,
  url: string,
  headers: Record<string, string>,
  index: number,
): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], extraHeaders: headers },
      desktopConfig,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    // The full report beside results.json, for the details of each audit; the session stays out of it.
    const settings = (lhr as { configSettings?: { extraHeaders?: unknown } }).configSettings
    if (settings?.extraHeaders) settings.extraHeaders = { Cookie: '(not saved)' }
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(join(REPORTS, `${page.toLowerCase().replace(/\W+/g, '-')}-${index + 1}.json`), JSON.stringify(lhr))
    const score = (name: Category) => lhr.categories[name]?.score ?? null
    return {
      finalUrl: lhr.finalDisplayedUrl ?? url,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      failing: failingAudits(lhr),
    }
  } finally {
    await chrome.kill()
  }
}

function medianOf(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  return known.length ? (known[Math.floor((known.length - 1) / 2)] ?? null) : null
}

/** `LIGHTHOUSE_RUNS` runs of one page: each category's median, and the audits of the median performance run. */
async function auditPage(
  run: (page: string, url: string, headers: Record<string, string>, index: number) => Promise<LighthouseRun>,
  page: string,
  url: string,
  headers: () => Promise<Record<string, string>>,
): Promise<LighthousePage> {
  const runs: LighthouseRun[] = []
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) runs.push(await run(page, url, await headers(), index))
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, medianOf(runs.map((one) => one.scores[category]))]),
  ) as CategoryScores
  const middle = runs.find((one) => one.scores.performance === scores.performance) ?? runs[0]
  if (!middle) throw new Error(`no Lighthouse run of ${url}`)
  return { page, url, ...middle, scores, runs: runs.map((one) => one.scores) }
}

/** Sign In (no session) and Volumes (a session made for each run) of the console at `consoleOrigin`. */
export async function lighthouseScores(
  consoleOrigin: string,
  log: (line: string) => void = () => undefined,
): Promise<LighthouseScores> {
  try {
    await ensureLighthouse(log)
    const lighthouse = (await toolModule<{ default: LighthouseFn }>('lighthouse/core/index.js')).default
    const desktop = (await toolModule<{ default: object }>('lighthouse/core/config/desktop-config.js')).default
    const { launch } = await toolModule<{ launch: LaunchFn }>('chrome-launcher/dist/index.js')
    const run = (page: string, url: string, headers: Record<string, string>, index: number) =>
      audit(lighthouse, launch, desktop, page, url, headers, index)
    const signIn = await auditPage(run, 'Sign In', `${consoleOrigin}/sign-in`, () => Promise.resolve({}))
    const volumes = await auditPage(run, 'Volumes', `${consoleOrigin}/volumes`, async () => ({
      Cookie: (await consoleSessionCookie(consoleOrigin)).header,
    }))
    return { version: LIGHTHOUSE_VERSION, preset: 'desktop', pages: [signIn, volumes] }
  } catch (error) {
    return { version: LIGHTHOUSE_VERSION, error: error instanceof Error ? error.message : String(error) }
  }
}
