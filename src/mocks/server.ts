// `npm run cloud -- --port PORT --scenario NAME`: the demo cloud over HTTP on 127.0.0.1.
import { parseArgs } from 'node:util'
import { startHttpCloud } from './http-server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: 'demo' },
    'transition-ms': { type: 'string' },
    'no-attach-mode-extension': { type: 'boolean', default: false },
    // Keystone's [federation] trusted_dashboard: a console's WebSSO callback (repeat for more).
    'trusted-dashboard': { type: 'string', multiple: true },
  },
})

const running = await startHttpCloud({
  port: Number(values.port),
  host: values.host,
  scenario: values.scenario,
  settings: {
    ...(values['transition-ms'] !== undefined ? { transitionMs: Number(values['transition-ms']) } : {}),
    ...(values['no-attach-mode-extension'] ? { attachModeExtension: false } : {}),
    ...(values['trusted-dashboard'] ? { trustedDashboards: values['trusted-dashboard'] } : {}),
  },
})

console.log(`Demo cloud (scenario ${values.scenario}) listening on ${running.origin}, pid ${process.pid}`)
console.log(`  OS_AUTH_URL=${running.authUrl} OS_USERNAME=demo OS_PASSWORD=demo OS_PROJECT_NAME=demo`)
console.log('  OS_USER_DOMAIN_NAME=Default OS_PROJECT_DOMAIN_NAME=Default OS_IDENTITY_API_VERSION=3')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0))
  })
}
