// Every setting of `npm run serve` / `node dist-server/serve.mjs`, read once at start from its
// flags and environment and checked: a bad value stops the server with one line naming the
// setting and what is wrong with it (SettingsError). `--check-config` prints the result
// (settings-text.ts) with every secret masked.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createSecureContext } from 'node:tls'
import { parseArgs } from 'node:util'
import type { CloudConfig } from './cloud-config.ts'
import { CloudConfigError, loadCloudConfigs } from './cloud-config.ts'
import type { TrustedProxies } from './request-context.ts'
import { trustedProxiesFrom, TrustedProxiesError } from './request-context.ts'
import type { SessionKeys } from './session-seal.ts'
import { SessionKeyError, sessionKeyFrom } from './session-seal.ts'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']
/** A metrics token shorter than this is too easy to guess. */
export const MIN_METRICS_TOKEN = 16

export interface Listen {
  host: string
  port: number
}

export interface Settings {
  listen: Listen
  /** The app's build (index.html and assets). */
  root: string
  /** No line per request (failures are still logged). */
  quiet: boolean
  logLevel: LogLevel
  drainSeconds: number
  stopSeconds: number
  clouds: CloudConfig[]
  session: { keys: SessionKeys; generated: boolean }
  /** The console's address as browsers reach it (WebSSO's callback). */
  publicUrl?: string
  /** Serve HTTPS with this certificate chain and key (PEM), read at start. */
  tls?: { certFile: string; keyFile: string; cert: Buffer; key: Buffer }
  trustedProxies: TrustedProxies
  /** /metrics: on the main listener behind a bearer token, and/or on an admin listener of its own. */
  metrics: { token?: string; listen?: Listen }
  checkOnly: boolean
}

/** A setting that cannot be used: the setting's name, then what is wrong. */
export class SettingsError extends Error {
  /** `setting` may be empty when the problem's words already name it (cloud-config.ts, session-seal.ts). */
  constructor(setting: string, problem: string) {
    super(setting ? `${setting}: ${problem}` : problem.replace(/\.$/, ''))
  }
}

type Env = Record<string, string | undefined>

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  dir: { type: 'string' },
  quiet: { type: 'boolean' },
  'drain-seconds': { type: 'string' },
  'stop-seconds': { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  'check-config': { type: 'boolean' },
} as const

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

function seconds(name: string, text: string): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < 0)
    throw new SettingsError(name, `must be a number of seconds, 0 or more; it is "${text}"`)
  return value
}

function port(name: string, text: string): number {
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || value > 65535)
    throw new SettingsError(name, `must be a port number from 0 to 65535; it is "${text}"`)
  return value
}

