// The one set of MSW handlers behind all three transports (browser, Node, HTTP on loopback).
import type { HttpHandler } from 'msw'
import { HttpResponse, delay, http } from 'msw'
import type { DemoCloud } from '../cloud/cloud'
import type { FaultRule } from '../cloud/state'
import { fault, requestId } from '../http/respond'
import { handleService } from '../http/service'
import { cinderSpec } from './cinder'
import { CONSOLE_PASSWORD_PATH, CONSOLE_PROXY_BASE, CONSOLE_WEBSSO_DEMO_PATH } from '../../api/console-wire'
import { handleConsoleProxy, handleConsoleSession } from './console-session'
import { handleConsolePassword } from './console-password'
import { handleDemoWebSso } from './console-websso-demo'
import { handleDemoControl } from './demo-control'
import { handleGlance } from './glance'
import { handleKeystone } from './keystone'
import { novaSpec } from './nova'
import { handlePlacement } from './placement'

function matching(rules: FaultRule[], request: Request, kind: FaultRule['kind']): FaultRule | undefined {
  const path = new URL(request.url).pathname
  return rules.find(
    (rule) =>
      rule.kind === kind &&
      (!rule.methods || rule.methods.includes(request.method)) &&
      (!rule.path || path.includes(rule.path)) &&
      Math.random() < rule.rate,
  )
}

/** Latency and fault injection around a service: errors before, drops after the work is done. */
async function withFaults(
  cloud: DemoCloud,
  request: Request,
  run: () => Promise<Response> | Response,
): Promise<Response> {
  const { latencyMs, faults } = cloud.settings
  if (latencyMs > 0) await delay(latencyMs)
  const slow = matching(faults, request, 'slow')
  if (slow) await delay(slow.delayMs ?? 5000)
  const error = matching(faults, request, 'error')
  if (error) {
    const status = error.status ?? 503
    return fault(
      status,
      status === 503
        ? 'The service is unavailable (injected fault).'
        : 'The server has either erred or is incapable of performing the requested operation. (injected fault)',
      // As the service's own fault middleware answers: with the request id to quote.
      { 'x-openstack-request-id': requestId() },
    )
  }
  const response = await run()
  if (matching(faults, request, 'drop')) return HttpResponse.error()
  return response
}

/**
 * @param origin where the cloud answers: '*' (any origin: Node tests, the HTTP server) or the
 *   page's origin in the browser, so the worker never shadows the app's own files.
 */
export function createHandlers(cloud: DemoCloud, origin = '*'): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`
  const services: Record<string, (request: Request) => Promise<Response> | Response> = {
    // First: with origin '*' the first region's patterns (*/volume/*) would match these paths too.
    // A further region's Cinder and Nova: /regions/<name>/volume/…, /regions/<name>/compute/….
    regions: (request) => {
      const [, , name = '', service = ''] = new URL(request.url).pathname.split('/')
      const region = cloud.regions.get(decodeURIComponent(name))
      const spec = service === 'volume' ? cinderSpec : service === 'compute' ? novaSpec : null
      if (!region || !spec) return fault(404, 'The resource could not be found.')
      return handleService(region, spec, request)
    },
    identity: (request) => handleKeystone(cloud, request),
    volume: (request) => handleService(cloud, cinderSpec, request),
    compute: (request) => handleService(cloud, novaSpec, request),
    image: (request) => handleGlance(cloud, request),
    placement: (request) => handlePlacement(cloud, request),
  }
  /** A call to one of the services, by its first path segment (the console proxy's way in). */
  const dispatch = async (request: Request): Promise<Response> => {
    const handle = services[new URL(request.url).pathname.split('/')[1] ?? '']
    if (!handle) return fault(404, 'The resource could not be found.')
    return withFaults(cloud, request, () => handle(request))
  }
  /**
   * A write is answered once the cloud has kept it (in the browser, IndexedDB): a page that loads
   * right after the answer (the demo's single sign-on, a reload, an address typed) reads it back.
   */
  const kept = async (request: Request, answered: Promise<Response> | Response): Promise<Response> => {
    const response = await answered
    if (request.method !== 'GET' && request.method !== 'HEAD') await cloud.kept()
    return response
  }
  return [
    // First: with origin '*' the services' patterns (*/volume/*) would match proxied paths too.
    http.all(at('/_console/session'), ({ request }) => kept(request, handleConsoleSession(cloud, request, dispatch))),
    http.all(at(CONSOLE_PASSWORD_PATH), ({ request }) => kept(request, handleConsolePassword(request, dispatch))),
    http.all(at(CONSOLE_WEBSSO_DEMO_PATH), ({ request }) => kept(request, handleDemoWebSso(cloud, request, dispatch))),
    http.all(at(`${CONSOLE_PROXY_BASE}/*`), ({ request }) =>
      kept(request, handleConsoleProxy(cloud, request, dispatch)),
    ),
    ...Object.entries(services).flatMap(([prefix, handle]) => [
      http.all(at(`/${prefix}`), ({ request }) =>
        kept(
          request,
          withFaults(cloud, request, () => handle(request)),
        ),
      ),
      http.all(at(`/${prefix}/*`), ({ request }) =>
        kept(
          request,
          withFaults(cloud, request, () => handle(request)),
        ),
      ),
    ]),
    http.all(at('/_demo/*'), ({ request }) => kept(request, handleDemoControl(cloud, request))),
  ]
}
