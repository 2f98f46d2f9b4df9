// `npm run serve` (or `node dist-server/serve.mjs`, the same built by `npm run build`): the
// production build (dist/) with the Sign In defaults from OS_* / clouds.yaml and the API proxy
// to that cloud, so the browser needs no CORS set-up. Every setting is read and checked first
// (settings.ts): a bad one stops it with one line naming it; `--check-config` prints them all,
// secrets masked, and exits. /healthz and /readyz for a load balancer (health.ts), /metrics for
// Prometheus (metrics.ts), one JSON line per request on stdout (request-log.ts; `--quiet`: only
// failures). On SIGTERM or SIGINT it stops without losing a request (service.ts): unready at
// once, no new connection after --drain-seconds, requests in flight given --stop-seconds; a
// second signal ends it at once.
import type { AddressInfo } from 'node:net'
import { createConsoleService } from './service.ts'
import { createLogger, endLog } from './request-log.ts'
import { readSettings, SettingsError } from './settings.ts'
import { settingsLines } from './settings-text.ts'

const warnings: string[] = []
let settings
try {
  settings = readSettings(process.argv.slice(2), process.env, (line) => warnings.push(line))
} catch (error) {
  if (!(error instanceof SettingsError)) throw error
  console.error(`serve: ${error.message}.`)
  process.exit(1)
}

if (settings.checkOnly) {
  for (const line of warnings) console.log(`warning: ${line}`)
  console.log(settingsLines(settings).join('\n'))
  process.exit(0)
}

const logger = createLogger({ level: settings.logLevel })
for (const line of warnings) logger.warn(line)

const service = createConsoleService({
  root: settings.root,
  configs: settings.clouds,
  sessionKeys: settings.session.keys,
  publicUrl: settings.publicUrl,
  tls: settings.tls,
  trustedProxies: settings.trustedProxies,
  metricsToken: settings.metrics.token,
  logger,
  quiet: settings.quiet,
})
const { server } = service
const metricsServer = settings.metrics.listen ? service.metricsServer() : undefined
const { drainSeconds, stopSeconds } = settings

server.listen(settings.listen.port, settings.listen.host, () => {
  const { port } = server.address() as AddressInfo
  const scheme = settings.tls ? 'https' : 'http'
  const host = settings.listen.host.includes(':') ? `[${settings.listen.host}]` : settings.listen.host
  logger.info(
    { pid: process.pid, url: `${scheme}://${host}:${port}/` },
    `Volume Console at ${scheme}://${host}:${port}/`,
  )
  for (const line of settingsLines(settings).slice(1)) logger.info(line)
})
if (metricsServer && settings.metrics.listen) {
  const { host, port } = settings.metrics.listen
  metricsServer.listen(port, host, () => {
    const bound = (metricsServer.address() as AddressInfo).port
    logger.info({ metrics: `http://${host}:${bound}/metrics` }, `metrics at http://${host}:${bound}/metrics`)
  })
}
for (const listening of [server, metricsServer]) {
  listening?.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, `cannot listen: ${error.code ?? error.message}`)
    void endLog(logger).then(() => process.exit(1))
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (service.stopping()) {
      logger.warn(`${signal} again: stopping now`)
      void endLog(logger).then(() => process.exit(1))
      return
    }
    logger.info(
      `${signal}: /readyz unready; new connections refused in ${drainSeconds} s; requests in flight given ${stopSeconds} s more`,
    )
    const noticed = new Promise<void>((resolve) => setTimeout(resolve, drainSeconds * 1000))
    void service.stop({ noticed, deadlineMs: stopSeconds * 1000 }).then(({ cut }) => {
      metricsServer?.close()
      logger.info({ cut }, `stopped${cut ? `; ${cut} request(s) still in flight were cut` : ''}`)
      void endLog(logger).then(() => process.exit(0))
    })
  })
}
