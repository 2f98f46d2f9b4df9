/**
 * The stages of `npm test` and `npm run test:cloud` (e2e/run-tests.ts runs them): what each
 * runs, where its report is, how its counts are read, and the lane it runs in.
 */
import { join } from 'node:path'
import { pageShown } from './page-shown'

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export interface Stage {
  name: string
  title: string
  command: string
  args: string[]
  /** File the stage writes its JSON report to; removed before the run. */
  report?: string
  /** Counts from the report, or null when the report is missing or unreadable. */
  count: (exitCode: number, report: unknown) => Counts | null
  /** The failed tests the report names (file and title), for the summary at the end. */
  failures?: (report: unknown) => string[]
  env?: Record<string, string>
  /** A real-cloud stage: run by `npm run test:cloud` (`--cloud`) or when named, never by `npm test`. */
  onRequest?: boolean
  /**
   * `npm test` runs lane 0 and lane 1 side by side, each lane's stages in order. Lane 0 holds
   * the suites that load both cores, one after another (the unit tests, then the journeys: run
   * side by side in a CI run, the unit tests took twice as long and hit their caps); lane 1 the
   * single-threaded checkers (type-check, lint) and then the one-worker journey over HTTP
   * beside the journeys. In `npm run test:cloud`, lane 0 holds what reads and writes the cloud's
   * volumes (the contract suite, the recorder, the cloud journey), one after another, since each
   * lists what it did not make; lane 1 the build and the single sign-on journeys beside them,
   * which only sign in and read.
   */
  lane: 0 | 1
  /** A stage of the other lane this one waits for, when both run (what it reads, it made). */
  after?: string
}

const byExitCode = (exitCode: number): Counts => ({
  passed: exitCode === 0 ? 1 : 0,
  failed: exitCode === 0 ? 0 : 1,
  skipped: 0,
})

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined
}

function numberAt(value: unknown, key: string): number {
  const n = field(value, key)
  return typeof n === 'number' ? n : 0
}

function vitestCounts(_exitCode: number, report: unknown): Counts | null {
  if (report === undefined) return null
  return {
    passed: numberAt(report, 'numPassedTests'),
    failed: numberAt(report, 'numFailedTests'),
    skipped: numberAt(report, 'numPendingTests') + numberAt(report, 'numTodoTests'),
  }
}

function playwrightCounts(_exitCode: number, report: unknown): Counts | null {
  if (report === undefined) return null
  const stats = field(report, 'stats')
  return {
    passed: numberAt(stats, 'expected') + numberAt(stats, 'flaky'),
    failed: numberAt(stats, 'unexpected'),
    skipped: numberAt(stats, 'skipped'),
  }
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)

/**
 * The first line of an error message, without terminal colours, and what an expectation
 * expected and received when it says so: enough to tell why from a log's last lines.
 */
export function firstLine(message: unknown): string {
  const lines = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((text) => text.trim())
  const first = lines.find((text) => text !== '') ?? ''
  // An action's call log names what it waited for where an expectation says "Locator:".
  const locator = lines.find((text) => /^Locator:/.test(text)) ?? lines.find((text) => /^- waiting for /.test(text))
  const expected = lines.find((text) => /^Expected( string| pattern)?:/.test(text))
  const received = lines.find((text) => /^Received( string)?:/.test(text))
  return [
    clip(first, 200),
    locator && clip(locator, 200),
    expected && clip(expected, 200),
    received && clip(received, 300),
  ]
    .filter(Boolean)
    .join('; ')
}

const because = (message: string) => (message ? ` — ${message}` : '')

/** Vitest's JSON report: a file that failed to load, and each failed test, by file and full name. */
function vitestFailures(report: unknown): string[] {
  return list(field(report, 'testResults')).flatMap((file) => {
    const name = String(field(file, 'name') ?? '?')
    const tests = list(field(file, 'assertionResults'))
      .filter((test) => field(test, 'status') === 'failed')
      .map(
        (test) =>
          `${name} › ${String(field(test, 'fullName'))}${because(firstLine(list(field(test, 'failureMessages'))[0]))}`,
      )
    if (tests.length === 0 && field(file, 'status') === 'failed')
      return [`${name} (did not run: ${String(field(file, 'message') ?? '')})`]
    return tests
  })
}

