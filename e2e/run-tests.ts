/**
 * `npm test`: type-check, lint, unit and contract tests (Vitest), browser tests (Playwright)
 * on the dev server, the production and demo builds and what they contain, and the browser
 * journey over real HTTP (production build behind its proxy, demo cloud server), in that
 * order, streaming their output and carrying on after a failed stage. `npm run test:cloud`
 * runs the real-cloud stages instead (contract suite, the differential recorder, build, journey against OS_*). The CI reads only
 * the last line, which is exactly `N passed, N failed` (plus `, N skipped` when any).
 *
 * Counting: type-check and lint are one check each; Vitest counts its tests; Playwright
 * counts expected + flaky as passed, unexpected as failed. A stage that exits non-zero
 * without a failing test to show for it (crash, no report, collection error) counts as
 * one failure. Pass stage names (`npm test -- unit e2e`) to run only those.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const scratch = mkdtempSync(join(tmpdir(), 'volume-console-tests-'))

interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface Stage {
  name: string
  title: string
  command: string
  args: string[]
  /** File the stage writes its JSON report to; removed before the run. */
  report?: string
  /** Counts from the report, or null when the report is missing or unreadable. */
  count: (exitCode: number, report: unknown) => Counts | null
  env?: Record<string, string>
  /** Run only when named (`npm run test:cloud` names the real-cloud stages). */
  onRequest?: boolean
}

const byExitCode = (exitCode: number): Counts => ({
  passed: exitCode === 0 ? 1 : 0,
  failed: exitCode === 0 ? 0 : 1,
  skipped: 0,
})

function numberAt(value: unknown, key: string): number {
  if (value && typeof value === 'object' && key in value) {
    const n = (value as Record<string, unknown>)[key]
    if (typeof n === 'number') return n
  }
  return 0
}

const vitestReport = join(scratch, 'vitest.json')
const cloudVitestReport = join(scratch, 'vitest-cloud.json')
const buildsReport = join(scratch, 'builds.json')
const cloudDiffReport = join(scratch, 'cloud-diff.json')
const playwrightReport = join(root, 'e2e', '.output', 'results.json')
const overHttpReport = join(root, 'e2e', 'over-http', '.output', 'results.json')

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
  const stats = report && typeof report === 'object' && 'stats' in report ? report.stats : undefined
  return {
    passed: numberAt(stats, 'expected') + numberAt(stats, 'flaky'),
    failed: numberAt(stats, 'unexpected'),
    skipped: numberAt(stats, 'skipped'),
  }
}

/** A report of the project's own checkers: `{ passed, failed }`. */
function passedFailedCounts(_exitCode: number, report: unknown): Counts | null {
  if (report === undefined) return null
  return { passed: numberAt(report, 'passed'), failed: numberAt(report, 'failed'), skipped: 0 }
}

const stages: Stage[] = [
  {
    name: 'typecheck',
    title: 'Type-check (tsc --noEmit)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', '.'],
    count: byExitCode,
  },
  {
    name: 'lint',
    title: 'Lint (eslint --max-warnings=0, prettier --check)',
    command: 'npm',
    args: ['run', '--silent', 'lint'],
    count: byExitCode,
  },
  {
    name: 'unit',
    title: 'Unit tests (vitest)',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
    report: vitestReport,
    count: vitestCounts,
  },
  {
    name: 'e2e',
    title: 'Browser tests (playwright)',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    report: playwrightReport,
    count: playwrightCounts,
  },
  {
    name: 'builds',
    title: 'Production and demo builds (the demo cloud only in the demo build)',
    command: bin('tsx'),
    args: ['e2e/check-builds.ts', buildsReport],
    report: buildsReport,
    count: passedFailedCounts,
  },
  {
    name: 'e2e-http',
    title: 'Browser journey over real HTTP: production build behind its proxy, demo cloud server',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/over-http/playwright.config.ts'],
    report: overHttpReport,
    count: playwrightCounts,
    env: { E2E_CLOUD: 'demo' },
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
    env: { CONTRACT_TARGET: 'cloud' },
    onRequest: true,
  },
  {
    name: 'cloud-diff',
    title: 'The same calls on the cloud of OS_* and on the demo cloud, compared (npm run diff-clouds)',
    command: bin('tsx'),
    args: ['src/contract/diff/run.ts', cloudDiffReport],
    report: cloudDiffReport,
    count: passedFailedCounts,
    onRequest: true,
  },
  {
    name: 'cloud-build',
    title: 'Production build for the real-cloud journey',
    command: 'npm',
    args: ['run', '--silent', 'build'],
    count: byExitCode,
    onRequest: true,
  },
  {
    name: 'cloud-e2e',
    title: 'Browser journey against the cloud of OS_* (production build behind its proxy)',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/over-http/playwright.config.ts'],
    report: overHttpReport,
    count: playwrightCounts,
    env: { E2E_CLOUD: 'real' },
    onRequest: true,
  },
]

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`)
      done(127)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)))
  })
}

function readReport(path: string): unknown {
  if (!existsSync(path)) return undefined
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

async function runStage(stage: Stage): Promise<Counts> {
  console.log(`\n=== ${stage.title} ===\n`)
  if (stage.report) rmSync(stage.report, { force: true })
  const exitCode = await run(stage.command, stage.args, stage.env)
  const report = stage.report ? readReport(stage.report) : undefined
  const counts = stage.count(exitCode, report) ?? { passed: 0, failed: 0, skipped: 0 }
  if (exitCode !== 0 && counts.failed === 0) {
    console.log(`\n${stage.name}: exited with code ${exitCode} without a failing test to show; counted as 1 failure`)
    counts.failed = 1
  }
  console.log(
    `\n${stage.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (exit ${exitCode})`,
  )
  return counts
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name))
  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  if (unknown.length > 0) {
    console.error(`unknown stage(s): ${unknown.join(', ')}; known: ${stages.map((s) => s.name).join(', ')}`)
    total.failed = 1
  } else {
    for (const stage of stages) {
      if (wanted.length > 0 ? !wanted.includes(stage.name) : stage.onRequest) continue
      const counts = await runStage(stage)
      total.passed += counts.passed
      total.failed += counts.failed
      total.skipped += counts.skipped
    }
  }
  rmSync(scratch, { recursive: true, force: true })
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`)
  return total.failed > 0 ? 1 : 0
}

process.exitCode = await main()
