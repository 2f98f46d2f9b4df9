/**
 * What the deploy check runs with: commands to their end, long-running processes with their
 * output kept (stopped by their own PID), bounded polls instead of sleeps, and plain HTTP(S)
 * requests that trust a given certificate and keep no connection open.
 */
import { type ChildProcess, spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'

export interface Ran {
  status: number | null
  stdout: string
  stderr: string
  seconds: number
}

/** A command run to its end, its output kept. */
export function runToEnd(command: string, args: string[], options: SpawnSyncOptions = {}): Ran {
  const started = Date.now()
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options })
  return {
    status: result.error ? null : result.status,
    stdout: String(result.stdout ?? ''),
    stderr: String(result.stderr ?? '') + (result.error ? String(result.error) : ''),
    seconds: (Date.now() - started) / 1000,
  }
}

export interface Ended {
  code: number | null
  signal: NodeJS.Signals | null
}

/** A long-running process, its output kept (the last 64 KiB of each stream) and its end awaitable. */
export class Running {
  readonly child: ChildProcess
  stdout = ''
  stderr = ''
  readonly ended: Promise<Ended>

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: { cwd?: string; env?: NodeJS.ProcessEnv },
  ) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    const keep = (text: string, chunk: Buffer) => (text + chunk.toString()).slice(-64 * 1024)
    this.child.stdout?.on('data', (chunk: Buffer) => (this.stdout = keep(this.stdout, chunk)))
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr = keep(this.stderr, chunk)))
    this.ended = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.stderr += String(error)
        resolve({ code: null, signal: null })
      })
      this.child.on('exit', (code, signal) => resolve({ code, signal }))
    })
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.pid !== undefined
  }

  /** Sends `signal` to its PID and waits up to `timeoutMs` for it to end; null when it did not. */
  stop(signal: NodeJS.Signals, timeoutMs: number): Promise<Ended | null> {
    if (this.running) this.child.kill(signal)
    return this.endWithin(timeoutMs)
  }

  /** Its end, when it comes within `timeoutMs`; null when it did not. */
  async endWithin(timeoutMs: number): Promise<Ended | null> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)))
    const outcome = await Promise.race([this.ended, late])
    clearTimeout(timer)
    return outcome
  }

  /** Its last lines, for a failure's detail. */
  tail(lines = 15): string {
    return `${this.stdout}\n${this.stderr}`.trim().split('\n').slice(-lines).join('\n')
  }
}

/**
 * Asks `probe` until it returns a value, at most `timeoutMs` (50 ms apart at first, then up to
 * 500 ms); throws when the time is up or `alive` says the process it waits for has ended.
 */
export async function pollUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let pause = 50
  for (;;) {
    if (!alive()) throw new Error(`${what}: the process ended first`)
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, pause))
    pause = Math.min(pause * 2, 500)
  }
}

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
}

/**
 * One request, over a connection of its own that is closed after it; redirects are not
 * followed. `ca` is the certificate an https:// URL's server must present; `localAddress` the
 * address the request comes from.
 */
export function fetchOnce(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    ca?: string
    localAddress?: string
  } = {},
): Promise<Answer> {
  const target = new URL(url)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const call = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        agent: false,
        ...(options.ca ? { ca: options.ca } : {}),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        answer.on('error', reject)
      },
    )
    call.setTimeout(15_000, () => call.destroy(new Error(`${url}: no answer within 15 s`)))
    call.on('error', reject)
    call.end(options.body)
  })
}

/** The JSON of an answer, or undefined. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text) as unknown
  } catch {
    return undefined
  }
}