/** Playwright's JSON report: every test whose outcome was unexpected, by file, line and title. */
function playwrightFailures(report: unknown): string[] {
  const walk = (suite: unknown, path: string[]): string[] => [
    ...list(field(suite, 'specs')).flatMap((spec) =>
      list(field(spec, 'tests'))
        .filter((test) => field(test, 'status') === 'unexpected')
        .map((test) => {
          const results = list(field(test, 'results'))
          const last = results[results.length - 1]
          const error = field(last, 'error')
          const where = `${String(field(spec, 'file'))}:${String(field(spec, 'line'))}`
          // The line of the step that failed, when the report has it; a test that ran out of
          // time has it on its next error, the action or expectation it was waiting on.
          const pending = list(field(last, 'errors')).find(
            (next) => field(field(next, 'location'), 'line') !== undefined,
          )
          const step = field(field(error, 'location'), 'line') ?? field(field(pending, 'location'), 'line')
          const at = typeof step === 'number' ? ` (at line ${step})` : ''
          const waiting =
            field(field(error, 'location'), 'line') === undefined && pending
              ? `; ${firstLine(field(pending, 'message'))}`
              : ''
          const shown = pageShown(list(field(last, 'attachments')))
          const page = shown ? `; the page showed ${shown}` : ''
          return `${where} › ${[...path, String(field(spec, 'title'))].join(' › ')}${because(firstLine(field(error, 'message')) + waiting + at + page)}`
        }),
    ),
    ...list(field(suite, 'suites')).flatMap((child) => walk(child, [...path, String(field(child, 'title'))])),
  ]
  return list(field(report, 'suites')).flatMap((file) => walk(file, []))
}

/** A report of the project's own checkers: `{ passed, failed }`. */
function passedFailedCounts(_exitCode: number, report: unknown): Counts | null {
  if (report === undefined) return null
  return { passed: numberAt(report, 'passed'), failed: numberAt(report, 'failed'), skipped: 0 }
}

/** The differential recorder's report: each difference no known one explains, as its line. */
function differingCalls(report: unknown): string[] {
  return list(field(report, 'differing')).map((line) => clip(String(line), 400))
}

