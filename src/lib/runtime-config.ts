import { CONSOLE_PROXY_BASE, CONSOLE_SESSION_PATH, DEMO_SINGLE_SIGN_ON } from '../api/console-wire'
import type { RuntimeConfig } from './console-config'
import { emptyCloud, RUNTIME_CONFIG_PATH } from './console-config'
import { isDemoMode } from './demo-mode'

export type { CloudDefaults, RuntimeConfig } from './console-config'
export { emptyCloud, RUNTIME_CONFIG_PATH } from './console-config'

/** The demo cloud in the worker plays the console server too: its session and proxy (src/mocks/handlers/console-session.ts). */
function demoConfig(origin: string): RuntimeConfig {
  return {
    proxy: CONSOLE_PROXY_BASE,
    session: CONSOLE_SESSION_PATH,
    cloud: {
      ...emptyCloud,
      authUrl: `${origin}/identity/v3`,
      username: 'demo',
      projectName: 'demo',
      websso: [{ ...DEMO_SINGLE_SIGN_ON }],
    },
    source: 'demo cloud',
  }
}

let current: RuntimeConfig | null = null

/** Reads the configuration once, before the app renders. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (isDemoMode) {
    current = demoConfig(window.location.origin)
    return current
  }
  let served: Partial<RuntimeConfig> | null = null
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    if (response.ok) served = (await response.json()) as Partial<RuntimeConfig>
  } catch {
    served = null
  }
  current = {
    proxy: served?.proxy ?? null,
    session: served?.session ?? null,
    cloud: { ...emptyCloud, authUrl: import.meta.env.VITE_KEYSTONE_URL ?? '', ...served?.cloud },
    ...(served?.clouds ? { clouds: served.clouds.map((cloud) => ({ ...emptyCloud, ...cloud })) } : {}),
    source: served?.source ?? null,
  }
  return current
}

/** The configuration loaded at start-up (the demo defaults in tests that never loaded one). */
export function runtimeConfig(): RuntimeConfig {
  return current ?? demoConfig(typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
}

/** Tests only: pretend the console's server sent this. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config
}
