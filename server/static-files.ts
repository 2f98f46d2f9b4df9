// The production build's files: hashed assets cached for a year, everything else revalidated
// (an ETag and Last-Modified, answered 304 when unchanged), the brotli or gzip copy made at build
// time (server/precompress.ts) where the browser takes it, and the app's index.html for any other
// path (client-side routes such as /volumes/<id>).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createReadStream, existsSync, statSync, type Stats } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { pipeline } from 'node:stream'
import { chooseCoding } from './answer-compression.ts'
import type { FailureLog } from './failures.ts'
import { failureOf, logToStderr } from './failures.ts'
import { COMPRESSIBLE } from './precompress.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
}

function fileAt(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const path = normalize(join(root, decoded))
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null
  try {
    return statSync(path).isFile() ? path : null
  } catch {
    return null
  }
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** The precompressed copy to send: of those the build made, the one the browser prefers (brotli on a tie). */
function encodedCopy(file: string, req: IncomingMessage): { name: string; path: string } | null {
  const made = ENCODINGS.filter((encoding) => existsSync(file + encoding.suffix))
  const name = chooseCoding(
    req.headers['accept-encoding'],
    made.map((encoding) => encoding.name),
  )
  const copy = made.find((encoding) => encoding.name === name)
  return copy ? { name: copy.name, path: file + copy.suffix } : null
}

/** A strong validator of one representation: the file's size and time, and the encoding sent. */
function etagOf(stats: Stats, encoding: string | null): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`
}

/** If-None-Match (any listed tag, or *) decides; without it, If-Modified-Since at second resolution. */
function notModified(req: IncomingMessage, etag: string, stats: Stats): boolean {
  const tags = req.headers['if-none-match']
  if (tags !== undefined) {
    return tags
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*')
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since
}

export function createStaticFiles(root: string, headers: Record<string, string> = {}, log: FailureLog = logToStderr) {
  const index = join(root, 'index.html')
  // A Content-Security-Policy governs the document (and a worker) it comes with; on a script, a
  // style or an image it is not applied (CSP Level 3, "Integration with HTML"). The page's other
  // files go without it: some 290 bytes each, on a hundred files of a first visit.
  const fileHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
  )
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed')
      return
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/'
    const found = fileAt(root, urlPath)
    // A missing asset is a 404; any other path is a route of the single-page app.
    if (!found && (urlPath.startsWith('/assets/') || extname(urlPath) !== '')) {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...headers }).end('Not Found')
      return
    }
    const file = found ?? index
    const immutable = file !== index && urlPath.startsWith('/assets/')
    const stats = statSync(file)
    const copy = COMPRESSIBLE.has(extname(file)) ? encodedCopy(file, req) : null
    const etag = etagOf(stats, copy?.name ?? null)
    const common = {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
      ...(file === index ? headers : fileHeaders),
    }
    if (notModified(req, etag, stats)) {
      res.writeHead(304, common).end()
      return
    }
    const sent = copy?.path ?? file
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': copy ? statSync(copy.path).size : stats.size,
      ...(copy ? { 'Content-Encoding': copy.name } : {}),
      ...common,
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    // A file that cannot be read once its answer has begun: the answer ends, and the log says why
    // (a browser that went away is no failure).
    pipeline(createReadStream(sent), res, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') log(failureOf(req, error))
    })
  }
}
