// The people behind the load balancer: 200 console sessions, each with its own cookie jar, each
// listing volumes through the console's proxy (via HAProxy), thinking (exponential, mean 2 s) and
// listing again, as bench/measure-session-paced.ts does; and people arriving, one sign-in every
// `arrivalMs` on average, each taking over one session's place with a new cookie. Every call is
// timed to its last byte and kept with the phase it began in, its outcome and, for a 401 from
// the console's own session check, the reason the console gave (the session is signed out).
import { Agent, request } from 'node:http'
import type { NoSessionReason } from '../../src/api/console-wire.ts'
import type { Timed } from '../measure-session-load.ts'
import { signInSession } from '../measure-session-load.ts'
import { CLIENT_IDLE_MS } from './haproxy.ts'

/** One session's cookie jar: the console's one cookie, `vc_session=<sealed>`, or null once cleared. */
export interface Session {
  id: number
  cookie: string | null
}

export interface Outcome extends Timed {
  phase: string
  /** When it began, in ms since the load began. */
  at: number
  /** A failed answer's body (its first 300 characters) or the connection's error message. */
  detail?: string
  /** The session the console signed out with this answer (its 401 and reason). */
  signedOut?: { session: number; reason: NoSessionReason | 'unknown' }
}

export interface SignIn {
  phase: string
  ms: number
  ok: boolean
  failure?: string
}

/** What happened, by phase (the phase current when a call began). */
export class Recorder {
  phase = 'start'
  /** performance.now() when the load began. */
  origin = performance.now()
  calls: Outcome[] = []
  signIns: SignIn[] = []
  stopped = false
}

/**
 * Kept-alive connections to HAProxy, as a browser keeps its own, each closed here once idle
 * `CLIENT_IDLE_MS`: shorter than HAProxy's `timeout http-keep-alive` (haproxy.ts), so no request
 * goes out on a connection HAProxy is closing. (A browser resends a request that fails that way
 * on a reused connection; Node's client does not, and would count it as failed.) Node applies
 * the Agent's `timeout` to idle sockets only (_http_agent.js, onTimeout destroys a free socket).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1024, timeout: CLIENT_IDLE_MS })
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** The session's new cookie from the answer's Set-Cookie: a value, cleared (null), or no change (undefined). */
function newCookie(setCookie: string[] | undefined): string | null | undefined {
  const line = setCookie?.find((value) => value.startsWith('vc_session='))
  if (!line) return undefined
  const pair = line.split(';')[0] ?? ''
  return pair === 'vc_session=' || /;\s*Max-Age=0\b/i.test(line) ? null : pair
}

/** The reason in a 401 body from the console's session check ({ error, reason }). */
function reasonOf(text: string): NoSessionReason | 'unknown' {
  try {
    const reason = (JSON.parse(text) as { reason?: unknown }).reason
    return typeof reason === 'string' ? (reason as NoSessionReason) : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** One call of `session` to `url`, its cookie updated from the answer as a browser would. */
export function call(url: string, session: Session, recorder: Recorder): Promise<Outcome> {
  const start = performance.now()
  const { phase } = recorder
  const at = start - recorder.origin
  return new Promise((resolve) => {
    const done = (ok: boolean, failure?: string, extra: Partial<Outcome> = {}) =>
      resolve({ phase, at, ms: performance.now() - start, ok, ...(failure ? { failure } : {}), ...extra })
    const headers: Record<string, string> = {
      'Accept-Encoding': BROWSER_ENCODINGS,
      Accept: 'application/json',
      'X-Console-Request': '1',
      ...(session.cookie ? { Cookie: session.cookie } : {}),
    }
    const sent = request(url, { agent, headers }, (answer) => {
      const status = answer.statusCode ?? 0
      const cookie = newCookie(answer.headers['set-cookie'])
      if (cookie !== undefined) session.cookie = cookie
      let body = ''
      answer.on('data', (chunk: Buffer) => {
        // Only a failure's body is read: it says why (a 401: why the session is gone).
        if (status !== 200 && body.length < 300) body += chunk.toString()
      })
      answer.on('error', (error: NodeJS.ErrnoException) =>
        done(false, error.code ?? error.message, { detail: error.message }),
      )
      answer.on('end', () => {
        if (status === 200) return done(true)
        if (status !== 401) return done(false, `HTTP ${status}`, { detail: body.slice(0, 300) })
        const reason = reasonOf(body)
        done(false, `HTTP 401 ${reason}`, { signedOut: { session: session.id, reason } })
      })
    })
    sent.on('error', (error: NodeJS.ErrnoException) =>
      done(false, error.code ?? error.message, { detail: error.message }),
    )
    sent.end()
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Exponential think time: people do not click in step. */
const think = (mean: number) => -Math.log(1 - Math.random()) * mean

/** A sign-in at the console through `origin` for `session`, kept in `recorder`. */
export async function signInAgain(origin: string, session: Session, recorder: Recorder): Promise<boolean> {
  const phase = recorder.phase
  const start = performance.now()
  try {
    session.cookie = await signInSession(origin)
    recorder.signIns.push({ phase, ms: performance.now() - start, ok: true })
    return true
  } catch (error) {
    // fetch's own error says only "fetch failed"; its cause has the connection's code.
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const failure = cause ?? (error instanceof Error ? error.message : String(error))
    recorder.signIns.push({ phase, ms: performance.now() - start, ok: false, failure })
    return false
  }
}

export interface LoadOptions {
  /** The listing through the load balancer's proxy path. */
  url: string
  /** The load balancer's origin, for sign-ins. */
  origin: string
  thinkMs: number
  /** Mean time between arrivals (a new sign-in taking one session's place); 0: none. */
  arrivalMs: number
}

/**
 * Runs every session until `recorder.stopped`: list, think, list… A session the console signs
 * out signs in again (as its user would), so the load stays what it was; the sign-out is kept.
 */
export async function runLoad(sessions: Session[], recorder: Recorder, options: LoadOptions): Promise<void> {
  const person = async (session: Session) => {
    await pause(Math.random() * options.thinkMs)
    while (!recorder.stopped) {
      const outcome = await call(options.url, session, recorder)
      recorder.calls.push(outcome)
      if (outcome.signedOut) await signInAgain(options.origin, session, recorder)
      await pause(think(options.thinkMs))
    }
  }
  const arrivals = async () => {
    if (!options.arrivalMs) return
    while (!recorder.stopped) {
      await pause(think(options.arrivalMs))
      if (recorder.stopped) break
      const session = sessions[Math.floor(Math.random() * sessions.length)]
      if (session) await signInAgain(options.origin, session, recorder)
    }
  }
  await Promise.all([...sessions.map(person), arrivals()])
}

/** Ends the kept-alive connections (the bench's end). */
export function closeConnections(): void {
  agent.destroy()
}
