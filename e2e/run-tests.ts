/**
 * `npm test`: type-check, lint, unit and contract tests (Vitest), browser tests (Playwright)
 * on the demo build, the production and demo builds and what they contain, the browser
 * journey over real HTTP (production build behind its proxy, demo cloud server) and the
 * deploy check (the production build installed and run as deploy/ describes it). `npm run
 * test:cloud` (`--cloud`) runs the real-cloud stages instead (contract suite, the differential
 * recorder, build, journey against OS_*, single sign-on on the federation rig), by their lanes too. The CI reads only the last line, which is exactly
 * `N passed, N failed` (plus `, N skipped` when any).
 *
 * Lanes: the stages of one lane run in order, the lanes side by side (a 2-core machine has
 * room for a second lane while the other waits on a browser, a build's I/O or a single-threaded
 * checker); a stage may wait for one in the other lane (`after`). While two lanes run, a stage's output is kept and printed whole when it ends.
 * `--serial` runs every stage in one lane, streaming. A stage's time is printed when it ends and
 * in the table at the end.
 *
 * Counting: type-check and lint are one check each; Vitest counts its tests; Playwright
 * counts expected + flaky as passed, unexpected as failed. A stage that exits non-zero
 * without a failing test to show for it (crash, no report, collection error) counts as
 * one failure. Pass stage names (`npm test -- unit e2e`) to run only those, in one lane.
 * `--cloud` picks the real-cloud stages (`onRequest`) instead of the default ones.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Counts, type Stage, stagesFor } from './test-stages'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const scratch = mkdtempSync(join(tmpdir(), 'volume-console-tests-'))
const stages = stagesFor(root, scratch)

interface Outcome extends Counts {
  name: string
  seconds: number
  /** The failed tests, by name, when the stage's report names them. */
  failures: string[]
}

/** Runs a command; with `log`, its output goes to that file instead of this terminal. */
function run(stage: Stage, log?: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    })
    if (log) {
      const file = createWriteStream(log)
      child.stdout?.pipe(file)
      child.stderr?.pipe(file)
    }
    child.on('error', (error) => {
      console.error(`could not start ${stage.command}: ${error.message}`)
      done(127)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)))
  })
}

function readReport(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

async function runStage(stage: Stage, quiet: boolean): Promise<Outcome> {
  const started = Date.now()
  console.log(quiet ? `--- started: ${stage.title}` : `\n=== ${stage.title} ===\n`)
  if (stage.report) rmSync(stage.report, { force: true })
  const log = quiet ? join(scratch, `${stage.name}.log`) : undefined
  const exitCode = await run(stage, log)
  if (log) {
    console.log(`\n=== ${stage.title} ===\n`)
    process.stdout.write(readFileSync(log, 'utf8'))
  }
  const report = stage.report ? readReport(stage.report) : undefined
  const counts = stage.count(exitCode, report) ?? { passed: 0, failed: 0, skipped: 0 }
  if (exitCode !== 0 && counts.failed === 0) {
    console.log(`\n${stage.name}: exited with code ${exitCode} without a failing test to show; counted as 1 failure`)
    counts.failed = 1
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(
    `\n${stage.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (exit ${exitCode}) in ${seconds} s`,
  )
  const failures = report !== undefined && stage.failures ? stage.failures(report) : []
  return { name: stage.name, seconds, failures, ...counts }
}

/** Resolved when the named stage has ended, for a stage in the other lane that waits for it. */
const ended = new Map<string, { done: Promise<void>; end: () => void }>()
for (const stage of stages) {
  let end = () => {}
  const done = new Promise<void>((resolve) => (end = resolve))
  ended.set(stage.name, { done, end })
}

async function runLane(lane: Stage[], quiet: boolean, running: Set<string>): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const stage of lane) {
    if (stage.after && running.has(stage.after)) await ended.get(stage.after)!.done
    outcomes.push(await runStage(stage, quiet))
    ended.get(stage.name)!.end()
  }
  return outcomes
}

/**
 * The lanes to run: the named stages in one lane; else the default stages (`--cloud`: the
 * real-cloud stages) by their lane.
 */
function lanesFor(wanted: string[], serial: boolean, cloud: boolean): Stage[][] {
  if (wanted.length > 0) return [stages.filter((stage) => wanted.includes(stage.name))]
  const chosen = stages.filter((stage) => Boolean(stage.onRequest) === cloud)
  if (serial) return [chosen]
  const lanes = new Map<number, Stage[]>()
  for (const stage of chosen) lanes.set(stage.lane, [...(lanes.get(stage.lane) ?? []), stage])
  return [...lanes.values()]
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const serial = args.includes('--serial')
  const cloud = args.includes('--cloud')
  const wanted = args.filter((arg) => arg !== '--serial' && arg !== '--cloud')
  const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name))
  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  const started = Date.now()
  let outcomes: Outcome[] = []
  if (unknown.length > 0) {
    console.error(`unknown stage(s): ${unknown.join(', ')}; known: ${stages.map((s) => s.name).join(', ')}`)
    total.failed = 1
  } else {
    const lanes = lanesFor(wanted, serial, cloud)
    const running = new Set(lanes.flat().map((stage) => stage.name))
    outcomes = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1, running)))).flat()
  }
  for (const outcome of outcomes) {
    total.passed += outcome.passed
    total.failed += outcome.failed
    total.skipped += outcome.skipped
  }
  rmSync(scratch, { recursive: true, force: true })
  console.log('\nstage              passed  failed  seconds')
  for (const { name, passed, failed, seconds } of outcomes) {
    console.log(
      `${name.padEnd(18)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${String(seconds).padStart(7)}`,
    )
  }
  console.log(
    `${'all'.padEnd(18)} ${' '.repeat(6)}  ${' '.repeat(6)}  ${String(Math.round((Date.now() - started) / 1000)).padStart(7)}`,
  )
  // Named again at the end, where a log cut to its tail still shows them.
  for (const { name, failures } of outcomes)
    for (const failure of failures) console.log(`failed in ${name}: ${failure}`)
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`)
  return total.failed > 0 ? 1 : 0
}

process.exitCode = await main()
