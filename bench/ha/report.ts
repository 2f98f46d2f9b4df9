// The high-availability bench's figures, per phase: requests, failed (by reason), sessions the
// console signed out, p50/p95 latency, sign-ins, what HAProxy logged as abnormal, and the notes
// of what happened; then one verdict line against the targets. Prints; asserts nothing.
import { percentile } from '../measure-session-load.ts'
import type { Entry } from '../table.ts'
import { check, count, ms, renderTable, times } from '../table.ts'
import { countLog } from './haproxy.ts'
import type { PhaseRun } from './phases.ts'
import type { Recorder } from './sessions.ts'

/** The targets: nothing lost while servers restart or keys change, and p95 at most 2× steady's. */
export const TARGETS = { rollingP95Ratio: 2 } as const

export interface PhaseFigures {
  name: string
  seconds: number
  requests: number
  failed: number
  failures: Record<string, number>
  /** What the failed answers said (their bodies, or the connection's error), counted. */
  details: Record<string, number>
  /** Sessions the console signed out (each once), by reason. */
  signedOut: number
  signedOutReasons: Record<string, number>
  p50: number
  p95: number
  signIns: number
  signInsFailed: number
  /** Why sign-ins failed, counted. */
  signInFailures: Record<string, number>
  haproxy: Record<string, number>
  notes: string[]
  loadAverage: number
}

const add = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1)

export function phaseFigures(recorder: Recorder, run: PhaseRun): PhaseFigures {
  const calls = recorder.calls.filter((call) => call.phase === run.name)
  const failures: Record<string, number> = {}
  const details: Record<string, number> = {}
  const signedOutReasons: Record<string, number> = {}
  const sessions = new Set<number>()
  for (const call of calls) {
    if (call.ok) continue
    add(failures, call.failure ?? 'unknown')
    if (call.detail) add(details, call.detail.replace(/\s+/g, ' ').trim())
    if (call.signedOut && !sessions.has(call.signedOut.session)) {
      sessions.add(call.signedOut.session)
      add(signedOutReasons, call.signedOut.reason)
    }
  }
  const signIns = recorder.signIns.filter((signIn) => signIn.phase === run.name)
  const signInFailures: Record<string, number> = {}
  for (const signIn of signIns) if (!signIn.ok) add(signInFailures, signIn.failure ?? 'unknown')
  const latencies = calls.map((call) => call.ms)
  return {
    name: run.name,
    seconds: run.seconds,
    requests: calls.length,
    failed: calls.filter((call) => !call.ok).length,
    failures,
    details,
    signedOut: sessions.size,
    signedOutReasons,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    signIns: signIns.length,
    signInsFailed: signIns.filter((signIn) => !signIn.ok).length,
    signInFailures,
    haproxy: countLog(run.log),
    notes: run.notes,
    loadAverage: run.loadAverage,
  }
}

const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, n]) => `${key} ×${n}`)
    .join(', ') || 'none'

/** The lines of one phase in the table. */
function phaseEntries(figures: PhaseFigures, steadyP95: number): Entry[] {
  const entries: Entry[] = [
    { section: `${figures.name} (${figures.seconds.toFixed(1)} s)` },
    { label: '  requests', value: count(figures.requests) },
    { label: '  failed', value: count(figures.failed) },
    { label: '  sessions signed out', value: count(figures.signedOut) },
    { label: '  p50', value: ms(figures.p50) },
    { label: '  p95', value: ms(figures.p95) },
    { label: '  sign-ins (failed)', value: `${count(figures.signIns)} (${count(figures.signInsFailed)})` },
    { label: '  load average at end', value: figures.loadAverage.toFixed(2) },
  ]
  if (figures.name === 'rolling restart') {
    entries.push(check('  p95 / steady p95', figures.p95 / steadyP95, TARGETS.rollingP95Ratio, times))
  }
  return entries
}

/** The one-line verdict against the targets. */
export function verdict(all: PhaseFigures[]): string {
  const steady = all.find((figures) => figures.name === 'steady')
  const rolling = all.filter((figures) => figures.name === 'rolling restart')
  const rotation = all.filter((figures) => figures.name.startsWith('key rotation'))
  const killed = all.filter((figures) => figures.name === 'SIGKILL')
  const sum = (figures: PhaseFigures[], pick: (f: PhaseFigures) => number) =>
    figures.reduce((total, f) => total + pick(f), 0)
  const lost = (figures: PhaseFigures[]) => [
    sum(figures, (f) => f.failed),
    sum(figures, (f) => f.signInsFailed),
    sum(figures, (f) => f.signedOut),
  ]
  const ratio = (rolling[0]?.p95 ?? Number.NaN) / (steady?.p95 ?? Number.NaN)
  const rollingLost = lost(rolling)
  const rotationLost = lost(rotation)
  const none = (counts: number[]) => counts.every((n) => n === 0)
  const met =
    rolling.length > 0 &&
    rotation.length > 0 &&
    none(rollingLost) &&
    none(rotationLost) &&
    ratio <= TARGETS.rollingP95Ratio
  const [killedCalls, killedSignIns] = [sum(killed, (f) => f.failed), sum(killed, (f) => f.signInsFailed)]
  return (
    `verdict: targets ${met ? 'met' : 'missed'}: ` +
    `rolling restart ${rollingLost.join(', ')} and p95 ${times(ratio)} steady ` +
    `(failed requests, failed sign-ins, sessions signed out: target 0, 0, 0; p95 ≤ ${times(TARGETS.rollingP95Ratio)}); ` +
    `key rotation ${rotationLost.join(', ')} (target 0, 0, 0); ` +
    `SIGKILL ${killedCalls} of ${sum(killed, (f) => f.requests)} requests and ` +
    `${killedSignIns} of ${sum(killed, (f) => f.signIns)} sign-ins failed (counted)`
  )
}

/** The table, then per phase its failures, sign-outs, HAProxy's log and notes, then the verdict. */
export function renderReport(all: PhaseFigures[]): string {
  const steadyP95 = all.find((figures) => figures.name === 'steady')?.p95 ?? Number.NaN
  const lines = [renderTable(all.flatMap((figures) => phaseEntries(figures, steadyP95))), '']
  for (const figures of all) {
    lines.push(`${figures.name}:`)
    lines.push(`  failed by reason: ${listed(figures.failures)}`)
    if (Object.keys(figures.details).length) lines.push(`  what they said: ${listed(figures.details)}`)
    if (figures.signInsFailed) lines.push(`  failed sign-ins by reason: ${listed(figures.signInFailures)}`)
    lines.push(`  signed out by reason: ${listed(figures.signedOutReasons)}`)
    lines.push(`  HAProxy logged (server status state [retries]): ${listed(figures.haproxy)}`)
    for (const note of figures.notes) lines.push(`  ${note}`)
  }
  lines.push('', verdict(all))
  return lines.join('\n')
}
