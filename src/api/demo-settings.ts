// The demo cloud's own control endpoints (/_demo: not an OpenStack API), over HTTP on the page's
// origin, where the service worker (or `npm run cloud`) answers. The wire shapes are written out
// here so the page never imports the demo cloud itself. Failures are OpenStackErrors with a
// reason code, as the rest of the API module's.
import { OpenStackError } from './errors'

/** One fault-injection rule (src/mocks/cloud/state.ts FaultRule). */
export interface DemoFaultRule {
  kind: 'error' | 'drop' | 'slow'
  /** 0..1, checked per matching request. */
  rate: number
  status?: number
  delayMs?: number
  methods?: string[]
  /** A substring of the path. */
  path?: string
}

/** The settings the demo cloud lets a client change. */
export interface DemoCloudSettings {
  transitionMs: number
  latencyMs: number
  faults: DemoFaultRule[]
  attachModeExtension: boolean
  oldComputes: boolean
  /** A cinder-backup service runs; unset means it does. */
  backupService?: boolean
  /** Cinder's enable_force_upload (an in-use volume uploaded with force); unset means off. */
  forceUpload?: boolean
  /** A compute host that stops half-way: attaches stay reserved, or detaches stay detaching; unset means none. */
  hang?: 'none' | 'attach' | 'detach'
  /** Policy rule → roles allowed; a rule that is not listed allows everyone. */
  policies: Record<string, string[]>
  tokenTtlSeconds: number
}

export interface DemoComputeHost {
  name: string
  availabilityZone?: string
  multiattach: boolean
  old: boolean
}

export interface DemoSettingsSnapshot {
  settings: DemoCloudSettings
  scenario: string
  computeHosts: DemoComputeHost[]
}

export interface DemoSettingsUpdate {
  settings?: Partial<DemoCloudSettings>
  computeHosts?: Array<{ name: string; multiattach?: boolean; old?: boolean }>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isSnapshot(value: unknown): value is DemoSettingsSnapshot {
  return (
    isRecord(value) &&
    isRecord(value.settings) &&
    typeof value.scenario === 'string' &&
    Array.isArray(value.computeHosts)
  )
}

function parseBody(text: string, status: number): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    // An HTML page here means nothing answers /_demo: the demo cloud is not running.
    throw new OpenStackError({
      kind: 'http',
      status,
      fault: 'notJson',
      message: 'No demo cloud answers on this page: the answer was not JSON.',
      reason: { code: 'demo-not-json' },
    })
  }
}

async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}/_demo/${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    })
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error)
    throw new OpenStackError({
      kind: 'network',
      status: 0,
      fault: 'networkError',
      message: `The demo cloud did not answer (${cause}).`,
      reason: { code: 'demo-unreachable', cause },
      method: init.method ?? 'GET',
      cause: error,
    })
  }
  const body = parseBody(await response.text(), response.status)
  if (!response.ok) {
    const message = isRecord(body) && typeof body.error === 'string' ? body.error : response.statusText
    throw new OpenStackError({
      kind: 'http',
      status: response.status,
      fault: 'demoCloud',
      message: `The demo cloud answered ${response.status}: ${message}`,
      reason: { code: 'demo-refused', status: response.status, message },
      method: init.method ?? 'GET',
    })
  }
  return body
}

function snapshot(body: unknown): DemoSettingsSnapshot {
  if (!isSnapshot(body)) {
    throw new OpenStackError({
      kind: 'http',
      status: 200,
      fault: 'malformed',
      message: 'The demo cloud answered without its settings.',
      reason: { code: 'demo-malformed' },
    })
  }
  return body
}

/** GET /_demo/settings */
export async function getDemoSettings(baseUrl: string): Promise<DemoSettingsSnapshot> {
  return snapshot(await call(baseUrl, 'settings'))
}

/** PUT /_demo/settings: only the keys and hosts given change; the answer is the new state. */
export async function putDemoSettings(baseUrl: string, update: DemoSettingsUpdate): Promise<DemoSettingsSnapshot> {
  return snapshot(await call(baseUrl, 'settings', { method: 'PUT', body: JSON.stringify(update) }))
}

/** POST /_demo/reset: the scenario's first state again; settings and tokens stay. */
export async function resetDemoData(baseUrl: string, scenario?: string): Promise<{ scenario: string }> {
  const body = await call(baseUrl, 'reset', {
    method: 'POST',
    body: scenario ? JSON.stringify({ scenario }) : undefined,
  })
  const answered = isRecord(body) && typeof body.scenario === 'string' ? body.scenario : (scenario ?? '')
  return { scenario: answered }
}
