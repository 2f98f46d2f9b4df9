// `npm run serve` as it runs: the real server/serve.ts in its own process, on a tiny fake build
// directory. Every file of the app carries the Content-Security-Policy and the other security
// headers; a missing asset is a 404, an app route gets index.html, the Sign In defaults never
// carry the password, no path (raw, encoded, doubly encoded) reaches a file outside the
// build directory, and a failure is a generic 500 with its line on stderr, --quiet or not.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FAILED_MESSAGE } from './failures.ts'
import { precompress } from './precompress.ts'
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const INDEX = '<!doctype html><html><head><title>fake build</title></head><body>INDEX-MARKER</body></html>'
const APP_JS = 'console.log("APP-MARKER")'
/** Big enough for the build to keep compressed copies of it. */
const BIG_JS = Array.from({ length: 400 }, (_, index) => `export const value${index} = "BIG-MARKER-${index}"`).join(
  '\n',
)
/** In files beside the build directory: no answer may ever contain it. */
const OUTSIDE = 'OUTSIDE-THE-BUILD-DIRECTORY'
const PASSWORD = 'never-sent-to-browsers'

let scratch = ''
const servers: ChildProcess[] = []
let origin = ''

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** Decoded when the answer is compressed. */
  body: string
  /** As sent. */
  bytes: number
}

/** One request with the path sent byte for byte as given (fetch would normalize `..` away). */
function get(path: string, method = 'GET', headers: Record<string, string> = {}, at = origin): Promise<Answer> {
  const { hostname, port } = new URL(at)
  return new Promise((done, fail) => {
    const call = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
        done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8'), bytes: raw.length })
      })
      res.on('error', fail)
    })
    call.on('error', fail)
    call.end()
  })
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['referrer-policy']).toBe('no-referrer')
}

/** A script's or a style's: nosniff and the referrer policy; the page's policy only comes with the page. */
function expectFileHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBeUndefined()
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['referrer-policy']).toBe('no-referrer')
}

interface Running {
  origin: string
  child: ChildProcess
  /** What it wrote on stdout and stderr so far. */
  output: () => string
  /** What it wrote on stderr so far. */
  stderr: () => string
}

/** The JSON lines of the server's log. */
function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** Starts server/serve.ts on a free port (--port 0) and waits for the line naming it. */
function startServer(dir: string, args: string[] = []): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/serve.ts', '--port', '0', '--drain-seconds', '0', '--dir', dir, ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        OS_CLOUD: '',
        OS_AUTH_URL: 'http://127.0.0.1:9/identity/v3',
        OS_USERNAME: 'alice',
        OS_PASSWORD: PASSWORD,
        OS_PROJECT_NAME: 'research',
        OS_USER_DOMAIN_NAME: 'Default',
        OS_PROJECT_DOMAIN_NAME: 'Default',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  servers.push(child)
  let output = ''
  let stderr = ''
  return new Promise((done, fail) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const found = /Volume Console at (http:\/\/[^/\s]+)\//.exec(output)
      if (found?.[1]) done({ origin: found[1], child, output: () => output, stderr: () => stderr })
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
      collect(chunk)
    })
    child.on('exit', (code) => fail(new Error(`serve.ts exited with ${code} before listening:\n${output}`)))
  })
}

beforeAll(async () => {
  // <scratch>/dist is the build; beside it, files that must stay out of reach.
  scratch = mkdtempSync(join(tmpdir(), 'volume-console-serve-'))
  const dist = join(scratch, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'app.js'), APP_JS)
  writeFileSync(join(dist, 'assets', 'big.js'), BIG_JS)
  // As the build leaves them: brotli and gzip copies beside the files big enough to gain.
  expect(precompress(dist)).toEqual({ br: 1, gz: 1 })
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: OUTSIDE }))
  writeFileSync(join(scratch, 'secret.txt'), OUTSIDE)
  // Shares the build directory's name as a prefix: a naive startsWith(root) check lets it through.
  mkdirSync(join(scratch, 'dist-private'))
  writeFileSync(join(scratch, 'dist-private', 'secret.txt'), OUTSIDE)
  origin = (await startServer(dist)).origin
}, 60_000)

