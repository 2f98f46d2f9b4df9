import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { consoleServer, demoWorker } from './server/vite-plugins.ts'
import { precompressBuild } from './server/precompress.ts'
import { bundleStats } from './bench/bundle-stats-plugin.ts'

const host = '127.0.0.1'
// `VITE_CLOUD=real` (npm run build, npm run dev:cloud) leaves the demo cloud out entirely.
const demo = process.env.VITE_CLOUD !== 'real'

export default defineConfig({
  plugins: [react(), consoleServer(), demoWorker(demo), precompressBuild(), bundleStats()],
  server: {
    host,
    port: 5173,
    strictPort: true,
    // What tests and benches write inside the project is no change to the app: an HTML file
    // there (a Playwright trace's) would reload every open page.
    watch: {
      ignored: [
        '**/e2e/.output/**',
        '**/e2e/over-http/.output*/**',
        '**/.bench/**',
        '**/dist/**',
        '**/dist-*/**',
        '**/coverage/**',
      ],
    },
  },
  // Every module of the app is crawled for dependencies when the dev server starts. Without it,
  // Vite finds the dependencies of lazily loaded pages only when a browser first opens them,
  // optimizes again and reloads the page under the user (on a fresh clone: under a journey).
  optimizeDeps: {
    entries: [
      'index.html',
      'src/**/*.{ts,tsx}',
      '!src/**/*.test.{ts,tsx}',
      '!src/test/**',
      '!src/contract/**',
      '!src/mocks/{node,server,http-server}.ts',
    ],
  },
  preview: { host, port: 4173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks. Name packages one by one: a catch-all node_modules
        // group would pull MSW (demo-only, loaded by dynamic import) into the main bundle.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  test: {
    setupFiles: ['src/test/setup.ts'],
    // One test file per core. Vitest's default for a run leaves one core to its own process, which
    // on 2 cores is one worker: measured here, 615 s for the unit stage against 358 s with two.
    maxWorkers: availableParallelism(),
    // Vitest 4 dropped environmentMatchGlobs: one project per environment instead. The files of
    // the node and dom projects share their worker's modules and environment (isolate: false)
    // rather than loading both afresh for each of ~150 files: measured here, the dom files took
    // 128 s instead of 257 and the node files 52 s instead of 84. src/test/setup.ts gives each
    // file what a fresh environment would (English, empty storage).
    projects: [
      {
        extends: true,
        // A cap, not a wait (Vitest's own 5 s is shorter than a loaded machine takes for some).
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.isolated.test.ts'],
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        // A cap, not a wait: dialogs driven against the demo cloud take a few seconds on a quiet
        // 2-core machine and several times that on a loaded one.
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, '**/*.isolated.test.tsx'],
          testTimeout: 90_000,
          isolate: false,
        },
      },
      {
        // A file that replaces modules (vi.mock, which lint allows only in *.isolated.test.*) gets
        // a module graph of its own: in a shared one the replacement would miss modules other
        // files had already loaded, and reach the files after it.
        extends: true,
        test: {
          name: 'isolated',
          environment: 'jsdom',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          testTimeout: 90_000,
        },
      },
      {
        // One suite, two clouds: the demo cloud over HTTP by default, a real one with
        // CONTRACT_TARGET=cloud and OS_* (npm run test:cloud). Files run one after another
        // so they never race for the shared multi-attach type.
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['src/contract/**/*.contract.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
