// /_demo: settings, reset and scenario of the demo cloud (not an OpenStack API; for the demo
// settings page and for tests).
import type { DemoCloud } from '../cloud/cloud'
import { resetDemoCloud } from '../cloud/create'
import type { CloudSettings } from '../cloud/state'
import { serviceHostOf } from '../cloud/services'
import { SCENARIOS } from '../scenarios'
import { json } from '../http/respond'

const PUBLIC_SETTINGS: Array<keyof CloudSettings> = [
  'transitionMs',
  'latencyMs',
  'faults',
  'attachModeExtension',
  'oldComputes',
  'backupService',
  'forceUpload',
  'hang',
  'policies',
  'tokenTtlSeconds',
]

export async function handleDemoControl(cloud: DemoCloud, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^.*\/_demo\/?/, '')
  if (path === 'settings' && request.method === 'GET') {
    return json({ settings: cloud.settings, scenario: cloud.state.scenario, computeHosts: cloud.state.computeHosts })
  }
  if (path === 'settings' && (request.method === 'PUT' || request.method === 'PATCH')) {
    const body = (await request.json()) as {
      settings?: Partial<CloudSettings>
      computeHosts?: Array<{ name: string; multiattach?: boolean; old?: boolean }>
    }
    for (const key of PUBLIC_SETTINGS) {
      if (body.settings && key in body.settings) Object.assign(cloud.settings, { [key]: body.settings[key] })
    }
    for (const update of body.computeHosts ?? []) {
      const host = cloud.state.computeHosts.find((candidate) => candidate.name === update.name)
      if (host && update.multiattach !== undefined) host.multiattach = update.multiattach
      if (host && update.old !== undefined) host.old = update.old
    }
    cloud.changed()
    return json({ settings: cloud.settings, scenario: cloud.state.scenario, computeHosts: cloud.state.computeHosts })
  }
  if (path === 'expire-tokens' && request.method === 'POST') {
    // Every token issued so far ends now: the next call with one gets Keystone's 401.
    for (const caller of cloud.tokens.values()) caller.expiresAt = cloud.now()
    // The console session ends with its token (it would otherwise get a new one), in the saved
    // state too, so a reload finds it ended.
    if (cloud.state.consoleSession) {
      cloud.state.consoleSession.expiresAt = cloud.now()
      cloud.changed()
    }
    return json({ expired: cloud.tokens.size })
  }
  if (path === 'unmanaged' && request.method === 'POST') {
    // What the Zed test cloud's make-unmanaged.sh does on its fake backend: storage Cinder does
    // not manage, on the first backend's cinder-volume (or the one named).
    const body = (await request.json()) as { name: string; size: number; origin?: string; host?: string }
    const host = body.host ?? serviceHostOf(cloud.state.backends[0]?.host ?? '')
    const snapshot = body.name.startsWith('_snapshot-') || body.name.startsWith('snapshot-')
    ;(cloud.state.unmanaged ??= []).push({
      host,
      name: body.name,
      kind: snapshot ? 'snapshot' : 'volume',
      size: body.size,
      ...(snapshot ? { origin: body.origin ?? null } : {}),
    })
    cloud.changed()
    const pool = cloud.state.backends.find((backend) => serviceHostOf(backend.host) === host)?.host ?? host
    return json({ host: pool })
  }
  if (path === 'reset' && request.method === 'POST') {
    const text = await request.text()
    const scenario = text
      ? ((JSON.parse(text) as { scenario?: string }).scenario ?? cloud.state.scenario)
      : cloud.state.scenario
    if (!(scenario in SCENARIOS)) return json({ error: `Unknown scenario ${scenario}` }, 400)
    resetDemoCloud(cloud, scenario)
    return json({ scenario })
  }
  return json({ error: 'not found' }, 404)
}