/** The stages, with their reports in `scratch` (the journeys' reports are in their output folders). */
export function stagesFor(root: string, scratch: string): Stage[] {
  const bin = (name: string) => join(root, 'node_modules', '.bin', name)
  const vitestReport = join(scratch, 'vitest.json')
  const cloudVitestReport = join(scratch, 'vitest-cloud.json')
  const buildsReport = join(scratch, 'builds.json')
  const deployReport = join(scratch, 'deploy.json')
  const cloudDiffReport = join(scratch, 'cloud-diff.json')
  const playwrightReport = join(root, 'e2e', '.output', 'results.json')
  // The over-HTTP config keeps each cloud's output apart, so the two tiers may run side by side.
  const overHttpReport = (cloud: string) => join(root, 'e2e', 'over-http', `.output-${cloud}`, 'results.json')
  return [
    {
      name: 'builds',
      title: 'Production and demo builds (the demo cloud only in the demo build)',
      command: bin('tsx'),
      args: ['e2e/check-builds.ts', buildsReport],
      report: buildsReport,
      count: passedFailedCounts,
      // First in lane 1, so that the over-HTTP journey, deploy and the accessibility journeys
      // (lane 1, which need its builds) start right after lint rather than after the unit tests.
      lane: 1,
    },
    {
      name: 'typecheck',
      title: 'Type-check (tsc --noEmit)',
      command: bin('tsc'),
      args: ['--noEmit', '-p', '.'],
      count: byExitCode,
      lane: 1,
    },
    {
      name: 'lint',
      title: 'Lint (eslint --max-warnings=0, prettier --check)',
      command: 'npm',
      args: ['run', '--silent', 'lint'],
      count: byExitCode,
      lane: 1,
    },
    {
      name: 'unit',
      title: 'Unit tests (vitest)',
      command: bin('vitest'),
      args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
      report: vitestReport,
      count: vitestCounts,
      failures: vitestFailures,
      lane: 0,
    },
    {
      name: 'e2e',
      title: 'Browser tests (playwright)',
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/playwright.config.ts'],
      report: playwrightReport,
      count: playwrightCounts,
      failures: playwrightFailures,
      // Against the demo build the stage before made, not the dev server; the accessibility
      // journeys run in lane 1 (e2e-axe), which otherwise ends ~500 s before this one.
      env: { E2E_BUILT: 'dist-demo', E2E_PART: 'rest' },
      lane: 0,
      after: 'builds',
    },
    {
      name: 'e2e-http',
      title: 'Browser journey over real HTTP: production build behind its proxy, demo cloud server',
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/over-http/playwright.config.ts'],
      report: overHttpReport('demo'),
      count: playwrightCounts,
      failures: playwrightFailures,
      env: { E2E_CLOUD: 'demo' },
      // The production build in dist/ comes from the builds stage.
      lane: 1,
      after: 'builds',
    },
    {
      name: 'deploy',
      title:
        'Deploy: the production build installed with npm ci --omit=dev --omit=optional, run by its systemd unit, behind nginx',
      command: bin('tsx'),
      args: ['e2e/deploy/check-deploy.ts', deployReport],
      report: deployReport,
      count: passedFailedCounts,
      // Reads dist/ from the builds stage (it builds dist/ itself only when dist/ is missing).
      // 10–20 s in lane 1, off the critical path (lane 0: the unit tests, then the journeys).
      lane: 1,
      after: 'builds',
    },
    {
      name: 'e2e-axe',
      title: 'Browser tests: the accessibility journeys (axe, keyboard only), one worker, beside the others',
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/playwright.config.ts'],
      report: join(root, 'e2e', '.output-axe', 'results.json'),
      count: playwrightCounts,
      failures: playwrightFailures,
      env: { E2E_BUILT: 'dist-demo', E2E_PART: 'axe', E2E_WORKERS: '1', E2E_PORT: '5174' },
      lane: 1,
      after: 'builds',
    },
    {
      name: 'cloud-contract',
      title: 'Contract suite against the cloud of OS_*',
      command: bin('vitest'),
      args: [
        'run',
        '--project',
        'contract',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${cloudVitestReport}`,
      ],
      report: cloudVitestReport,
      count: vitestCounts,
      failures: vitestFailures,
      env: { CONTRACT_TARGET: 'cloud' },
      onRequest: true,
      lane: 0,
    },
    {
      name: 'cloud-diff',
      title: 'The same calls on the cloud of OS_* and on the demo cloud, compared (npm run diff-clouds)',
      command: bin('tsx'),
      args: ['src/contract/diff/run.ts', cloudDiffReport],
      report: cloudDiffReport,
      count: passedFailedCounts,
      failures: differingCalls,
      onRequest: true,
      lane: 0,
    },
    {
      // Into a folder of its own: `npm test` may be serving dist/ meanwhile.
      name: 'cloud-build',
      title: 'Production build for the real-cloud journey (dist-cloud/)',
      command: bin('vite'),
      args: ['build', '--outDir', 'dist-cloud'],
      count: byExitCode,
      env: { VITE_CLOUD: 'real' },
      onRequest: true,
      lane: 1,
    },
    {
      name: 'cloud-e2e',
      title: 'Browser journey against the cloud of OS_* (production build behind its proxy)',
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/over-http/playwright.config.ts'],
      report: overHttpReport('real'),
      count: playwrightCounts,
      failures: playwrightFailures,
      env: { E2E_CLOUD: 'real' },
      onRequest: true,
      lane: 0,
      after: 'cloud-build',
    },
    {
      name: 'cloud-federation',
      title:
        'Single sign-on and two-factor sign-in on the test tree’s Keystone (rigs/federation, started and stopped here)',
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/federation/playwright.config.ts'],
      report: join(root, 'e2e', 'federation', '.output', 'results.json'),
      count: playwrightCounts,
      failures: playwrightFailures,
      onRequest: true,
      lane: 1,
    },
  ]
}
