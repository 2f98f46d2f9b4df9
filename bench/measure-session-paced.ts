// 200 people using the console at once: each of 200 sessions (its own cookie) lists volumes,
// thinks for a while (exponential, mean 2 s), and lists again, for three minutes. Every turn makes the
// same call twice, through the proxy and straight to the demo cloud with a token, in random
// order, so both see the same load; the difference is what the proxy adds. The console server's
// memory is read every second: it grows while V8 sizes its heap (about two minutes here), then
// holds, which the last minute of three shows. (measure-session-load.ts is the burst: all 200 at the same instant.)
import { readFileSync } from 'node:fs'
import type { CloudToken } from './keystone.ts'
import type { Started } from './servers.ts'
import { countFailure, listingUrls, percentile, signInSessions, timed } from './measure-session-load.ts'

export interface PacedResult {
  sessions: number
  seconds: number
  thinkMs: number
  calls: number
  direct: { p50: number; p95: number }
  proxied: { p50: number; p95: number }
  addedP50: number
  addedP95: number
  errors: number
  /** The errors by way and reason. */
  failures: Record<string, number>
  /** The console server's resident memory each second (MiB). */
  rssMb: number[]
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) / 1024 : Number.NaN
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Exponential think time: people do not click in step. */
const think = (mean: number) => -Math.log(1 - Math.random()) * mean

export async function pacedLoad(
  console: Started,
  token: CloudToken,
  options: { sessions?: number; seconds?: number; thinkMs?: number } = {},
): Promise<PacedResult> {
  const sessions = options.sessions ?? 200
  const seconds = options.seconds ?? 180
  const thinkMs = options.thinkMs ?? 2000
  const cookies = await signInSessions(console.origin, sessions)
  const { direct: path, proxied } = listingUrls(console.origin, token)
  const direct: number[] = []
  const through: number[] = []
  let errors = 0
  const failures: Record<string, number> = {}
  const memory: number[] = []
  const end = performance.now() + seconds * 1000
  const sampler = setInterval(() => memory.push(rssMb(console.child.pid)), 1000)
  const person = async (cookie: string) => {
    // Arrivals spread over the first think time.
    await pause(Math.random() * thinkMs)
    while (performance.now() < end) {
      const calls = [
        async () => {
          const result = await timed(path, { 'X-Auth-Token': token.token, Accept: 'application/json' })
          direct.push(result.ms)
          if (!result.ok) errors += 1
          countFailure(failures, 'direct', result)
        },
        async () => {
          const result = await timed(proxied, { Cookie: cookie, 'X-Console-Request': '1', Accept: 'application/json' })
          through.push(result.ms)
          if (!result.ok) errors += 1
          countFailure(failures, 'proxied', result)
        },
      ]
      if (Math.random() < 0.5) calls.reverse()
      for (const call of calls) await call()
      await pause(think(thinkMs))
    }
  }
  try {
    await Promise.all(cookies.map(person))
  } finally {
    clearInterval(sampler)
  }
  const d = { p50: percentile(direct, 50), p95: percentile(direct, 95) }
  const p = { p50: percentile(through, 50), p95: percentile(through, 95) }
  return {
    sessions,
    seconds,
    thinkMs,
    calls: direct.length + through.length,
    direct: d,
    proxied: p,
    addedP50: p.p50 - d.p50,
    addedP95: p.p95 - d.p95,
    errors,
    failures,
    rssMb: memory,
  }
}
