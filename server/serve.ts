// `npm run serve`: the production build (dist/, from `npm run build`) on 127.0.0.1, with the
// Sign In defaults from OS_* / clouds.yaml and the API proxy to that cloud, so the browser
// needs no CORS set-up. /healthz and /readyz for a load balancer (health.ts). On SIGTERM or
// SIGINT it stops without losing a request (service.ts): unready at once, no new connection
// after --drain-seconds, requests in flight given --stop-seconds; a second signal ends it at
// once. Logs a line per forwarded call on stdout (`--quiet`: none) and every failure answered
// 500 on stderr, quiet or not (failures.ts).
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { CloudConfigError, loadCloudConfigs } from './cloud-config.ts'
import { logToStderr } from './failures.ts'
import { createConsoleService } from './service.ts'
import { SessionKeyError, sessionKeyFrom } from './session-seal.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    quiet: { type: 'boolean', default: false },
    'drain-seconds': { type: 'string', default: process.env.CONSOLE_DRAIN_SECONDS ?? '5' },
    'stop-seconds': { type: 'string', default: process.env.CONSOLE_STOP_SECONDS ?? '30' },
  },
})

/** A number of seconds ≥ 0 from a flag, or a one-line refusal naming it. */
function seconds(name: string, text: string): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    console.error(`serve: --${name} must be a number of seconds, 0 or more; it is "${text}".`)
    process.exit(1)
  }
  return value
}
const drainSeconds = seconds('drain-seconds', values['drain-seconds'])
const stopSeconds = seconds('stop-seconds', values['stop-seconds'])

const root = resolve(values.dir)
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html is missing; run \`npm run build\` first.`)
  process.exit(1)
}

let config
try {
  config = loadCloudConfigs({ warn: (line) => console.warn(`volume-console: ${line}`) })
} catch (error) {
  if (!(error instanceof CloudConfigError)) throw error
  console.error(`serve: ${error.message}`)
  process.exit(1)
}

let sessionKey
try {
  sessionKey = sessionKeyFrom(process.env)
} catch (error) {
  if (!(error instanceof SessionKeyError)) throw error
  console.error(`serve: ${error.message}`)
  process.exit(1)
}

const service = createConsoleService({
  root,
  configs: config,
  sessionKeys: sessionKey.keys,
  onForward: values.quiet ? undefined : (method, target, status) => console.log(`${status} ${method} ${target.href}`),
  log: logToStderr,
})
const { server } = service
server.listen(Number(values.port), values.host, () => {
  const { port } = server.address() as AddressInfo
  console.log(`Volume Console at http://${values.host}:${port}/ (pid ${process.pid}), serving ${root}`)
  console.log(
    config.length
      ? config
          .map(
            (cloud) =>
              `  cloud${cloud.name ? ` ${cloud.name}` : ''}: ${cloud.authUrl} (${cloud.source}); API calls go through /os-proxy to its catalog's endpoints`,
          )
          .join('\n')
      : '  no cloud configured (set OS_CLOUD, OS_AUTH_URL or CONSOLE_CLOUDS): the Sign In page starts empty and the proxy is off',
  )
  if (config.length)
    console.log(
      sessionKey.generated
        ? '  sessions: sealed with a key made at start (they end with this process); set CONSOLE_SESSION_KEY to share them between servers'
        : `  sessions: sealed with CONSOLE_SESSION_KEY${sessionKey.keys.length > 1 ? ` (${sessionKey.keys.length} keys: the first seals, all open)` : ''}`,
    )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (service.stopping()) {
      console.log(`volume-console: ${signal} again: stopping now`)
      process.exit(1)
    }
    console.log(
      `volume-console: ${signal}: /readyz unready; new connections refused in ${drainSeconds} s; requests in flight given ${stopSeconds} s more`,
    )
    const noticed = new Promise<void>((resolve) => setTimeout(resolve, drainSeconds * 1000))
    void service.stop({ noticed, deadlineMs: stopSeconds * 1000 }).then(({ cut }) => {
      console.log(`volume-console: stopped${cut ? `; ${cut} request(s) still in flight were cut` : ''}`)
      process.exit(0)
    })
  })
}