afterAll(async () => {
  for (const child of servers) {
    if (child.exitCode !== null) continue
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    child.kill('SIGTERM')
    await exited
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('npm run serve (server/serve.ts)', () => {
  it('serves index.html with the Content-Security-Policy, nosniff and no-referrer', async () => {
    for (const path of ['/', '/index.html']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.body).toBe(INDEX)
      expectSecurityHeaders(answer)
    }
  })

  it('sends exactly the headers of security-headers.ts, whose policy allows only its own origin', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY)
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
  })

  it('serves an asset with its type, a year of caching, nosniff and no policy of its own; HEAD too', async () => {
    const answer = await get('/assets/app.js')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.body).toBe(APP_JS)
    expectFileHeaders(answer)

    const head = await get('/assets/app.js?v=2', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)))
    expect(head.body).toBe('')
    expectFileHeaders(head)
  })

  it('sends the brotli copy to a browser that takes it, else gzip, else the file; always varying on Accept-Encoding', async () => {
    const br = await get('/assets/big.js', 'GET', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body).toBe(BIG_JS)
    expect(Number(br.headers['content-length'])).toBe(br.bytes)
    expect(br.bytes).toBeLessThan(Buffer.byteLength(BIG_JS) / 4)
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const gzip = await get('/assets/big.js', 'GET', { 'Accept-Encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body).toBe(BIG_JS)

    const plain = await get('/assets/big.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes).toBe(Buffer.byteLength(BIG_JS))
    // A file too small to gain has no copy: sent as it is, whatever the browser takes.
    expect(
      (await get('/assets/app.js', 'GET', { 'Accept-Encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined()
    // Each representation has its own validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3)
  })

  it('answers 304 with no body to a browser that has the same index.html (ETag or Last-Modified)', async () => {
    const first = await get('/volumes')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(first.headers['last-modified']).toBeTruthy()
    const byTag = await get('/volumes', 'GET', { 'If-None-Match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.body).toBe('')
    expect(byTag.headers.etag).toBe(etag)
    expectSecurityHeaders(byTag)
    const byDate = await get('/', 'GET', { 'If-Modified-Since': String(first.headers['last-modified']) })
    expect(byDate.status).toBe(304)
    // Another tag is a full answer.
    expect((await get('/', 'GET', { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('answers 404 for a missing asset or file, never index.html', async () => {
    for (const path of [
      '/assets/missing.js',
      '/assets/nested/missing.css',
      '/assets/',
      '/favicon.ico',
      '/robots.txt',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).not.toContain('INDEX-MARKER')
      expectSecurityHeaders(answer)
    }
  })

  it('answers an app route (/volumes/<id>, /instances) with index.html and the headers', async () => {
    for (const path of [
      '/volumes/abc',
      '/volumes/3f0c1e9a-1b2c-4d5e-8f90-123456789abc?tab=attachments',
      '/instances',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.body).toBe(INDEX)
      expectSecurityHeaders(answer)
    }
  })

  it('refuses other methods on the app files', async () => {
    const answer = await get('/index.html', 'POST')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })

  it('gives the Sign In defaults at /_console/config.json, never the password', async () => {
    const answer = await get('/_console/config.json')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.body).not.toContain(PASSWORD)
    const config = JSON.parse(answer.body) as { proxy: unknown; cloud: Record<string, unknown> }
    expect(config.proxy).toBe('/os-proxy')
    expect(config.cloud).toMatchObject({ authUrl: 'http://127.0.0.1:9/identity/v3', username: 'alice' })
    expect(Object.keys(config.cloud).some((key) => /pass/i.test(key))).toBe(false)
  })

  it('never serves a file outside the build directory, however the path is written', async () => {
    const paths = [
      '/../package.json',
      '/../secret.txt',
      '/%2e%2e/package.json',
      '/%2E%2E/secret.txt',
      '/..%2fpackage.json',
      '/%2e%2e%2fsecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/..%5csecret.txt',
      '/....//secret.txt',
      '/../dist-private/secret.txt',
      '/%2e%2e/dist-private/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fdist-private%2fsecret.txt',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/%00../secret.txt',
      '/secret.txt%00.js',
      '/%E0%A4%A',
      '//etc/passwd',
    ]
    for (const path of paths) {
      const answer = await get(path)
      expect(answer.body, path).not.toContain(OUTSIDE)
      expect(answer.body, path).not.toMatch(/root:.*:0:0:/)
      // A refusal, or the app's own index.html for what reads as an app route; nothing else.
      if (answer.status === 200) expect(answer.body, path).toBe(INDEX)
      else expect(answer.status, path).toBeGreaterThanOrEqual(400)
    }
  })

  it('answers a failure with a generic 500 and logs it as one JSON line with its stack, --quiet or not', async () => {
    for (const args of [[], ['--quiet']]) {
      // A build whose index.html goes missing while the server runs: reading it fails.
      const dist = join(scratch, `broken${args.length}`)
      mkdirSync(dist)
      writeFileSync(join(dist, 'index.html'), INDEX)
      const running = await startServer(dist, args)
      rmSync(join(dist, 'index.html'))
      const answer = await get(
        '/volumes?token=never-logged',
        'GET',
        { Cookie: 'vc_session=never-logged' },
        running.origin,
      )
      expect(answer.status, args.join()).toBe(500)
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 500, title: 'Internal Server Error', message: FAILED_MESSAGE },
      })
      await vi.waitFor(
        () =>
          expect(logLines(running.output()).find((line) => line.msg === 'request failed')).toMatchObject({
            level: 'error',
            method: 'GET',
            path: '/volumes',
            req_id: answer.headers['x-request-id'],
            err: { message: expect.stringContaining('ENOENT'), stack: expect.stringContaining('\n    at ') },
          }),
        { timeout: 30_000 },
      )
      expect(running.output()).not.toContain('never-logged')
    }
  }, 60_000)

  it('stops on SIGTERM once its requests are answered, saying so, and exits 0', async () => {
    const running = await startServer(join(scratch, 'dist'))
    expect((await get('/readyz', 'GET', {}, running.origin)).status).toBe(503)
    // 'close', not 'exit': a process may exit before its last output has been read from the pipe
    // (Node's child_process: 'close' follows once the stdio streams have ended).
    const exited = new Promise<number | null>((done) => running.child.once('close', (code) => done(code)))
    running.child.kill('SIGTERM')
    expect(await exited).toBe(0)
    const messages = logLines(running.output()).map((line) => line.msg)
    const told = messages.findIndex((msg) => /^SIGTERM: \/readyz unready; /.test(String(msg)))
    expect(told).toBeGreaterThanOrEqual(0)
    expect(messages.slice(told)).toContain('stopped')
  })

  it('refuses a bad --drain-seconds or --stop-seconds with one line naming it', async () => {
    for (const [flag, value] of [
      ['--drain-seconds', 'soon'],
      ['--stop-seconds', '-1'],
    ] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts', `${flag}=${value}`], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
      const code = await new Promise<number | null>((done) => child.once('close', (exit) => done(exit)))
      expect(code).toBe(1)
      expect(stderr).toBe(`serve: ${flag}: must be a number of seconds, 0 or more; it is "${value}".\n`)
    }
  })
})
