// Starts the demo cloud and the console's server as child processes on free ports, waits for
// them by polling, and stops them by their own PID.
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { get as httpGet } from 'node:http'
import { get as httpsGet } from 'node:https'
import { createServer } from 'node:net'
import { ROOT } from './paths.ts'

export interface Started {
  name: string
  port: number
  origin: string
  child: ChildProcess
}

const running = new Set<ChildProcess>()
/** Children being stopped on purpose: their exit is not reported as a failure. */
const stopping = new Set<ChildProcess>()

/** A port the OS has just handed out (listen(0)), closed again for the child to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))))
    })
  })
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Runs `command` as a child tracked here (stopAll and killAllNow end it by its PID). Its stderr
 * is kept (the last 4,000 characters) and shown if it exits with a code without being stopped;
 * `onStdout` gets its standard output, which is ignored without it.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; onStdout?: (chunk: string) => void } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'pipe'],
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  const { onStdout } = options
  if (onStdout) child.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()))
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  child.on('exit', (code, signal) => {
    if (code && !stopping.has(child)) console.error(`${name} exited with ${code ?? signal}:\n${stderr}`)
  })
  return child
}

/** Runs a TypeScript entry point in one Node process (no npx/tsx wrapper), so its PID is the server's. */
function startTs(name: string, script: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  // BENCH_PROF=1: the console server writes V8's tick log (isolate-*.log in the project folder,
  // read with `node --prof-process`), for finding what it spends its time on under the load runs.
  const prof = process.env.BENCH_PROF === '1' && script === 'server/serve.ts' ? ['--prof'] : []
  return startProcess(name, process.execPath, [...prof, '--import', 'tsx', script, ...args], { env })
}

/** The status `url` answers with; over https the bench's self-signed certificate is taken as it is. */
function answered(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsGet : httpGet
    const call = send(url, { rejectUnauthorized: false, timeout: 5_000 }, (answer) => {
      answer.resume()
      answer.on('end', () => resolve(answer.statusCode ?? 0))
    })
    call.on('timeout', () => call.destroy(new Error('timed out')))
    call.on('error', reject)
  })
}

/** Polls `url` until it answers 2xx; fails early if the child has exited. */
async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process for ${url} exited early`)
    try {
      if ((await answered(url)) < 300) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** `src/mocks/server.ts --scenario NAME` on a free port; ready when Keystone answers. */
export async function startCloud(scenario: string): Promise<Started> {
  const port = await freePort()
  const child = startTs(`demo cloud (${scenario})`, 'src/mocks/server.ts', [
    '--port',
    String(port),
    '--scenario',
    scenario,
  ])
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/identity/v3`, child, 180_000)
  return { name: `cloud ${scenario}`, port, origin, child }
}

export interface ConsoleOptions {
  /** The port to listen on (a free one without it): a restarted server takes its old port. */
  port?: number
  /** serve.ts's --drain-seconds: how long it stays up, unready, for a load balancer to notice (0 without it). */
  drainSeconds?: number
  /** Served over TLS (`env` names CONSOLE_TLS_CERT and CONSOLE_TLS_KEY): an https:// origin. */
  tls?: boolean
}

/**
 * `server/serve.ts` over `dir`, proxying to `cloud`; ready when /_console/config.json answers.
 * `env` overrides the OS_* it is given (another cloud than a demo one, another user) and adds
 * more (CONSOLE_SESSION_KEY).
 */
export async function startConsole(
  dir: string,
  cloud: Pick<Started, 'name' | 'origin'>,
  env: Record<string, string> = {},
  options: ConsoleOptions = {},
): Promise<Started> {
  const port = options.port ?? (await freePort())
  const child = startTs(
    `console (${cloud.name})`,
    'server/serve.ts',
    ['--port', String(port), '--dir', dir, '--quiet', '--drain-seconds', String(options.drainSeconds ?? 0)],
    {
      OS_AUTH_URL: `${cloud.origin}/identity/v3`,
      OS_USERNAME: 'demo',
      OS_PASSWORD: '',
      OS_PROJECT_NAME: 'demo',
      OS_USER_DOMAIN_NAME: 'Default',
      OS_PROJECT_DOMAIN_NAME: 'Default',
      OS_CLOUD: '',
      ...env,
    },
  )
  const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`
  await waitFor(`${origin}/_console/config.json`, child, 60_000)
  return { name: `console for ${cloud.name}`, port, origin, child }
}

/** How a child ended. */
export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** Sends `signal` to one child by its PID and resolves when it has exited (at once if it had). */
export function signalAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  }
  stopping.add(child)
  return new Promise((resolve) => {
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }))
    child.kill(signal)
  })
}

/** SIGTERM to each child started here (by its PID), SIGKILL after 5 s. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          stopping.add(child)
          const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
          child.once('exit', () => {
            clearTimeout(force)
            resolve()
          })
          child.kill('SIGTERM')
        }),
    ),
  )
}

/** Synchronous last resort for process exit paths (Ctrl-C, uncaught errors). */
export function killAllNow(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
}
