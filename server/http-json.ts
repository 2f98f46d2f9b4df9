// The console server's own answers and the bodies it reads: JSON out (compressed when the
// browser takes it, never cached), JSON in (at most 64 KiB), Keystone's answer passed on as it
// came, and whether the session cookie must be Secure.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BodyRead, BodyRefusal } from '../src/rules/console-credentials.ts'
import { MAX_SESSION_BODY_BYTES, refusalBody, sessionJson } from '../src/rules/console-credentials.ts'
import { compressBody, MIN_COMPRESSED_BYTES } from './answer-compression.ts'
import { contextOf } from './request-context.ts'
import type { UpstreamAnswer } from './upstream.ts'

/**
 * Served over TLS, here or at a trusted proxy in front that says so (request-context.ts): the
 * cookie is then Secure.
 */
export function isSecure(req: IncomingMessage): boolean {
  return contextOf(req).secure
}

/**
 * True once the browser's side of an answer is gone. node:http2's compatibility answer has no
 * `destroyed` of its own: its stream's says it.
 */
export function answerGone(res: ServerResponse): boolean {
  const stream = (res as { stream?: { destroyed: boolean } }).stream
  return res.destroyed ?? stream?.destroyed ?? false
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const text = body === undefined ? '' : JSON.stringify(body)
  // A token body with its catalog is a few KiB: compressed when the browser takes it.
  const raw = Buffer.from(text)
  const compressed = compressBody(res.req?.headers['accept-encoding'], raw)
  res.writeHead(status, {
    ...(text ? { 'Content-Type': 'application/json', 'Content-Length': (compressed?.data ?? raw).length } : {}),
    ...(compressed ? { 'Content-Encoding': compressed.coding } : {}),
    ...(raw.length >= MIN_COMPRESSED_BYTES ? { Vary: 'Accept-Encoding' } : {}),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(compressed?.data ?? raw)
}

export function errorBody(code: number, title: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { code, title, message }, ...extra }
}

/** The 403 for a write without the console's header: a page of another site cannot send it. */
export function refuseWithoutHeader(res: ServerResponse, header: string): void {
  const message = `Only the console's own pages may do this (the ${header} header is missing).`
  sendJson(res, 403, errorBody(403, 'Forbidden', message))
}

/**
 * The request's body as text, or null when it is larger than the session routes take: the rest
 * is read and dropped, so the 400 reaches a client still sending.
 */
export function readText(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_SESSION_BODY_BYTES) chunks.push(chunk)
      else chunks.length = 0
    })
    req.on('end', () => resolve(size > MAX_SESSION_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** A session route's JSON body, or its 400 (too large, not JSON: `notJson`, src/rules/console-credentials.ts). */
export async function readJson(req: IncomingMessage, notJson: string): Promise<BodyRead<unknown>> {
  let body: string | null
  try {
    body = await readText(req)
  } catch {
    body = null
  }
  return body === null ? { ok: false, status: 400, message: notJson } : sessionJson(body, notJson)
}

/** Answers a body the session routes refuse, in the words the demo cloud uses too. */
export function refuseBody(res: ServerResponse, refusal: BodyRefusal): void {
  sendJson(res, refusal.status, refusalBody(refusal))
}

/** Passes Keystone's answer on as it came (status, body, request id), never its token header. */
export function relay(res: ServerResponse, answer: UpstreamAnswer): void {
  const requestId = answer.headers['x-openstack-request-id']
  res.writeHead(answer.status, {
    'Content-Type': answer.headers['content-type'] ?? 'application/json',
    'Cache-Control': 'no-store',
    ...(typeof requestId === 'string' ? { 'x-openstack-request-id': requestId } : {}),
  })
  res.end(answer.text)
}
