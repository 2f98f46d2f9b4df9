// The calls real OpenStack clients make (python-openstackclient, cinderclient, novaclient), seen
// through a recording HTTP proxy: each CLI runs with http_proxy pointing at it, so every request
// it sends and every answer it gets is kept, the same on both clouds.
import { execFile } from 'node:child_process'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import type { Credentials } from '../../api'
import type { Exchange, Service } from './exchange'
import { readHeaders } from './exchange'
import type { HttpSession } from './http-session'
import { cliEnvironmentFor } from '../../test/cli-env'

const run = promisify(execFile)

/** Hop-by-hop and proxy headers, never forwarded. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
])

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{32}\b/gi

export interface CliRecorder {
  /** Runs one CLI command through the proxy; its calls are recorded as `cli: <label> · <n>`. */
  command(label: string, program: 'openstack' | 'cinder' | 'nova', args: string[]): Promise<string>
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length ? Buffer.concat(chunks) : undefined
}

/** Which service a URL belongs to, and its path relative to that service's endpoint. */
function locate(session: HttpSession, url: URL): { service: Service; path: string } {
  const full = `${url.origin}${url.pathname}`
  const candidates = (['identity', 'volume', 'compute', 'image'] as const).flatMap((service) => {
    if (service !== 'identity' && !session.endpoints[service]) return []
    const root = service === 'identity' ? session.authUrl.replace(/\/v3\/?$/, '') : session.root(service)
    return full.startsWith(root) ? [{ service, root }] : []
  })
  const best = candidates.sort((a, b) => b.root.length - a.root.length)[0]
  if (!best) return { service: 'other', path: url.pathname }
  const path = full.slice(best.root.length) || '/'
  // The project id in Cinder's path and every other id: the two clouds' differ.
  const query = [...url.searchParams.keys()].sort().map((key) => `${key}=…`)
  return { service: best.service, path: `${path.replace(ID, '{id}')}${query.length ? `?${query.join('&')}` : ''}` }
}

export async function startCliRecorder(
  session: HttpSession,
  credentials: Credentials,
  record: (exchange: Exchange) => void,
): Promise<CliRecorder> {
  let label = ''
  let counter = 0
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/')
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP.has(name) && typeof value === 'string') headers[name] = value
      }
      const body = await readBody(request)
      const answer = await fetch(url, {
        method: request.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      })
      const payload = Buffer.from(await answer.arrayBuffer())
      counter += 1
      let parsed: unknown = payload.toString('utf8')
      try {
        parsed = payload.length ? (JSON.parse(payload.toString('utf8')) as unknown) : null
      } catch {
        // Kept as text.
      }
      const where = locate(session, url)
      record({
        step: `cli: ${label} · ${counter}`,
        method: request.method ?? 'GET',
        service: where.service,
        path: where.path,
        status: answer.status,
        headers: readHeaders(answer.headers),
        body: parsed,
      })
      const out: Record<string, string> = {}
      answer.headers.forEach((value, name) => {
        if (!HOP.has(name) && name !== 'content-encoding') out[name] = value
      })
      out['content-length'] = String(payload.length)
      response.writeHead(answer.status, out)
      response.end(payload)
    })().catch((error: unknown) => {
      console.error('the recording proxy failed:', error)
      response.writeHead(502, { 'Content-Type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const proxy = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...cliEnvironmentFor(credentials),
    http_proxy: proxy,
    HTTP_PROXY: proxy,
    no_proxy: '',
    NO_PROXY: '',
  }
  return {
    async command(name, program, args) {
      label = name
      counter = 0
      try {
        const { stdout } = await run(program, args, { env, timeout: 60_000, maxBuffer: 8 * 1024 * 1024 })
        return stdout
      } catch (error) {
        const failure = error as { stdout?: string; stderr?: string }
        // A CLI that fails is part of the story (its calls are recorded); the text says what it said.
        return `${failure.stdout ?? ''}${failure.stderr ?? ''}`
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
