// What the bench does to the console servers behind HAProxy while the sessions run (sessions.ts):
// a steady stretch, a rolling restart, a session key rotation and a SIGKILL. Each phase keeps
// its notes (what HAProxy saw, when) and HAProxy's log lines for the report (report.ts).
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { SESSION_COOKIE, sessionKeyFrom, unseal } from '../../server/session-seal.ts'
import type { Started } from '../servers.ts'
import { signalAndWait, startConsole } from '../servers.ts'
import type { Haproxy } from './haproxy.ts'
import { waitForState } from './haproxy.ts'
import type { Recorder, Session } from './sessions.ts'
import { signInAgain } from './sessions.ts'

/** One console server behind HAProxy: its name there, its port, its CONSOLE_SESSION_KEY. */
export interface Member {
  name: string
  port: number
  keys: string
  server: Started
}

export interface Pool {
  dir: string
  cloud: Started
  haproxy: Haproxy
  members: Member[]
  drainSeconds: number
}

export interface PhaseRun {
  name: string
  seconds: number
  notes: string[]
  /** HAProxy's log lines (abnormal requests) taken at the phase's end. */
  log: string[]
  /** The machine's 1-minute load average at the phase's end (other work on it slows every call). */
  loadAverage: number
}

/** A new session key as an operator makes one (`openssl rand -base64 32`). */
export const newKey = () => randomBytes(32).toString('base64')

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Runs `body` as phase `name`: the calls that begin meanwhile are counted in it. */
export async function phase(
  recorder: Recorder,
  pool: Pool,
  name: string,
  body: (notes: string[]) => Promise<void>,
): Promise<PhaseRun> {
  pool.haproxy.takeLog()
  recorder.phase = name
  const start = performance.now()
  const notes: string[] = []
  console.log(`bench: ${name}`)
  await body(notes)
  const seconds = (performance.now() - start) / 1000
  return { name, seconds, notes, log: pool.haproxy.takeLog(), loadAverage: loadavg()[0] ?? Number.NaN }
}

/** Starts `member`'s console on its own port with `keys` as CONSOLE_SESSION_KEY. */
export async function startMember(
  pool: Pick<Pool, 'dir' | 'cloud' | 'drainSeconds'>,
  name: string,
  port: number | undefined,
  keys: string,
): Promise<Member> {
  const server = await startConsole(
    pool.dir,
    pool.cloud,
    { CONSOLE_SESSION_KEY: keys },
    { drainSeconds: pool.drainSeconds, ...(port ? { port } : {}) },
  )
  return { name, port: server.port, keys, server }
}

/**
 * SIGTERM to one console (by its PID), waits for its exit, starts it again on its port with
 * `keys`, and waits until HAProxy has it UP. Notes when HAProxy marked it DOWN against its exit:
 * a server that exits before it is DOWN gets new requests HAProxy can only retry.
 */
export async function restart(pool: Pool, member: Member, keys: string, notes: string[]): Promise<void> {
  const start = performance.now()
  const down = waitForState(pool.haproxy, member.name, 'DOWN', 60_000).then(
    (ms) => ms,
    () => Number.NaN,
  )
  const exit = await signalAndWait(member.server.child, 'SIGTERM')
  const exitedMs = performance.now() - start
  const downMs = await down
  const started = await startMember(pool, member.name, member.port, keys)
  Object.assign(member, started)
  await waitForState(pool.haproxy, member.name, 'UP', 60_000)
  const upMs = performance.now() - start
  const ended = exit.code === 0 ? 'exited 0' : `exited ${exit.code ?? exit.signal}`
  const late = downMs > exitedMs ? ' (after its exit)' : ''
  notes.push(
    `${member.name}: DOWN in HAProxy at ${s(downMs)}${late}, ${ended} at ${s(exitedMs)}, UP again at ${s(upMs)}`,
  )
}

/**
 * Load before anything is measured: the 200 sessions' first calls all come within one think
 * time, on servers whose code V8 has not compiled yet (p50 near 1 s in the first 2 s here).
 */
export function warmUp(recorder: Recorder, pool: Pool, seconds: number): Promise<PhaseRun> {
  return phase(recorder, pool, 'warm-up (not counted)', () => pause(seconds * 1000))
}