/** "host:port" or "[v6]:port". */
function listenAddress(name: string, text: string): Listen {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d+)$/.exec(text.trim())
  if (!match) throw new SettingsError(name, `must be host:port (such as 127.0.0.1:9464); it is "${text}"`)
  return { host: (match[1] ?? match[2]) as string, port: port(name, match[3] as string) }
}

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file)
  } catch (error) {
    throw new SettingsError(name, `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
}

function tlsFrom(certFile: string | undefined, keyFile: string | undefined): Settings['tls'] {
  if (!certFile && !keyFile) return undefined
  if (!certFile) throw new SettingsError('CONSOLE_TLS_CERT (--tls-cert)', 'is needed with CONSOLE_TLS_KEY')
  if (!keyFile) throw new SettingsError('CONSOLE_TLS_KEY (--tls-key)', 'is needed with CONSOLE_TLS_CERT')
  const cert = readPem('CONSOLE_TLS_CERT (--tls-cert)', certFile)
  const key = readPem('CONSOLE_TLS_KEY (--tls-key)', keyFile)
  try {
    createSecureContext({ cert, key })
  } catch (error) {
    // OpenSSL's own words: "key values mismatch", "no start line", …
    const reason = (error as Error).message.replace(/^error:[0-9A-F]+:/i, '')
    throw new SettingsError('CONSOLE_TLS_CERT / CONSOLE_TLS_KEY', `not a certificate and its key in PEM (${reason})`)
  }
  return { certFile: resolve(certFile), keyFile: resolve(keyFile), cert, key }
}

function publicUrlFrom(text: string | undefined): string | undefined {
  if (!text) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new SettingsError('CONSOLE_PUBLIC_URL', `is not a URL: "${text}"`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new SettingsError(
      'CONSOLE_PUBLIC_URL',
      `must be an http(s) address with no user, query or fragment: "${text}"`,
    )
  return text.replace(/\/+$/, '')
}

function metricsFrom(env: Env): Settings['metrics'] {
  const token = filled(env.CONSOLE_METRICS_TOKEN)
  if (token !== undefined && token.length < MIN_METRICS_TOKEN)
    throw new SettingsError(
      'CONSOLE_METRICS_TOKEN',
      `must be ${MIN_METRICS_TOKEN} characters or more; it has ${token.length}`,
    )
  const listen = filled(env.CONSOLE_METRICS_LISTEN)
  return {
    ...(token ? { token } : {}),
    ...(listen ? { listen: listenAddress('CONSOLE_METRICS_LISTEN', listen) } : {}),
  }
}

/** The server's settings from its command line and environment, or a SettingsError. */
export function readSettings(args: string[], env: Env, warn: (line: string) => void = () => undefined): Settings {
  let values
  try {
    values = parseArgs({ args, options: FLAGS }).values
  } catch (error) {
    // parseArgs names the flag: "Unknown option '--prot'".
    throw new SettingsError('command line', (error as Error).message)
  }
  // The command line first, then the files and the environment.
  const listen = {
    host: values.host ?? filled(env.CONSOLE_HOST) ?? '127.0.0.1',
    port: port('--port', values.port ?? filled(env.CONSOLE_PORT) ?? '4173'),
  }
  const drainSeconds = seconds('--drain-seconds', values['drain-seconds'] ?? env.CONSOLE_DRAIN_SECONDS ?? '5')
  const stopSeconds = seconds('--stop-seconds', values['stop-seconds'] ?? env.CONSOLE_STOP_SECONDS ?? '30')
  const root = resolve(values.dir ?? 'dist')
  if (!existsSync(resolve(root, 'index.html')))
    throw new SettingsError('--dir', `${root}/index.html is missing; run \`npm run build\` first`)
  const level = (filled(env.CONSOLE_LOG_LEVEL) ?? 'info').toLowerCase()
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new SettingsError('CONSOLE_LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}; it is "${level}"`)
  let clouds: CloudConfig[]
  let session: Settings['session']
  let trustedProxies: TrustedProxies
  try {
    clouds = loadCloudConfigs({ env, warn })
    session = sessionKeyFrom(env)
    trustedProxies = trustedProxiesFrom(env.CONSOLE_TRUSTED_PROXIES)
  } catch (error) {
    if (error instanceof CloudConfigError || error instanceof SessionKeyError)
      throw new SettingsError('', error.message)
    if (error instanceof TrustedProxiesError) throw new SettingsError('CONSOLE_TRUSTED_PROXIES', error.message)
    throw error
  }
  return {
    listen,
    root,
    quiet: values.quiet ?? false,
    logLevel: level as LogLevel,
    drainSeconds,
    stopSeconds,
    clouds,
    session,
    publicUrl: publicUrlFrom(filled(env.CONSOLE_PUBLIC_URL)),
    tls: tlsFrom(values['tls-cert'] ?? filled(env.CONSOLE_TLS_CERT), values['tls-key'] ?? filled(env.CONSOLE_TLS_KEY)),
    trustedProxies,
    metrics: metricsFrom(env),
    checkOnly: values['check-config'] ?? false,
  }
}
