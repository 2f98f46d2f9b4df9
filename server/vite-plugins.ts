// Vite plugins: the console's routes (Sign In defaults + API proxy) in the dev and preview
// servers, and MSW's service worker in demo builds only.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { CloudConfigError, loadCloudConfigs } from './cloud-config.ts'
import { createConsoleRoutes } from './console-routes.ts'

function routesFromEnvironment() {
  try {
    return createConsoleRoutes(loadCloudConfigs({ warn: (line) => console.warn(`volume-console: ${line}`) }))
  } catch (error) {
    if (!(error instanceof CloudConfigError)) throw error
    console.warn(`volume-console: ${error.message}; the API proxy is off`)
    return createConsoleRoutes(null)
  }
}

export function consoleServer(): Plugin {
  return {
    name: 'volume-console:server',
    configureServer(server) {
      const routes = routesFromEnvironment()
      server.middlewares.use((req, res, next) => {
        if (!routes(req, res)) next()
      })
    },
    configurePreviewServer(server) {
      const routes = routesFromEnvironment()
      server.middlewares.use((req, res, next) => {
        if (!routes(req, res)) next()
      })
    },
  }
}

const WORKER = 'mockServiceWorker.js'

/** The demo cloud's service worker, from the installed MSW (so its version always matches). */
export function demoWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), 'utf8')
  return {
    name: 'volume-console:demo-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
        res.end(source())
      })
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: source() })
    },
  }
}
