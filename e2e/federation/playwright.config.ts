// Single sign-on against a real Keystone federation (rigs/federation: Debian's Keystone behind
// Apache with mod_auth_openidc, and an OpenID Connect identity provider from npm's oidc-provider),
// through the console's production build (dist-cloud/) and its server offering that identity
// provider. Run by `npm run test:cloud` (its stage cloud-federation); the rig is started and
// stopped here.
import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from '../browser-path'

const CONSOLE_PORT = 4177
const KEYSTONE = 'http://127.0.0.1:5056/v3'

export default defineConfig({
  testDir: '.',
  outputDir: '.output',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '.output/results.json' }]],
  globalSetup: './rig-setup.ts',
  // With reduced motion, as the demo journeys (e2e/playwright.config.ts says why).
  use: {
    // A click or a navigation that cannot happen fails on its own line, as an expectation does,
    // rather than holding the test to its timeout with no step named.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    baseURL: `http://127.0.0.1:${CONSOLE_PORT}/`,
    locale: 'en-US',
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'federation',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: ['--disable-gpu', '--disable-quic'] },
      },
    },
  ],
  webServer: {
    command: `npx tsx server/serve.ts --port ${CONSOLE_PORT} --quiet --dir dist-cloud`,
    cwd: '../..',
    url: `http://127.0.0.1:${CONSOLE_PORT}/_console/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      OS_CLOUD: '',
      OS_AUTH_URL: KEYSTONE,
      OS_USERNAME: '',
      OS_PASSWORD: '',
      OS_PROJECT_NAME: 'demo',
      OS_REGION_NAME: 'RegionOne',
      CONSOLE_WEBSSO: JSON.stringify([
        { label: 'University login (OpenID Connect)', protocol: 'openid', identity_provider: 'uni' },
      ]),
    },
  },
})
