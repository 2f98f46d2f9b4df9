// The proxy compresses the cloud's uncompressed JSON for a browser that takes it, over real
// sockets: a fake cloud behind the console's routes, raw HTTP requests in front (so the test
// sees the bytes and headers as sent), decoded here as a browser would.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedCodings, chooseCoding } from './answer-compression.ts'
import { createConsoleRoutes } from './console-routes.ts'

const KEY = Buffer.alloc(32, 9)
/** A volume list big enough to be worth compressing. */
const BIG = JSON.stringify({
  volumes: Array.from({ length: 200 }, (_, index) => ({
    id: `vol-${index}`,
    name: `volume ${index}`,
    status: 'available',
    size: index + 1,
    metadata: { purpose: 'compression test' },
  })),
})
const SMALL = JSON.stringify({ volume: { id: 'v1', status: 'available' } })

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}

/** Lets the streaming answer's second half go once the test has seen the first. */
let releaseSecondHalf: () => void = () => undefined

/** The fake cloud: Keystone's token API and a few volume paths answering as their names say. */
const cloud = createServer((req, res) => {
  if (req.url === '/v3/auth/tokens' && (req.method === 'POST' || req.method === 'GET')) {
    req.resume()
    // A catalog of a few KiB, as a real cloud's is.
    const others = Array.from({ length: 30 }, (_, index) => ({
      type: `service-${index}`,
      endpoints: [{ interface: 'public', region_id: 'RegionOne', url: `http://192.0.2.${index}:8000/v1` }],
    }))
    res.writeHead(req.method === 'POST' ? 201 : 200, {
      'Content-Type': 'application/json',
      'X-Subject-Token': 'session-token',
    })
    res.end(
      JSON.stringify({
        token: {
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
          user: { id: 'u1', name: 'u', domain: { id: 'default', name: 'Default' } },
          project: { id: 'p1', name: 'p', domain: { id: 'default', name: 'Default' } },
          roles: [{ id: 'r1', name: 'member' }],
          catalog: [
            { type: 'volumev3', endpoints: [{ interface: 'public', url: `http://${req.headers.host}/v3/p1` }] },
            ...others,
          ],
        },
      }),
    )
    return
  }
  req.resume()
  const json = { 'Content-Type': 'application/json', 'x-openstack-request-id': 'req-compress' }
  switch (req.url) {
    case '/v3/p1/big':
      res.writeHead(200, { ...json, 'Content-Length': Buffer.byteLength(BIG), ETag: '"big-1"', Vary: 'X-Other' })
      res.end(req.method === 'HEAD' ? undefined : BIG)
      return
    case '/v3/p1/huge': {
      const huge = JSON.stringify({ pages: Array.from({ length: 15 }, () => JSON.parse(BIG) as unknown) })
      res.writeHead(200, { ...json, 'Content-Length': Buffer.byteLength(huge) })
      res.end(huge)
      return
    }
    case '/v3/p1/small':
      res.writeHead(200, { ...json, 'Content-Length': Buffer.byteLength(SMALL) })
      res.end(SMALL)
      return
    case '/v3/p1/already-gzip': {
      const body = gzipSync(BIG)
      res.writeHead(200, { ...json, 'Content-Encoding': 'gzip', 'Content-Length': body.length })
      res.end(body)
      return
    }
    case '/v3/p1/no-content':
      res.writeHead(204, { 'x-openstack-request-id': 'req-204' })
      res.end()
      return
    case '/v3/p1/not-modified':
      res.writeHead(304, { ETag: '"big-1"' })
      res.end()
      return
    case '/v3/p1/binary':
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': Buffer.byteLength(BIG) })
      res.end(BIG)
      return
    case '/v3/p1/streaming': {
      // Chunked, in two halves: the second only once the browser has had the first.
      const half = Math.floor(BIG.length / 2)
      res.writeHead(200, json)
      res.write(BIG.slice(0, half))
      releaseSecondHalf = () => res.end(BIG.slice(half))
      return
    }
    default:
      res.writeHead(404, json).end('{"itemNotFound": {"code": 404, "message": "no such path"}}')
  }
})

let cloudOrigin = ''
let front: Server
let frontOrigin = ''
let cookie = ''

