// One OpenStack service behind a path prefix: token check, microversion, routing, and every
// refusal turned into the real fault body.
import type { Caller, DemoCloud } from '../cloud/cloud'
import { CloudFault } from '../cloud/fault'
import { callerOf } from '../cloud/identity'
import type { ServiceVersions } from './microversion'
import { requestedVersion, versionHeaders } from './microversion'
import { AUTH_REQUIRED, fault, keystoneError, refusal, requestId, routerNotFound } from './respond'
import type { Route } from './router'
import { bodyReader, matchRoute } from './router'

export interface ServiceSpec {
  /** First path segment, e.g. "volume". */
  prefix: string
  /** Versioned segment, e.g. "v3". */
  versionSegment: string
  versions: ((cloud: DemoCloud) => ServiceVersions) | null
  /** Unauthenticated version documents: GET /<prefix>/ and /<prefix>/<version>/. */
  versionDocument(cloud: DemoCloud, origin: string, versioned: boolean): Response
  routes: Route[]
  /** Cinder: /v3/{project_id}/… (optional from 3.67). */
  projectInPath: boolean
  requestIdHeaders(id: string): Record<string, string>
}

const PROJECT_ID = /^[0-9a-f-]{8,}$/

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value)
  return response
}

export async function handleService(cloud: DemoCloud, spec: ServiceSpec, request: Request): Promise<Response> {
  cloud.tick()
  const url = new URL(request.url)
  const origin = url.origin
  const all = url.pathname.split('/').filter(Boolean)
  const start = all.indexOf(spec.prefix)
  const segments = all.slice(start + 1)
  const id = requestId()
  const idHeaders = spec.requestIdHeaders(id)
  if (segments.length === 0) return withHeaders(spec.versionDocument(cloud, origin, false), idHeaders)
  if (segments[0] !== spec.versionSegment) return withHeaders(routerNotFound(), idHeaders)
  let rest = segments.slice(1)
  if (rest.length === 0 && request.method === 'GET')
    return withHeaders(spec.versionDocument(cloud, origin, true), idHeaders)
  const token = request.headers.get('X-Auth-Token')
  const caller: Caller | null = callerOf(cloud, token)
  if (!caller) {
    return keystoneError(401, 'Unauthorized', AUTH_REQUIRED, {
      ...idHeaders,
      'WWW-Authenticate': `Keystone uri="${origin}/identity"`,
    })
  }
  let base = `${origin}/${spec.prefix}/${spec.versionSegment}`
  if (spec.projectInPath && rest[0] !== undefined && PROJECT_ID.test(rest[0])) {
    const projectId = rest[0]
    if (projectId !== caller.projectId) {
      return fault(
        400,
        `Malformed request URL: URL's project_id '${projectId}' doesn't match Context's project_id '${caller.projectId}'`,
        idHeaders,
      )
    }
    rest = rest.slice(1)
    base = `${base}/${projectId}`
  }
  let headers = idHeaders
  let version = '0.0'
  if (spec.versions) {
    const versions = spec.versions(cloud)
    const requested = requestedVersion(request, versions)
    if (!requested.ok) return fault(requested.status, requested.message, idHeaders)
    version = requested.version
    headers = { ...idHeaders, ...versionHeaders(versions.service, version) }
  }
  const match = matchRoute(spec.routes, request.method, rest, version)
  if (match.kind === 'not-found') {
    // webob's default text for a method below its minimum version, or an unknown path.
    return fault(404, 'The resource could not be found.', headers)
  }
  if (match.kind === 'method-not-allowed')
    return fault(405, 'The method specified is not allowed for this resource.', headers)
  try {
    const response = await match.route.handle({
      cloud,
      request,
      url,
      params: match.params,
      query: url.searchParams,
      caller,
      version,
      base,
      origin,
      ...bodyReader(request),
    })
    if (request.method !== 'GET' && request.method !== 'HEAD') cloud.changed()
    return withHeaders(response, headers)
  } catch (error) {
    if (error instanceof CloudFault) return refusal(error.refusal, headers)
    const message = error instanceof Error ? error.message : String(error)
    console.error(`demo cloud: ${request.method} ${url.pathname} failed:`, error)
    return fault(
      500,
      `The server has either erred or is incapable of performing the requested operation. (${message})`,
      headers,
    )
  }
}
