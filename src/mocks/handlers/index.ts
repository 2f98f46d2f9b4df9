// The one set of MSW handlers behind all three transports (browser, Node, HTTP on loopback).
import type { HttpHandler } from 'msw'
import { HttpResponse, delay, http } from 'msw'
import type { DemoCloud } from '../cloud/cloud'
import type { FaultRule } from '../cloud/state'
import { fault, requestId } from '../http/respond'
import { handleService } from '../http/service'
import { cinderSpec } from './cinder'
import { handleDemoControl } from './demo-control'
import { handleGlance } from './glance'
import { handleKeystone } from './keystone'
import { novaSpec } from './nova'

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
  const service = (prefix: string, handle: (request: Request) => Promise<Response> | Response) => [
    http.all(at(`/${prefix}`), ({ request }) => withFaults(cloud, request, () => handle(request))),
    http.all(at(`/${prefix}/*`), ({ request }) => withFaults(cloud, request, () => handle(request))),
  ]
  return [
    ...service('identity', (request) => handleKeystone(cloud, request)),
    ...service('volume', (request) => handleService(cloud, cinderSpec, request)),
    ...service('compute', (request) => handleService(cloud, novaSpec, request)),
    ...service('image', (request) => handleGlance(cloud, request)),
    http.all(at('/_demo/*'), ({ request }) => handleDemoControl(cloud, request)),
  ]
}