beforeAll(async () => {
  cloudOrigin = await listen(cloud)
  const routes = createConsoleRoutes(
    {
      authUrl: `${cloudOrigin}/v3`,
      username: 'u',
      password: null,
      projectName: 'p',
      userDomainName: 'Default',
      projectDomainName: 'Default',
      region: '',
      interface: 'public',
      source: 'test',
    },
    { sessionKeys: [KEY] },
  )
  front = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end()
  })
  frontOrigin = await listen(front)
  const signIn = await fetch(`${frontOrigin}/_console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
    body: JSON.stringify({ credentials: { username: 'u', password: 'p', projectName: 'p' } }),
  })
  expect(signIn.status).toBe(201)
  cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''
})

afterAll(async () => {
  await close(front)
  await close(cloud)
})

interface Seen {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as sent. */
  raw: Buffer
  /** Decoded as a browser decodes the Content-Encoding. */
  body: string
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
  return raw.toString('utf8')
}

/** One call through the proxy, as the page makes it; `onData` sees each piece as it arrives. */
function call(
  path: string,
  acceptEncoding: string | null,
  method = 'GET',
  onData?: (sofar: Buffer) => void,
): Promise<Seen> {
  const url = new URL(`${frontOrigin}/os-proxy/http/${cloudOrigin.slice('http://'.length)}/v3/p1/${path}`)
  return callUrl(url, acceptEncoding, method, onData)
}

function callUrl(
  url: URL,
  acceptEncoding: string | null,
  method = 'GET',
  onData?: (sofar: Buffer) => void,
  signedIn = true,
): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'X-Console-Request': '1', ...(signedIn ? { Cookie: cookie } : {}) }
    if (acceptEncoding !== null) headers['Accept-Encoding'] = acceptEncoding
    const sent = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        onData?.(Buffer.concat(chunks))
      })
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: decode(raw, encoding) })
      })
      res.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('the proxy compresses what the cloud sends uncompressed', () => {
  it('sends brotli to a browser that takes it: the same JSON, varying on Accept-Encoding, the cloud’s headers kept', async () => {
    const seen = await call('big', 'gzip, deflate, br, zstd')
    expect(seen.status).toBe(200)
    expect(seen.headers['content-encoding']).toBe('br')
    expect(seen.body).toBe(BIG)
    expect(seen.raw.length).toBeLessThan(BIG.length / 4)
    // A body of known size is compressed whole and sent with its new length.
    expect(seen.headers['content-length']).toBe(String(seen.raw.length))
    expect(seen.headers.vary).toBe('X-Other, Accept-Encoding')
    expect(seen.headers['x-openstack-request-id']).toBe('req-compress')
    expect(seen.headers['content-type']).toBe('application/json')
    // Other bytes than the cloud's: its strong validator becomes a weak one.
    expect(seen.headers.etag).toBe('W/"big-1"')
  })

  it('streams a body too big to compress whole (over 256 KiB): chunked, decoded the same', async () => {
    const seen = await call('huge', 'br')
    const huge = JSON.stringify({ pages: Array.from({ length: 15 }, () => JSON.parse(BIG) as unknown) })
    expect(huge.length).toBeGreaterThan(256 * 1024)
    expect(seen.headers['content-encoding']).toBe('br')
    expect(seen.headers['content-length']).toBeUndefined()
    expect(seen.headers['transfer-encoding']).toBe('chunked')
    expect(seen.body).toBe(huge)
  })

  it('sends gzip where brotli is refused or not offered, and as it came to one that takes neither', async () => {
    const gzip = await call('big', 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body).toBe(BIG)
    const refused = await call('big', 'br;q=0, gzip;q=0.5')
    expect(refused.headers['content-encoding']).toBe('gzip')
    expect(refused.body).toBe(BIG)
    const preferred = await call('big', 'gzip;q=1, br;q=0.8')
    expect(preferred.headers['content-encoding']).toBe('gzip')
    for (const header of [null, 'identity', 'deflate', 'gzip;q=0, br;q=0']) {
      const plain = await call('big', header)
      expect(plain.headers['content-encoding'], String(header)).toBeUndefined()
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(BIG)))
      expect(plain.headers.etag).toBe('"big-1"')
      expect(plain.headers.vary).toBe('X-Other, Accept-Encoding')
      expect(plain.raw.toString('utf8')).toBe(BIG)
    }
  })

  it('never compresses twice: an answer the cloud encoded passes as it came', async () => {
    const seen = await call('already-gzip', 'br, gzip')
    expect(seen.headers['content-encoding']).toBe('gzip')
    expect(seen.raw.equals(gzipSync(BIG))).toBe(true)
    expect(seen.headers['content-length']).toBe(String(gzipSync(BIG).length))
    expect(seen.body).toBe(BIG)
  })

  it('leaves small bodies, binary bodies, HEAD, 204 and 304 alone', async () => {
    const small = await call('small', 'br, gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers['content-length']).toBe(String(Buffer.byteLength(SMALL)))
    expect(small.body).toBe(SMALL)
    const binary = await call('binary', 'br, gzip')
    expect(binary.headers['content-encoding']).toBeUndefined()
    expect(binary.raw.toString('utf8')).toBe(BIG)
    const head = await call('big', 'br, gzip', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(BIG)))
    expect(head.raw.length).toBe(0)
    const empty = await call('no-content', 'br, gzip')
    expect(empty.status).toBe(204)
    expect(empty.headers['content-encoding']).toBeUndefined()
    expect(empty.headers['x-openstack-request-id']).toBe('req-204')
    expect(empty.raw.length).toBe(0)
    const unchanged = await call('not-modified', 'br, gzip')
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers['content-encoding']).toBeUndefined()
    expect(unchanged.headers.etag).toBe('"big-1"')
  })

  it('streams: the first half reaches the browser, decodable, before the cloud sends the second', async () => {
    for (const coding of ['br', 'gzip'] as const) {
      let released = false
      const seen = await call('streaming', coding, 'GET', (sofar) => {
        if (released) return
        // A flushed stream decodes as far as it has come (the sync decoders stop at the end of input).
        const text = coding === 'br' ? partialBrotli(sofar) : partialGzip(sofar)
        if (text.length >= Math.floor(BIG.length / 2)) {
          released = true
          releaseSecondHalf()
        }
      })
      expect(released).toBe(true)
      expect(seen.headers['content-encoding']).toBe(coding)
      expect(seen.body).toBe(BIG)
    }
  })
})

describe('the console server’s own JSON', () => {
  it('sends the session’s token body compressed to a browser that takes it, as it is to one that does not', async () => {
    const session = new URL(`${frontOrigin}/_console/session`)
    const br = await callUrl(session, 'gzip, deflate, br')
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBe(String(br.raw.length))
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['cache-control']).toBe('no-store')
    const plain = await callUrl(session, null)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(br.raw.length).toBeLessThan(plain.raw.length / 2)
    type Body = { token: { catalog: unknown[]; user: unknown } }
    const [decoded, asIs] = [JSON.parse(br.body) as Body, JSON.parse(plain.body) as Body]
    expect(decoded.token.catalog).toHaveLength(31)
    expect(decoded.token.catalog).toEqual(asIs.token.catalog)
    expect(decoded.token.user).toEqual(asIs.token.user)
    // Small answers (the proxy's refusal without a session) go as they are.
    const refused = await callUrl(
      new URL(`${frontOrigin}/os-proxy/http/${cloudOrigin.slice(7)}/v3/p1/big`),
      'br',
      'GET',
      undefined,
      false,
    )
    expect(refused.status).toBe(401)
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.headers['content-length']).toBe(String(refused.raw.length))
    expect(JSON.parse(refused.body)).toMatchObject({ reason: 'none' })
  })
})

/** What a truncated but flushed brotli stream decodes to so far. */
function partialBrotli(sofar: Buffer): string {
  try {
    return brotliDecompressSync(sofar, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8')
  } catch {
    return ''
  }
}

/** What a truncated but flushed gzip stream decodes to so far. */
function partialGzip(sofar: Buffer): string {
  try {
    return gunzipSync(sofar, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')
  } catch {
    return ''
  }
}

describe('Accept-Encoding', () => {
  it('reads the codings with their weights; q=0 refuses, * stands for the rest', () => {
    expect([...acceptedCodings('gzip, br;q=0.5, *;q=0')]).toEqual([
      ['gzip', 1],
      ['br', 0.5],
      ['*', 0],
    ])
    expect(chooseCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br')
    expect(chooseCoding('gzip;q=1, br;q=0.9', ['br', 'gzip'])).toBe('gzip')
    expect(chooseCoding('*', ['br', 'gzip'])).toBe('br')
    expect(chooseCoding('*;q=0.1, br;q=0', ['br', 'gzip'])).toBe('gzip')
    expect(chooseCoding('identity', ['br', 'gzip'])).toBeNull()
    expect(chooseCoding(undefined, ['br', 'gzip'])).toBeNull()
  })
})
