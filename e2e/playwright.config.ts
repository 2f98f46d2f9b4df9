import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './browser-path'

// E2E_PORT moves the server the journeys use (dev or preview) off 5173, so two checkouts can run side by side.
const PORT = Number(process.env.E2E_PORT ?? 5173)
const BASE_URL = `http://127.0.0.1:${PORT}/`
// E2E_BUILT=dist-demo serves that demo build (`vite preview`) instead of the dev server: what
// users get, bundled, so a page loads a few chunks rather than hundreds of modules compiled on
// demand (`npm test` builds it first, in its "builds" stage).
const BUILT = process.env.E2E_BUILT
if (BUILT && !existsSync(join(import.meta.dirname, '..', BUILT, 'index.html')))
  throw new Error(`E2E_BUILT=${BUILT}: no build there; build it first (npm test -- builds e2e)`)

// E2E_PART splits the journeys in two for `npm test`'s two lanes: `axe` the accessibility
// journeys (axe's checks and the keyboard-only journeys), `rest` the others; unset, all of them.
// Each part has its own output folder.
const PART = process.env.E2E_PART
const AXE_JOURNEYS = ['a11y.spec.ts', 'keyboard.spec.ts']
const OUTPUT = PART === 'axe' ? '.output-axe' : '.output'

export default defineConfig({
  testDir: '.',
  testMatch: PART === 'axe' ? AXE_JOURNEYS : '**/*.spec.ts',
  // Run by their own configs: e2e/over-http (the production build over real HTTP) and
  // e2e/federation (single sign-on against the real federation rig, in test:cloud).
  testIgnore: ['over-http/**', 'federation/**', ...(PART === 'rest' ? AXE_JOURNEYS : [])],
  // Wiped by Playwright at the start of every run; the JSON report is written into it at the end.
  outputDir: OUTPUT,
  fullyParallel: true,
  // A browser per core: a journey spends much of its time waiting for the demo cloud's
  // transitions, which another journey's work fills (all 90 here on 2 cores: 684 s, the CPU 94%
  // busy). E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Caps, not waits: a passing step ends when what it waits for is on screen. On a 2-core
  // machine busy with other work (the unit tests in the other lane, a build) the demo cloud's
  // answers from the page's service worker can take seconds each.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: `${OUTPUT}/results.json` }]],
  use: {
    // A click or a navigation that cannot happen fails on its own line, as an expectation does,
    // rather than holding the test to its timeout with no step named.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    baseURL: BASE_URL,
    // English unless a test picks another language (the console follows the browser's).
    locale: 'en-US',
    // The demo cloud is an MSW service worker: it must be allowed to register.
    serviceWorkers: 'allow',
    // No trace: recording one (even to keep only a failure's) more than doubled the journeys'
    // CPU time here, its screencast most. A failure keeps its screenshot and page snapshot;
    // `--trace on` records one when a failure needs more.
    trace: 'off',
    screenshot: 'only-on-failure',
    // As a user who asks their system for less motion (the console honours it: src/lib/theme.ts):
    // no spinner turning and no transition redrawing the page every frame. Measured on three
    // journeys, 20% less CPU. theme.spec.ts checks the motion itself.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--disable-gpu', '--disable-quic'],
        },
      },
    },
  ],
  webServer: {
    command: BUILT ? `npx vite preview --outDir ${BUILT} --port ${PORT}` : `npm run start -- --port ${PORT}`,
    cwd: '..',
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
