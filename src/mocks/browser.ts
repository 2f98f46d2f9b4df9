// The demo cloud in the browser: the MSW service worker answers the app's OpenStack calls on
// the page's own origin, with state kept across reloads.
import { setupWorker } from 'msw/browser'
import { CONSOLE_WEBSSO_PATH } from '../api/console-wire'
import type { SetupWorker } from 'msw/browser'
import type { DemoCloud } from './cloud/cloud'
import { createDemoCloud, resetDemoCloud as resetCloud } from './cloud/create'
import { createHandlers } from './handlers'
import { loadCloud, saveCloud } from './persist'
import { SCENARIOS } from './scenarios'

let cloud: DemoCloud | null = null
let worker: SetupWorker | null = null

function persist(target: DemoCloud): Promise<void> {
  return saveCloud({ state: target.state, settings: target.settings })
}

/**
 * Saves at once, one write at a time: a change during a write is saved right after it, and every
 * change's promise resolves once a write that holds it has finished.
 */
function saver(target: DemoCloud): () => Promise<void> {
  let queued: Promise<void> | null = null
  let last: Promise<void> = Promise.resolve()
  return () => {
    if (queued) return queued
    const next = last.then(() => {
      queued = null
      return persist(target)
    })
    queued = next
    last = next
    return next
  }
}

/** Starts the worker once; `scenario` (from ?scenario=NAME) replaces the saved state if it differs. */
export async function startDemoCloud(options: { scenario?: string } = {}): Promise<void> {
  if (cloud) return
  const saved = await loadCloud()
  const wanted =
    options.scenario && options.scenario in SCENARIOS ? options.scenario : (saved?.state.scenario ?? 'demo')
  const keep = saved && saved.state.scenario === wanted
  const created = createDemoCloud(wanted, keep ? saved.settings : {}, undefined, keep ? saved.state : undefined)
  // Keystone's [federation] trusted_dashboard, as an operator sets it for a console: the demo's
  // single sign-on (handlers/console-websso-demo.ts) names this page's callback as its origin.
  const callback = `${window.location.origin}${CONSOLE_WEBSSO_PATH}`
  if (!created.settings.trustedDashboards?.includes(callback))
    created.settings.trustedDashboards = [...(created.settings.trustedDashboards ?? []), callback]
  created.onChange(saver(created))
  cloud = created
  if (!keep) await persist(created)
  worker = setupWorker(...createHandlers(created, window.location.origin))
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/** "Reset demo data": the current scenario's first state, saved at once. */
export async function resetDemoCloud(): Promise<void> {
  if (!cloud) return
  resetCloud(cloud)
  await persist(cloud)
}

/** The running demo cloud, for the demo settings page. */
export function currentDemoCloud(): DemoCloud | null {
  return cloud
}
