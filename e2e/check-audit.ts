/**
 * `npm audit --omit=dev`: the known vulnerabilities of what the production build ships (the
 * runtime dependencies only). Prints the count per severity and the high and critical
 * advisories; one check, written as `{"passed": N, "failed": N}` to the JSON file given as
 * argument (with the counts and, on failure, the reason beside them).
 *
 *   npx tsx e2e/check-audit.ts [report.json]
 *
 * Fails (exit 1) on any high or critical vulnerability, and also when the audit could not be
 * made at all (registry unreachable, audit endpoint refused, unreadable answer): an audit that
 * did not happen is never a pass.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const reportPath = process.argv[2]
const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const
type Severity = (typeof SEVERITIES)[number]
const BLOCKING: readonly Severity[] = ['high', 'critical']
const TIMEOUT_MS = 180_000

interface Vulnerability {
  name?: string
  severity?: string
  via?: unknown[]
  fixAvailable?: unknown
}

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> }
  vulnerabilities?: Record<string, Vulnerability>
  /** npm's own error answer, e.g. when the registry cannot be reached. */
  message?: string
  statusCode?: number
  error?: { code?: string; summary?: string; detail?: string }
}

function finish(passed: boolean, details: Record<string, unknown>): never {
  const report = { passed: passed ? 1 : 0, failed: passed ? 0 : 1, ...details }
  if (reportPath) writeFileSync(reportPath, JSON.stringify(report, null, 2))
  console.log(`\naudit: ${report.passed} passed, ${report.failed} failed`)
  process.exit(passed ? 0 : 1)
}

function registry(): string {
  const result = spawnSync('npm', ['config', 'get', 'registry'], { cwd: root, encoding: 'utf8' })
  return result.stdout?.trim() || 'the configured registry'
}

/** Why the audit could not be made, from npm's JSON error answer and its stderr. */
function whyNoAudit(report: AuditReport | null, stderr: string): string {
  const parts = [
    report?.message,
    report?.error?.code,
    report?.error?.summary,
    report?.error?.detail,
    ...stderr
      .split('\n')
      .filter((line) => /^npm (error|ERR!)/.test(line) && !/complete log of this run/.test(line))
      .map((line) => line.trim()),
  ].filter((part): part is string => typeof part === 'string' && part.trim() !== '')
  return [...new Set(parts)].join('; ') || 'npm audit gave no report'
}

function titles(vulnerability: Vulnerability): string {
  const advisories = (vulnerability.via ?? []).flatMap((via) =>
    via && typeof via === 'object' && 'title' in via
      ? [`${String(via.title)}${'url' in via ? ` (${String(via.url)})` : ''}`]
      : typeof via === 'string'
        ? [`through ${via}`]
        : [],
  )
  return advisories.join('; ') || 'no advisory details'
}

console.log('npm audit --omit=dev --json\n')
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: TIMEOUT_MS,
  maxBuffer: 64 * 1024 * 1024,
})
if (run.error) {
  const reason =
    run.signal === 'SIGTERM'
      ? `npm audit did not answer within ${TIMEOUT_MS / 1000} s (is ${registry()} reachable?)`
      : `could not run npm audit: ${run.error.message}`
  console.log(`AUDIT NOT DONE: ${reason}`)
  finish(false, { reason })
}

function parse(text: string): AuditReport | null {
  try {
    return JSON.parse(text) as AuditReport
  } catch {
    return null
  }
}

const report = parse(run.stdout)
const counts = report?.metadata?.vulnerabilities
if (!report || !counts) {
  // npm exits non-zero both for found vulnerabilities and for a failed audit; only a report
  // with its metadata counts as an audit.
  const reason = `the audit could not be made against ${registry()}: ${whyNoAudit(report, run.stderr ?? '')}`
  console.log(`AUDIT NOT DONE (counted as a failure): ${reason}`)
  finish(false, { reason, exitCode: run.status })
}

const severities = Object.fromEntries(SEVERITIES.map((severity) => [severity, counts[severity] ?? 0])) as Record<
  Severity,
  number
>
const total = counts.total ?? SEVERITIES.reduce((sum, severity) => sum + severities[severity], 0)
console.log('vulnerabilities in the runtime dependencies (--omit=dev):')
for (const severity of SEVERITIES) console.log(`  ${severity.padEnd(9)} ${severities[severity]}`)
console.log(`  ${'total'.padEnd(9)} ${total}`)

const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, vulnerability]) =>
  BLOCKING.includes(vulnerability.severity as Severity),
)
for (const [name, vulnerability] of blocking) {
  const fix = vulnerability.fixAvailable ? 'fix available' : 'no fix available'
  console.log(`  ${vulnerability.severity}: ${vulnerability.name ?? name} - ${titles(vulnerability)} (${fix})`)
}
const blockingCount = severities.high + severities.critical
if (blockingCount > 0) {
  const reason = `${severities.critical} critical and ${severities.high} high vulnerabilities`
  console.log(`\nnot ok - npm audit --omit=dev: ${reason}`)
  finish(false, { severities, total, reason })
}
console.log('\nok - npm audit --omit=dev: no high or critical vulnerability')
finish(true, { severities, total })
