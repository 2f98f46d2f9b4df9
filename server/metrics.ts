// What the console's server counts, for Prometheus (prom-client, its text format 0.0.4): every
// answer by route and status with its time and size, every call to the cloud by service and
// status with its time, sign-ins by outcome, sessions opened and ended, session cookies refused
// by reason, and Node's own gauges (event-loop lag, memory, CPU, open handles). It is read from
// what each request's context holds when its answer ends (request-context.ts).
//
// GET /metrics answers on the main listener only with `Authorization: Bearer <CONSOLE_METRICS_TOKEN>`
// (compared in constant time), and on the admin listener (CONSOLE_METRICS_LISTEN) without one:
// that address is the operator's to keep private.
import { timingSafeEqual, createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { CONSOLE_PASSWORD_PATH, CONSOLE_PROXY_BASE, CONSOLE_SESSION_PATH } from '../src/api/console-wire.ts'
import { RUNTIME_CONFIG_PATH } from '../src/lib/console-config.ts'
import { HEALTH_PATH, READY_PATH } from './health.ts'
import { errorBody, sendJson } from './http-json.ts'
import type { RequestContext } from './request-context.ts'

export const METRICS_PATH = '/metrics'

/** A name for each kind of request: few, so that every one can be a label. */
export function routeOf(path: string): string {
  if (path === HEALTH_PATH) return 'healthz'
  if (path === READY_PATH) return 'readyz'
  if (path === METRICS_PATH) return 'metrics'
  if (path === CONSOLE_SESSION_PATH) return 'session'
  if (path === CONSOLE_PASSWORD_PATH) return 'password'
  if (path.startsWith('/_console/websso')) return 'websso'
  if (path === RUNTIME_CONFIG_PATH) return 'config'
  if (path === CONSOLE_PROXY_BASE || path.startsWith(`${CONSOLE_PROXY_BASE}/`)) return 'proxy'
  return 'files'
}

// Seconds: a page's file in a millisecond, a cloud's list in tens to hundreds, an upload in minutes.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120]

export interface Answered {
  method: string
  status: number
  /** False when the connection closed before the answer's end. */
  complete: boolean
  seconds: number
  bytes: number
}

export type ConsoleMetrics = ReturnType<typeof createMetrics>

export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'console_' })
  const registers = [registry]
  const requests = new Counter({
    name: 'console_http_requests_total',
    help: 'Requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  })
  const durations = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route.',
    labelNames: ['route'] as const,
    buckets: BUCKETS,
    registers,
  })
  const sent = new Counter({
    name: 'console_http_response_bytes_total',
    help: 'Bytes written to the clients (headers and bodies), by route.',
    labelNames: ['route'] as const,
    registers,
  })
  const cloudCalls = new Counter({
    name: 'console_cloud_requests_total',
    help: "Calls forwarded to the cloud, by the catalog's service type and the cloud's status (502/504: no answer).",
    labelNames: ['service', 'status'] as const,
    registers,
  })
  const cloudDurations = new Histogram({
    name: 'console_cloud_request_duration_seconds',
    help: "Time until the cloud's answer began, by service type.",
    labelNames: ['service'] as const,
    buckets: BUCKETS,
    registers,
  })
  const signIns = new Counter({
    name: 'console_sign_ins_total',
    help: 'Sign-ins by outcome: accepted, refused, second-factor (Keystone asks for more), password-expired, failed (Keystone unreachable).',
    labelNames: ['outcome'] as const,
    registers,
  })
  const opened = new Counter({
    name: 'console_sessions_opened_total',
    help: 'Sessions opened, by how the user signed in.',
    labelNames: ['method'] as const,
    registers,
  })
  const ended = new Counter({
    name: 'console_sessions_ended_total',
    help: 'Sessions ended, by reason: signed-out, expired, revoked.',
    labelNames: ['reason'] as const,
    registers,
  })
  const cookieRefusals = new Counter({
    name: 'console_session_cookie_refusals_total',
    help: 'Session cookies refused, by reason: malformed, tampered (or sealed with a key this server lacks), expired, revoked.',
    labelNames: ['reason'] as const,
    registers,
  })

  return {
    registry,
    /** Counts an answered request from its context. */
    observe(context: RequestContext, answered: Answered): void {
      const route = context.route ?? 'files'
      requests.inc({ route, method: answered.method, status: String(answered.status) })
      durations.observe({ route }, answered.seconds)
      sent.inc({ route }, answered.bytes)
      const call = context.cloudCall
      if (call) {
        cloudCalls.inc({ service: call.service, status: String(call.status) })
        cloudDurations.observe({ service: call.service }, call.seconds)
      }
      if (context.signIn) signIns.inc({ outcome: context.signIn })
      if (context.opened) opened.inc({ method: context.opened })
      if (context.ended) ended.inc({ reason: context.ended })
      if (context.cookieRefused) cookieRefusals.inc({ reason: context.cookieRefused })
    },
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Answers GET /metrics: with `token`, only to a request bearing it. */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: ConsoleMetrics,
  token: string | undefined,
): Promise<void> {
  req.resume()
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, errorBody(405, 'Method Not Allowed', 'Use GET.'), { Allow: 'GET, HEAD' })
    return
  }
  if (token !== undefined) {
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if (!timingSafeEqual(digest(given), digest(token))) {
      sendJson(
        res,
        401,
        errorBody(401, 'Unauthorized', 'The metrics need the bearer token of CONSOLE_METRICS_TOKEN.'),
        {
          'WWW-Authenticate': 'Bearer realm="metrics"',
        },
      )
      return
    }
  }
  const text = await metrics.registry.metrics()
  res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
  res.end(req.method === 'HEAD' ? undefined : text)
}
