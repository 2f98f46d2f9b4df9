// The server's settings are read once and checked: each bad value is refused with the setting's
// name and what is wrong; `--check-config` prints what it will run with, every secret masked.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSettings, SettingsError } from './settings.ts'
import { makeCertificate } from './test-certificates.ts'

let scratch: string
let dist: string
let pem: { cert: string; key: string; otherKey: string }

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'vc-settings-'))
  dist = join(scratch, 'dist')
  mkdirSync(dist)
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  const one = makeCertificate(scratch, 'one')
  const two = makeCertificate(scratch, 'two')
  pem = { cert: one.certFile, key: one.keyFile, otherKey: two.keyFile }
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const BASE = { OS_AUTH_URL: 'http://127.0.0.1:5000/v3', OS_USERNAME: 'demo', OS_PROJECT_NAME: 'demo' }

function refusal(args: string[], env: Record<string, string> = {}): string {
  try {
    readSettings(['--dir', dist, ...args], { ...BASE, ...env })
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError)
    return (error as Error).message
  }
  throw new Error(`accepted ${args.join(' ')} ${JSON.stringify(env)}`)
}

describe('the settings', () => {
  it('refuse each bad value, naming the setting', () => {
    expect(refusal(['--port', '80a'])).toBe('--port: must be a port number from 0 to 65535; it is "80a"')
    expect(refusal(['--port', '70000'])).toMatch(/^--port: /)
    expect(refusal(['--drain-seconds', 'soon'])).toMatch(/^--drain-seconds: must be a number of seconds/)
    expect(refusal(['--prot', '1'])).toMatch(/^command line: Unknown option '--prot'/)
    expect(refusal(['--dir', join(scratch, 'nowhere')])).toMatch(/^--dir: .*nowhere\/index.html is missing/)
    expect(refusal([], { CONSOLE_LOG_LEVEL: 'loud' })).toMatch(/^CONSOLE_LOG_LEVEL: must be one of debug, info/)
    expect(refusal([], { CONSOLE_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/33' })).toBe(
      'CONSOLE_TRUSTED_PROXIES: "10.0.0.0/33" is not an IP address or a CIDR block (such as 10.0.0.0/8)',
    )
    expect(refusal([], { CONSOLE_TRUSTED_PROXIES: 'proxy.example' })).toMatch(
      /^CONSOLE_TRUSTED_PROXIES: "proxy.example"/,
    )
    expect(refusal([], { CONSOLE_METRICS_TOKEN: 'short' })).toBe(
      'CONSOLE_METRICS_TOKEN: must be 16 characters or more; it has 5',
    )
    expect(refusal([], { CONSOLE_METRICS_LISTEN: '9464' })).toMatch(/^CONSOLE_METRICS_LISTEN: must be host:port/)
    expect(refusal([], { CONSOLE_PUBLIC_URL: 'console.example' })).toMatch(/^CONSOLE_PUBLIC_URL: is not a URL/)
    expect(refusal([], { CONSOLE_PUBLIC_URL: 'https://u:p@console.example' })).toMatch(/^CONSOLE_PUBLIC_URL: must be/)
    expect(refusal([], { CONSOLE_SESSION_KEY: 'c2hvcnQ=' })).toMatch(/^CONSOLE_SESSION_KEY must be 32 bytes/)
    expect(refusal([], { OS_CLOUD: 'nowhere', OS_CLIENT_CONFIG_FILE: join(scratch, 'none.yaml') })).toMatch(
      /^OS_CLOUD is "nowhere"/,
    )
  })

  it('refuse a TLS certificate without its key, one that cannot be read, and a key of another certificate', () => {
    expect(refusal(['--tls-cert', pem.cert])).toBe('CONSOLE_TLS_KEY (--tls-key): is needed with CONSOLE_TLS_CERT')
    expect(refusal([], { CONSOLE_TLS_KEY: pem.key })).toBe(
      'CONSOLE_TLS_CERT (--tls-cert): is needed with CONSOLE_TLS_KEY',
    )
    expect(refusal(['--tls-cert', join(scratch, 'missing.pem'), '--tls-key', pem.key])).toMatch(
      /^CONSOLE_TLS_CERT \(--tls-cert\): cannot read .*missing.pem \(ENOENT\)$/,
    )
    expect(refusal(['--tls-cert', pem.cert, '--tls-key', pem.otherKey])).toMatch(
      /^CONSOLE_TLS_CERT \/ CONSOLE_TLS_KEY: not a certificate and its key in PEM \(.*mismatch/,
    )
    const settings = readSettings(['--dir', dist], { ...BASE, CONSOLE_TLS_CERT: pem.cert, CONSOLE_TLS_KEY: pem.key })
    expect(settings.tls?.certFile).toBe(resolve(pem.cert))
  })

  it('--check-config prints the effective settings with every secret masked, and exits 0', () => {
    const key = Buffer.alloc(32, 9).toString('base64')
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/serve.ts', '--check-config', '--dir', dist], {
      cwd: resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      env: {
        ...process.env,
        OS_CLOUD: '',
        ...BASE,
        OS_PASSWORD: 'os-password-never-shown',
        CONSOLE_SESSION_KEY: `${key},${Buffer.alloc(32, 8).toString('hex')}`,
        CONSOLE_METRICS_TOKEN: 'metrics-token-never-shown',
        CONSOLE_TRUSTED_PROXIES: '127.0.0.1 10.0.0.0/8',
        CONSOLE_TLS_CERT: pem.cert,
        CONSOLE_TLS_KEY: pem.key,
      },
    })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('listen: https://127.0.0.1:4173/')
    expect(run.stdout).toContain('trusted proxies (X-Forwarded-Proto/-For believed from): 127.0.0.1, 10.0.0.0/8')
    expect(run.stdout).toMatch(/session keys: 2 from CONSOLE_SESSION_KEY, .*fingerprints [0-9a-f]{8}, [0-9a-f]{8}\)/)
    expect(run.stdout).toContain('metrics: /metrics with CONSOLE_METRICS_TOKEN (set, masked)')
    expect(run.stdout).toContain('password: set (masked')
    for (const secret of [
      'os-password-never-shown',
      'metrics-token-never-shown',
      key,
      Buffer.alloc(32, 8).toString('hex'),
    ])
      expect(run.stdout + run.stderr).not.toContain(secret)
  })

  it('stop the server with one line naming the setting', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/serve.ts', '--dir', dist], {
      cwd: resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      env: { ...process.env, OS_CLOUD: '', ...BASE, CONSOLE_TRUSTED_PROXIES: 'everyone' },
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      'serve: CONSOLE_TRUSTED_PROXIES: "everyone" is not an IP address or a CIDR block (such as 10.0.0.0/8).\n',
    )
  })
})
