// `npm run bench -- --ha`: three console servers behind HAProxy, 200 sessions in use through it,
// while the servers are restarted one by one, the session key is changed, and one is killed.
// Prints per phase what the sessions saw (docs/bench-ha.md); asserts nothing; exits 0 unless
// something could not be started.
//   --retry-on a,b  HAProxy's retry-on keywords instead of the bench's (haproxy.ts DEFAULT_OPTIONS),
//                   e.g. --retry-on conn-failure for HAProxy's own default
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { signInToCloud } from '../keystone.ts'
import { OUT } from '../paths.ts'
import { listingUrls, signInSessions } from '../measure-session-load.ts'
import { signalAndWait, startCloud, stopAll } from '../servers.ts'
import type { Haproxy } from './haproxy.ts'
import { DEFAULT_OPTIONS, HAPROXY, NOTICE_MS, startHaproxy } from './haproxy.ts'
import type { Member, PhaseRun, Pool } from './phases.ts'
import { keyRotation, newKey, rollingRestart, sigkill, startMember, steady, warmUp } from './phases.ts'
import { phaseFigures, renderReport } from './report.ts'
import type { Session } from './sessions.ts'
import { closeConnections, Recorder, runLoad } from './sessions.ts'

const SESSIONS = 200
const SERVERS = 3
const WARM_UP_SECONDS = 5
const STEADY_SECONDS = 25
const THINK_MS = 2000
/** One sign-in every 0.5 s on average: people arriving while the servers change. */
const ARRIVAL_MS = 500
/** Longer than HAProxy takes to see /readyz fail (NOTICE_MS). */
const DRAIN_SECONDS = 2
const AFTER_KILL_SECONDS = 5

function step(message: string) {
  console.log(`bench: ${message}`)
}

function retryOn(): string[] {
  const at = process.argv.indexOf('--retry-on')
  const value = at >= 0 ? process.argv[at + 1] : undefined
  return value ? value.split(',').filter(Boolean) : DEFAULT_OPTIONS.retryOn
}

export async function highAvailability(): Promise<void> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing (apt-get install haproxy)`)
  if (DRAIN_SECONDS * 1000 <= NOTICE_MS) throw new Error('the drain must outlast HAProxy noticing /readyz')
  const startedAt = new Date().toISOString()
  const dir = mkdtempSync(join(tmpdir(), 'vc-ha-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>ha</title>')
  // Ctrl-C ends the bench with process.exit (bench/run.ts), which runs no finally: this does.
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  process.once('exit', removeDir)
  let haproxy: Haproxy | undefined
  const recorder = new Recorder()
  let load: Promise<void> | undefined
  try {
    step('starting the demo cloud (scale-50) and three consoles with one session key')
    const cloud = await startCloud('scale-50')
    const base = { dir, cloud, drainSeconds: DRAIN_SECONDS }
    const k1 = newKey()
    const members: Member[] = []
    for (let index = 1; index <= SERVERS; index += 1) members.push(await startMember(base, `c${index}`, undefined, k1))
    const options = { retryOn: retryOn() }
    step(`starting HAProxy (retry-on ${options.retryOn.join(' ')}) in front of them`)
    haproxy = await startHaproxy(dir, members, options)
    const pool: Pool = { ...base, haproxy, members }
    step(`HAProxy at ${haproxy.origin} (config ${haproxy.config})`)
    const token = await signInToCloud(cloud.origin)
    const { proxied } = listingUrls(haproxy.origin, token)
    step(`${SESSIONS} sign-ins through HAProxy`)
    const cookies = await signInSessions(haproxy.origin, SESSIONS)
    const sessions: Session[] = cookies.map((cookie, id) => ({ id, cookie }))
    load = runLoad(sessions, recorder, {
      url: proxied,
      origin: haproxy.origin,
      thinkMs: THINK_MS,
      arrivalMs: ARRIVAL_MS,
    })
    await warmUp(recorder, pool, WARM_UP_SECONDS)
    const runs: PhaseRun[] = []
    runs.push(await steady(recorder, pool, STEADY_SECONDS))
    runs.push(await rollingRestart(recorder, pool))
    runs.push(...(await keyRotation(recorder, pool, sessions)))
    runs.push(await sigkill(recorder, pool, AFTER_KILL_SECONDS))
    recorder.phase = 'end'
    recorder.stopped = true
    await load
    load = undefined
    const figures = runs.map((run) => phaseFigures(recorder, run))
    mkdirSync(OUT, { recursive: true })
    const raw = join(OUT, 'ha-results.json')
    writeFileSync(
      raw,
      `${JSON.stringify({ startedAt, haproxyConfig: readFileSync(haproxy.config, 'utf8'), phases: figures, signIns: recorder.signIns, calls: recorder.calls })}\n`,
    )
    console.log(`\n${renderReport(figures)}\n`)
    console.log(`Raw calls: ${raw}`)
    console.log(
      `Load average (1, 5, 15 min) at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    )
  } finally {
    recorder.stopped = true
    if (haproxy) await signalAndWait(haproxy.child, 'SIGTERM')
    await stopAll()
    await load?.catch(() => undefined)
    closeConnections()
    process.off('exit', removeDir)
    removeDir()
  }
}
