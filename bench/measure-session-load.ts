// The console's server under load: many sessions (each signed in at /_console/session with its
// own cookie) list volumes through the proxy at once, in rounds that take turns with the same
// calls made straight to the demo cloud with a token. Prints nothing itself; gives the
// latencies, the proxy's added latency (p50/p95), throughput, errors and the server's memory.
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import type { Started } from './servers.ts'
import type { CloudToken } from './keystone.ts'

export interface LoadResult {
  sessions: number
  rounds: number
  direct: { p50: number; p95: number; perSecond: number }
  proxied: { p50: number; p95: number; perSecond: number }
  addedP50: number
  addedP95: number
  errors: number
  /** The errors by way and reason. */
  failures: Record<string, number>
  /** The console server's resident memory after sign-in, and after every round. */
  rssMb: number[]
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** VmRSS of a process, in MiB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) / 1024 : Number.NaN
}

/** A timed call; a failed one says why (the status, or the connection's error code). */
export interface Timed {
  ms: number
  ok: boolean
  failure?: string
}

/** One pool of kept-alive connections for every session's calls, as a browser keeps its own. */
const agent = new Agent({ keepAlive: true, maxSockets: 512 })

/**
 * A timed call, to the last byte of the answer as sent. Every call says, as browsers do, that it
 * takes gzip and brotli: the console's proxy compresses the cloud's JSON for it (the cloud itself
 * sends it plain), and that work is timed. The bytes are not decoded here: a browser decodes them
 * in its network service, and a Node client of 200 sessions decoding them on its one thread (as
 * fetch does) timed its own queue, not the server (p95 ~8 ms "added" against ~2.5 ms with no
 * compression at all).
 */
export function timed(url: string, headers: Record<string, string>): Promise<Timed> {
  const start = performance.now()
  const done = (ok: boolean, failure?: string): Timed => ({
    ms: performance.now() - start,
    ok,
    ...(failure ? { failure } : {}),
  })
  return new Promise((resolve) => {
    const call = request(url, { agent, headers: { 'Accept-Encoding': BROWSER_ENCODINGS, ...headers } }, (answer) => {
      answer.on('data', () => undefined)
      answer.on('error', (error: NodeJS.ErrnoException) => resolve(done(false, error.code ?? error.message)))
      answer.on('end', () =>
        resolve(answer.statusCode === 200 ? done(true) : done(false, `HTTP ${answer.statusCode ?? 0}`)),
      )
    })
    call.on('error', (error: NodeJS.ErrnoException) => resolve(done(false, error.code ?? error.message)))
    call.end()
  })
}

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** Why calls failed, counted by reason and way ("proxied: HTTP 502" → 1). */
export function countFailure(failures: Record<string, number>, way: 'direct' | 'proxied', result: Timed): void {
  if (result.ok) return
  const key = `${way}: ${result.failure ?? 'unknown'}`
  failures[key] = (failures[key] ?? 0) + 1
}

export async function signInSession(consoleOrigin: string): Promise<string> {
  const answer = await fetch(`${consoleOrigin}/_console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
    body: JSON.stringify({ credentials: { username: 'demo', password: 'demo', projectName: 'demo' } }),
  })
  await answer.arrayBuffer()
  const cookie = answer.headers.getSetCookie()[0]?.split(';')[0]
  if (answer.status !== 201 || !cookie) throw new Error(`console sign-in failed: ${answer.status}`)
  return cookie
}

/** `sessions` console sessions, signed in 20 at a time as people arriving: their cookies. */
export async function signInSessions(consoleOrigin: string, sessions: number): Promise<string[]> {
  const cookies: string[] = []
  for (let start = 0; start < sessions; start += 20) {
    cookies.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, sessions - start) }, () => signInSession(consoleOrigin)),
      )),
    )
  }
  return cookies
}

/** The listing both ways: straight to the demo cloud, and the same through the console's proxy. */
export function listingUrls(consoleOrigin: string, token: CloudToken): { direct: string; proxied: string } {
  const direct = `${token.cinder}/volumes/detail?limit=20`
  return { direct, proxied: direct.replace(/^http:\/\//, `${consoleOrigin}/os-proxy/http/`) }
}

export async function sessionLoad(
  console: Started,
  token: CloudToken,
  options: { sessions?: number; rounds?: number } = {},
): Promise<LoadResult> {
  const sessions = options.sessions ?? 200
  const rounds = options.rounds ?? 10
  const cookies = await signInSessions(console.origin, sessions)
  const { direct: path, proxied } = listingUrls(console.origin, token)
  const direct: number[] = []
  const through: number[] = []
  let directWall = 0
  let proxiedWall = 0
  let errors = 0
  const failures: Record<string, number> = {}
  const memory = [rssMb(console.child.pid)]
  const run = async (calls: Array<() => Promise<Timed>>, into: number[], way: 'direct' | 'proxied') => {
    const start = performance.now()
    const results = await Promise.all(calls.map((call) => call()))
    for (const result of results) {
      into.push(result.ms)
      if (!result.ok) errors += 1
      countFailure(failures, way, result)
    }
    return performance.now() - start
  }
  for (let round = 0; round < rounds + 1; round += 1) {
    const warmUp = round === 0
    const directCalls = cookies.map(
      () => () => timed(path, { 'X-Auth-Token': token.token, Accept: 'application/json' }),
    )
    const proxiedCalls = cookies.map(
      (cookie) => () => timed(proxied, { Cookie: cookie, 'X-Console-Request': '1', Accept: 'application/json' }),
    )
    // Taking turns, the first of each pair alternating, so drift hits both.
    const order = round % 2 ? ['proxied', 'direct'] : ['direct', 'proxied']
    for (const which of order) {
      const sink: number[] = []
      const wall = await run(
        which === 'direct' ? directCalls : proxiedCalls,
        sink,
        which === 'direct' ? 'direct' : 'proxied',
      )
      if (warmUp) continue
      if (which === 'direct') {
        direct.push(...sink)
        directWall += wall
      } else {
        through.push(...sink)
        proxiedWall += wall
      }
    }
    if (!warmUp) memory.push(rssMb(console.child.pid))
  }
  const summary = (values: number[], wall: number) => ({
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    perSecond: values.length / (wall / 1000),
  })
  const d = summary(direct, directWall)
  const p = summary(through, proxiedWall)
  return {
    sessions,
    rounds,
    direct: d,
    proxied: p,
    addedP50: p.p50 - d.p50,
    addedP95: p.p95 - d.p95,
    errors,
    failures,
    rssMb: memory,
  }
}
