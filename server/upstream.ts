// The console server's own calls to the cloud (Keystone for sessions, the catalog for the
// proxy's allow-list) and the kept-alive connections every forwarded call shares. node:http
// rather than fetch: fetch refuses some ports outright and hides why a connection failed.
import type { IncomingHttpHeaders } from 'node:http'
import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { gunzipSync, inflateSync } from 'node:zlib'

/**
 * A kept-alive connection idle this long is closed here, before the cloud would close it: a
 * call sent on a connection the cloud is closing fails (ECONNRESET, a 502 for the page). Node
 * shortens it to the cloud's `Keep-Alive: timeout=N` less 1 s (Node's and Apache's servers send
 * N=5), but only when the Agent has a `timeout` at all: without one the hint is ignored and an
 * idle connection is kept until the cloud closes it (_http_agent.js, keepSocketAlive). A call
 * in progress has its own time limit (setTimeout on the request), not this one.
 */
const IDLE_MS = 4_000

const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS }),
}

/** The request function and kept-alive agent for a URL's scheme. */
export function transportFor(url: URL) {
  return url.protocol === 'https:'
    ? { send: httpsRequest, agent: agents.https }
    : { send: httpRequest, agent: agents.http }
}

export interface UpstreamAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body as text, decoded from gzip or deflate. */
  text: string
}

/** Fails with the connection's error code (ECONNREFUSED, ETIMEDOUT, …) as the message. */
export class UpstreamError extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

export function callUpstream(
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<UpstreamAnswer> {
  const { send, agent } = transportFor(url)
  return new Promise((resolve, reject) => {
    const headers = {
      Accept: 'application/json',
      ...(options.body === undefined
        ? {}
        : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(options.body)) }),
      ...options.headers,
    }
    const call = send(url, { method: options.method ?? 'GET', headers, agent }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        try {
          const text = decode(Buffer.concat(chunks), answer.headers['content-encoding'])
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, text })
        } catch {
          reject(new UpstreamError('EBADBODY'))
        }
      })
      answer.on('error', (error: NodeJS.ErrnoException) => reject(new UpstreamError(error.code ?? error.message)))
    })
    call.setTimeout(options.timeoutMs, () => call.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })))
    call.on('error', (error: NodeJS.ErrnoException) => reject(new UpstreamError(error.code ?? error.message)))
    call.end(options.body)
  })
}
