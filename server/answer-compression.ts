// Content codings on the way out (RFC 9110 §8.4, §12.5.3): which one a request's
// Accept-Encoding takes, and compressing an answer passed on by the proxy as it streams
// (brotli at a fast level, else gzip), for text a browser would otherwise get uncompressed
// (OpenStack's APIs send JSON uncompressed).
import type { IncomingHttpHeaders } from 'node:http'
import type { Transform } from 'node:stream'
import { promisify } from 'node:util'
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib'

export type Coding = 'br' | 'gzip'

/** Accept-Encoding's codings with their weights (q=0 refuses one); `*` stands for any not named. */
export function acceptedCodings(header: string | string[] | undefined): Map<string, number> {
  const weights = new Map<string, number>()
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const part of text.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    if (!token.trim()) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0)
  }
  return weights
}

/** The first of `offered` (most preferred first) with the highest weight above 0 in the request, or null. */
export function chooseCoding<T extends string>(header: string | string[] | undefined, offered: readonly T[]): T | null {
  const weights = acceptedCodings(header)
  let best: T | null = null
  let bestWeight = 0
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

/** Below this many bytes the headers outweigh what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 5

/** Media types worth compressing: JSON (OpenStack's), text, XML, JavaScript. */
function compressibleType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return (
    type.startsWith('text/') ||
    /^application\/([\w.+-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  )
}

/** Vary with Accept-Encoding added once (kept as it is when it varies on everything). */
export function varyOnEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return names.join(', ')
  return [...names, 'Accept-Encoding'].join(', ')
}

/**
 * Whether an answer may be sent in another coding at all: a body of text-like content, not
 * already encoded, not marked no-transform, not a HEAD's or a bodyless status's, not a range,
 * and not known to be small.
 */
export function mayCompress(method: string, status: number, headers: IncomingHttpHeaders): boolean {
  if (method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return false
  const encoding = String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  if (encoding && encoding !== 'identity') return false
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(headers['cache-control'] ?? ''))) return false
  if (headers['content-range'] !== undefined) return false
  if (!compressibleType(headers['content-type'])) return false
  const length = headers['content-length']
  return length === undefined || Number(length) >= MIN_COMPRESSED_BYTES
}

/**
 * A compressor that passes on each chunk as it comes (a flush per write: the answer streams as
 * the cloud sends it, at the cost of a few bytes per chunk), for the coding the request takes.
 */
export function compressorFor(coding: Coding, sizeHint?: number): Transform {
  if (coding === 'br') {
    return createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
      },
    })
  }
  return createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH })
}

/**
 * The headers of a compressed answer: the coding named, no Content-Length (the length is not
 * known until the end: sent chunked), Vary on Accept-Encoding, and a strong ETag made weak
 * (the bytes differ from the cloud's).
 */
export function compressedHeaders(
  headers: Record<string, string | string[]>,
  coding: Coding,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (lower === 'content-length' || lower === 'vary') continue
    out[name] = lower === 'etag' && typeof value === 'string' && !value.startsWith('W/') ? `W/${value}` : value
  }
  out['content-encoding'] = coding
  out.vary = varyOnEncoding(headers.vary ?? headers.Vary)
  return out
}

const brotliParams = (length: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
})

/** The coding a whole body goes in: the request's choice, when the body is big enough to gain. */
function wholeBodyCoding(acceptEncoding: string | string[] | undefined, body: Buffer): Coding | null {
  if (body.length < MIN_COMPRESSED_BYTES) return null
  return chooseCoding(acceptEncoding, ['br', 'gzip'] as const)
}

/**
 * A whole body the server makes itself (the session's token body, a few KiB), compressed at once
 * when the request takes a coding and the body is big enough to gain; null to send it as it is.
 */
export function compressBody(
  acceptEncoding: string | string[] | undefined,
  body: Buffer,
): { coding: Coding; data: Buffer } | null {
  const coding = wholeBodyCoding(acceptEncoding, body)
  if (!coding) return null
  const data =
    coding === 'br' ? brotliCompressSync(body, brotliParams(body.length)) : gzipSync(body, { level: GZIP_LEVEL })
  return data.length < body.length ? { coding, data } : null
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The same for a body the proxy passes on (a page of a list, up to 256 KiB), compressed in one
 * call on libuv's thread pool, so the event loop goes on with other calls meanwhile (a 256 KiB
 * page is ~1 ms of brotli). The pool (4 threads unless UV_THREADPOOL_SIZE says otherwise) also
 * reads the static files; a job here is short, and on a host of few cores more threads would only
 * share the same cores.
 */
export async function compressPassedBody(
  acceptEncoding: string | string[] | undefined,
  body: Buffer,
): Promise<{ coding: Coding; data: Buffer } | null> {
  const coding = wholeBodyCoding(acceptEncoding, body)
  if (!coding) return null
  const data = await (coding === 'br'
    ? brotliAsync(body, brotliParams(body.length))
    : gzipAsync(body, { level: GZIP_LEVEL }))
  return data.length < body.length ? { coding, data } : null
}