/** Load and nothing else, for `seconds`. */
export function steady(recorder: Recorder, pool: Pool, seconds: number): Promise<PhaseRun> {
  return phase(recorder, pool, 'steady', async (notes) => {
    await pause(seconds * 1000)
    notes.push(`${pool.members.length} servers UP, ${seconds} s of load`)
  })
}

/** Each server in turn: SIGTERM, exit, start again with the same key, UP in HAProxy. */
export function rollingRestart(recorder: Recorder, pool: Pool): Promise<PhaseRun> {
  return phase(recorder, pool, 'rolling restart', async (notes) => {
    for (const member of pool.members) await restart(pool, member, member.keys, notes)
  })
}

/** How many sessions hold a cookie that `key` opens. */
export function sealedWith(sessions: Session[], key: string): number {
  const keys = sessionKeyFrom({ CONSOLE_SESSION_KEY: key }).keys
  return sessions.filter((session) => {
    const value = session.cookie?.slice(SESSION_COOKIE.length + 1)
    return value ? unseal(value, keys, Date.now()).ok : false
  }).length
}

/**
 * A new key K2 for the old K1, rolled out in three passes over the servers, each one restarted
 * in turn:
 *   1. "K1,K2": every server opens K2's cookies before any seals one (K1 still seals);
 *   2. "K2,K1": K2 seals. Going straight to this pass (as README's two steps did) signs out a
 *      session that signs in on a server already on "K2,K1" and next reaches one still on K1
 *      alone: that server cannot open its cookie;
 *   3. "K2": K1 dropped, once no live cookie needs it. The server seals a cookie only at sign-in
 *      and on a change of project or region (session-sign-in.ts, session-change.ts), not when a
 *      session is used, so a K1 cookie stays one until its token ends: here the sessions still
 *      on K1 sign in again first, standing in for their tokens' end.
 */
export async function keyRotation(recorder: Recorder, pool: Pool, sessions: Session[]): Promise<PhaseRun[]> {
  const k1 = pool.members[0]?.keys ?? ''
  const k2 = newKey()
  const onKeys = () =>
    `live cookies: ${sealedWith(sessions, k1)} sealed with K1, ${sealedWith(sessions, k2)} with K2 (of ${sessions.length})`
  const roll = (keys: string) => async (notes: string[]) => {
    for (const member of pool.members) await restart(pool, member, keys, notes)
    notes.push(onKeys())
  }
  const runs = [
    await phase(recorder, pool, 'key rotation: K1,K2', roll(`${k1},${k2}`)),
    await phase(recorder, pool, 'key rotation: K2,K1', roll(`${k2},${k1}`)),
  ]
  runs.push(
    await phase(recorder, pool, 'key rotation: K2', async (notes) => {
      const onK1 = sessions.filter((session) => sealedWith([session], k1) > 0)
      notes.push(
        `${onK1.length} sessions still on K1 sign in again (standing in for their tokens' end: the server does not re-seal a cookie in use)`,
      )
      for (let start = 0; start < onK1.length; start += 20) {
        const batch = onK1.slice(start, start + 20)
        await Promise.all(batch.map((session) => signInAgain(pool.haproxy.origin, session, recorder)))
      }
      const left = sealedWith(sessions, k1)
      if (left > 0) {
        notes.push(`${left} live cookies still sealed with K1: K1 kept (dropping it would sign them out)`)
        return
      }
      await roll(k2)(notes)
      notes.push('K1 dropped: every server has K2 alone')
    }),
  )
  return runs
}

/** SIGKILL to one server (no drain): the others go on; it starts again once HAProxy has it DOWN. */
export function sigkill(recorder: Recorder, pool: Pool, afterSeconds: number): Promise<PhaseRun> {
  return phase(recorder, pool, 'SIGKILL', async (notes) => {
    const member = pool.members[1] ?? pool.members[0]
    if (!member) return
    const start = performance.now()
    await signalAndWait(member.server.child, 'SIGKILL')
    const downMs = await waitForState(pool.haproxy, member.name, 'DOWN', 60_000)
    await pause(afterSeconds * 1000)
    const started = await startMember(pool, member.name, member.port, member.keys)
    Object.assign(member, started)
    await waitForState(pool.haproxy, member.name, 'UP', 60_000)
    notes.push(
      `${member.name} killed: DOWN in HAProxy ${s(downMs)} later; ${afterSeconds} s on the other two; UP again at ${s(performance.now() - start)}`,
    )
  })
}
