// HAProxy (Debian's /usr/sbin/haproxy, 2.6) in front of the console servers, as an operator
// would run it: round robin, each server checked with GET /readyz (server/health.ts: 503 once
// it stops), on 127.0.0.1 only, in the foreground (-db) as a child of the bench, stopped by its
// own PID. Its stats socket says what it sees of each server; its log (stdout) has one line per
// request that was not normal (5xx, retried, redispatched, cut), which the bench counts.
// The keywords: HAProxy 2.6 configuration manual (/usr/share/doc/haproxy/configuration.txt.gz).
import type { ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { freePort, startProcess } from '../servers.ts'

export const HAPROXY = '/usr/sbin/haproxy'
const BACKEND = 'consoles'

/** The checks: every 500 ms, down after 2 failures, up after 1 success, each given 1 s. */
export const CHECK = { interMs: 500, fall: 2, rise: 1, timeoutMs: 1000 }
/**
 * The longest HAProxy takes to mark a server down once its /readyz answers 503: `fall` checks,
 * the first up to `inter` after the change. A console's --drain-seconds must be longer.
 */
export const NOTICE_MS = CHECK.interMs * CHECK.fall

/** HAProxy closes a client's connection idle this long; the bench's client closes its own sooner. */
export const KEEP_ALIVE_MS = 10_000
export const CLIENT_IDLE_MS = 5_000

export interface Backend {
  name: string
  port: number
}

export interface HaproxyOptions {
  /**
   * `retry-on` keywords (2.6 manual, "retry-on"): "conn-failure" is HAProxy's default; the
   * others are applied to GET and HEAD only (`http-request disable-l7-retry` for any other
   * method), since a write the server may have done must not be sent twice.
   */
  retryOn: string[]
}

export const DEFAULT_OPTIONS: HaproxyOptions = { retryOn: ['conn-failure', 'empty-response', 'response-timeout'] }

/** The configuration text. */
export function haproxyConfig(port: number, socket: string, backends: Backend[], options: HaproxyOptions): string {
  const l7 = options.retryOn.some((keyword) => keyword !== 'conn-failure')
  return `# Written by bench/ha/haproxy.ts for one bench run.
global
    nbthread 1
    maxconn 4096
    stats socket ${socket} mode 600 level admin
    # Abnormal requests only (option dontlog-normal), one line each, read by the bench.
    log stdout format raw local0 info

defaults
    mode http
    log global
    option dontlog-normal
    log-format "HA %b/%s %ST %ts %rc %Tt %{+Q}r"
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive ${KEEP_ALIVE_MS}ms
    timeout check ${CHECK.timeoutMs}ms
    # A request that fails as retry-on lists is tried again, up to 3 times, each on another
    # server (redispatch 1: on every retry).
    retries 3
    option redispatch 1
    retry-on ${options.retryOn.join(' ')}

frontend console
    bind 127.0.0.1:${port}
    default_backend ${BACKEND}

backend ${BACKEND}
    balance roundrobin
${l7 ? '    http-request disable-l7-retry if !METH_GET !METH_HEAD\n' : ''}    option httpchk
    http-check send meth GET uri /readyz
    http-check expect status 200
    default-server check inter ${CHECK.interMs}ms fall ${CHECK.fall} rise ${CHECK.rise}
${backends.map((backend) => `    server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}
`
}

export interface Haproxy {
  origin: string
  child: ChildProcess
  socket: string
  config: string
  /** The log lines since the last take, emptied. */
  takeLog(): string[]
}

/** `haproxy -db -f <dir>/haproxy.cfg` after `haproxy -c` accepts it; ready when every backend is UP. */
export async function startHaproxy(dir: string, backends: Backend[], options = DEFAULT_OPTIONS): Promise<Haproxy> {
  const port = await freePort()
  const socket = join(dir, 'haproxy.sock')
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig(port, socket, backends, options))
  const check = startProcess('haproxy -c', HAPROXY, ['-c', '-f', config])
  const checked = await new Promise<number | null>((resolve) => check.once('exit', resolve))
  if (checked !== 0) throw new Error(`haproxy -c refused ${config}`)
  let log: string[] = []
  let partial = ''
  const child = startProcess('haproxy', HAPROXY, ['-db', '-f', config], {
    onStdout: (chunk) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      log.push(...lines.filter(Boolean))
    },
  })
  const haproxy: Haproxy = {
    origin: `http://127.0.0.1:${port}`,
    child,
    socket,
    config,
    takeLog: () => {
      const taken = log
      log = []
      return taken
    },
  }
  for (const backend of backends) await waitForState(haproxy, backend.name, 'UP', 30_000)
  return haproxy
}

/** One command on the stats socket, its whole answer. */
export function askSocket(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const connection = connect(socket, () => connection.end(`${command}\n`))
    connection.setTimeout(5_000, () => connection.destroy(new Error(`${command}: no answer in 5 s`)))
    connection.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    connection.on('end', () => resolve(answer))
    connection.on('error', reject)
  })
}

/** Each backend server's status as HAProxy's `show stat` gives it ("UP", "DOWN", "UP 1/2"…). */
export async function serverStates(haproxy: Haproxy): Promise<Map<string, string>> {
  const [header = '', ...rows] = (await askSocket(haproxy.socket, 'show stat')).trim().split('\n')
  const columns = header.replace(/^# /, '').split(',')
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name))
  const states = new Map<string, string>()
  for (const row of rows) {
    const cells = row.split(',')
    if (cells[proxy as number] === BACKEND && !['BACKEND', 'FRONTEND'].includes(cells[server as number] ?? '')) {
      states.set(cells[server as number] ?? '', cells[status as number] ?? '')
    }
  }
  return states
}

/**
 * Polls the stats socket every 50 ms until HAProxy has `server` in `state` ("UP" exactly;
 * "DOWN" also as "DOWN 1/1" while a check is rising); the milliseconds it took.
 */
export async function waitForState(
  haproxy: Haproxy,
  server: string,
  state: 'UP' | 'DOWN',
  timeoutMs: number,
): Promise<number> {
  const start = performance.now()
  while (performance.now() - start < timeoutMs) {
    if (haproxy.child.exitCode !== null || haproxy.child.signalCode !== null) throw new Error('haproxy exited')
    const now = (await serverStates(haproxy).catch(() => new Map<string, string>())).get(server) ?? ''
    if (state === 'UP' ? now === 'UP' : now.startsWith('DOWN')) return performance.now() - start
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`haproxy did not see ${server} ${state} within ${timeoutMs} ms`)
}

/** The log lines of requests, counted by server, status, termination state and retries ("c2 502 SH retries 0"). */
export function countLog(lines: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const line of lines) {
    const fields = /^HA \S+\/(\S+) (-?\d+) (\S+) (\+?-?\d+) /.exec(line)
    if (!fields) continue
    const [, server, status, state, retries] = fields
    const key = `${server} ${status} ${state}${retries === '0' ? '' : ` retries ${retries}`}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}
