// What a load balancer or an orchestrator asks the console's server, without a session:
//   GET /healthz  the process answers (200), nothing else checked;
//   GET /readyz   it should get traffic (200) or not (503): the app's build is there, every
//                 configured Keystone answers its version document, and it is not stopping.
// Neither tells a URL, a path or a setting: only the name and outcome of each check. Keystone is
// asked at most once per `keystoneEveryMs` however often the probes come.
import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { sendJson } from './http-json.ts'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

export interface HealthOptions {
  /** The app's files (index.html must be there). */
  root: string
  /** The configured clouds' Keystone URLs (…/v3); none when no cloud is configured. */
  authUrls: readonly string[]
  /** True once the server has begun to stop. */
  stopping: () => boolean
  /** How long a Keystone outcome is reused. */
  keystoneEveryMs?: number
  /** Each Keystone probe gives up after this long. */
  keystoneTimeoutMs?: number
  now?: () => number
}

export type ReadyCheck = 'ok' | 'failing'

export interface Readiness {
  ready: boolean
  checks: { build: ReadyCheck; keystone: ReadyCheck; stopping: boolean }
}

/** GET of a Keystone's /v3 document: any answer below 500 means it is up. */
async function keystoneAnswers(authUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(authUrl, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    return response.status < 500
  } catch {
    return false
  }
}

/** The routes; a request for another path is not theirs (false). */
export function createHealthRoutes(options: HealthOptions) {
  const now = options.now ?? Date.now
  const every = options.keystoneEveryMs ?? 5_000
  const timeout = options.keystoneTimeoutMs ?? 3_000
  let last: { at: number; outcome: Promise<boolean> } | null = null

  const keystone = (): Promise<boolean> => {
    if (options.authUrls.length === 0) return Promise.resolve(true)
    if (!last || now() - last.at >= every) {
      last = {
        at: now(),
        outcome: Promise.all(options.authUrls.map((url) => keystoneAnswers(url, timeout))).then((all) =>
          all.every(Boolean),
        ),
      }
    }
    return last.outcome
  }

  const readiness = async (): Promise<Readiness> => {
    const build = existsSync(join(options.root, 'index.html'))
    const stopping = options.stopping()
    // A stopping server is unready whatever Keystone says; it does not ask.
    const keystoneUp = stopping ? true : await keystone()
    return {
      ready: build && keystoneUp && !stopping,
      checks: { build: build ? 'ok' : 'failing', keystone: keystoneUp ? 'ok' : 'failing', stopping },
    }
  }

  return {
    readiness,
    routes(req: IncomingMessage, res: ServerResponse): Promise<void> | null {
      const path = (req.url ?? '/').split('?')[0]
      if (path !== HEALTH_PATH && path !== READY_PATH) return null
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { status: 'method not allowed' }, { Allow: 'GET, HEAD' })
        return Promise.resolve()
      }
      if (path === HEALTH_PATH) {
        sendJson(res, 200, { status: 'alive' })
        return Promise.resolve()
      }
      return readiness().then(({ ready, checks }) =>
        sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unready', checks }),
      )
    },
  }
}
