// The production build's files: hashed assets cached for a year, everything else revalidated,
// and the app's index.html for any other path (client-side routes such as /volumes/<id>).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createReadStream, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'

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

export function createStaticFiles(root: string, headers: Record<string, string> = {}) {
  const index = join(root, 'index.html')
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
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...headers,
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(file).pipe(res)
  }
}
