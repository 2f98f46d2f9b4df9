// The production build (no demo code) served by `npm run serve`, behind its API proxy, over
// real HTTP: no service worker hides CORS or header problems here.
//   E2E_CLOUD=demo (default, in `npm test`): against the demo cloud's HTTP server on loopback.
//   E2E_CLOUD=real (in `npm run test:cloud`): against the cloud of the OS_* variables, with
//   two servers made for it beforehand (cloud-setup.ts).
// The production build must be there: dist/ for the demo cloud (the test runner's "builds"
// stage), dist-cloud/ for a real one ("cloud-build"), so the two tiers may run side by side.
import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from '../browser-path'
import { CLOUDS_CONSOLE_PORT, CONSOLE_PORT, serveCommand } from './server-logs'

const real = process.env.E2E_CLOUD === 'real'
const DEMO_CLOUD_PORT = 5181
/** A second demo cloud (the empty scenario), and a console server offering both by name (clouds.spec.ts). */
const SECOND_CLOUD_PORT = 5182
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath(), args: ['--disable-gpu', '--disable-quic'] },
}
const JOURNEYS = real ? 'real-cloud' : 'demo-cloud-over-http'
const BASE_URL = `http://127.0.0.1:${CONSOLE_PORT}/`

const demoCloudEnv = {
  OS_AUTH_URL: `http://127.0.0.1:${DEMO_CLOUD_PORT}/identity/v3`,
  OS_USERNAME: 'demo',
  OS_PROJECT_NAME: 'demo',
  OS_USER_DOMAIN_NAME: 'Default',
  OS_PROJECT_DOMAIN_NAME: 'Default',
  OS_CLOUD: '',
}

const consoleServer = {
  // Its log (a JSON line per request) goes to a file that server-log.spec.ts reads at the end.
  command: serveCommand(CONSOLE_PORT, real ? 'dist-cloud' : 'dist'),
  cwd: '../..',
  url: `${BASE_URL}_console/config.json`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // The password stays out of the console's server: the journey types it on the Sign In page.
  env: real ? { OS_PASSWORD: '' } : { ...demoCloudEnv, OS_PASSWORD: '' },
}

export default defineConfig({
  testDir: '.',
  // On a real cloud only what needs no demo-cloud control API: the journey, the storage check and projects.
  outputDir: real ? '.output-real' : '.output-demo',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Caps, not waits. In CI this config runs beside the demo journeys and the real-cloud tier
  // on 2 cores; there, a step of the demo cloud's journey has once taken more than 20 s.
  timeout: real ? 300_000 : 180_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: `${real ? '.output-real' : '.output-demo'}/results.json` }]],
  globalSetup: real ? './cloud-setup.ts' : './demo-setup.ts',
  use: {
    // A click or a navigation that cannot happen fails on its own line, as an expectation does,
    // rather than holding the test to its timeout with no step named.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    baseURL: BASE_URL,
    // English unless a test picks another language (the console follows the browser's).
    locale: 'en-US',
    serviceWorkers: 'block',
    // With reduced motion, as the demo journeys (e2e/playwright.config.ts says why).
    reducedMotion: 'reduce',
    // No trace: recording one (even to keep only a failure's) more than doubled the journeys'
    // CPU time here, its screencast most. A failure keeps its screenshot and page snapshot;
    // `--trace on` records one when a failure needs more.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: JOURNEYS,
      testMatch: real ? ['journey.spec.ts', 'storage.spec.ts', 'projects.spec.ts'] : '*.spec.ts',
      testIgnore: 'server-log.spec.ts',
      use: browser,
    },
    // After every journey: what the console's servers logged of them.
    { name: 'server-log', testMatch: 'server-log.spec.ts', dependencies: [JOURNEYS], use: browser },
  ],
  webServer: real
    ? [consoleServer]
    : [
        {
          command: `npx tsx src/mocks/server.ts --port ${DEMO_CLOUD_PORT} --transition-ms 500 --trusted-dashboard http://127.0.0.1:${CLOUDS_CONSOLE_PORT}/_console/websso`,
          cwd: '../..',
          url: `http://127.0.0.1:${DEMO_CLOUD_PORT}/identity/v3`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        consoleServer,
        {
          command: `npx tsx src/mocks/server.ts --port ${SECOND_CLOUD_PORT} --scenario empty --transition-ms 500`,
          cwd: '../..',
          url: `http://127.0.0.1:${SECOND_CLOUD_PORT}/identity/v3`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          ...consoleServer,
          command: serveCommand(CLOUDS_CONSOLE_PORT, 'dist'),
          url: `http://127.0.0.1:${CLOUDS_CONSOLE_PORT}/_console/config.json`,
          env: {
            OS_CLOUD: '',
            OS_AUTH_URL: '',
            OS_PASSWORD: '',
            CONSOLE_CLOUDS: 'east,west',
            OS_CLIENT_CONFIG_FILE: 'e2e/over-http/clouds.yaml',
          },
        },
      ],
})
