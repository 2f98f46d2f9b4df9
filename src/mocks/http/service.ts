// One OpenStack service behind a path prefix: token check, microversion, routing, and every
// refusal turned into the real fault body.
import type { Caller, DemoCloud } from '../cloud/cloud'
import { CloudFault } from '../cloud/fault'
import { callerOf } from '../cloud/identity'
import type { ServiceVersions } from './microversion'
import { requestedVersion, versionHeaders } from './microversion'
import { AUTH_REQUIRED, fault, isWebobAnswer, keystoneError, refusal, requestId, routerNotFound } from './respond'
import type { Route } from './router'
import { bodyReader, matchRoute } from './router'

export interface ServiceSpec {
  /** First path segment, e.g. "volume". */
  prefix: string
  /** Versioned segment, e.g. "v3". */
  versionSegment: string
  versions: ((cloud: DemoCloud) => ServiceVersions) | null
  /** Version documents: GET /<prefix>/ and /<prefix>/<version>/, with the headers they carry. */
  versionDocument(cloud: DemoCloud, origin: string, versioned: boolean): Response
  /** Cinder's /v3/ sits behind the auth middleware (a 401 without a token); Nova's /v2.1/ does not. */
  versionedDocumentNeedsToken: boolean
  /** Nova's root version list is answered outside its request-id middleware. */
  rootWithoutRequestId: boolean
  /** The service's own conventions for every answer (content types of empty and error answers). */
  finish(response: Response, request: Request): Response
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
  const all = url.pathname.split('/').filter(Boolean)
  const start = all.indexOf(spec.prefix)
  // Links name the service where it answers: a further region's under its mount (/regions/<name>).
  const origin = `${url.origin}${all
    .slice(0, Math.max(start, 0))
    .map((part) => `/${part}`)
    .join('')}`
  const segments = all.slice(start + 1)
  const id = requestId()
  const idHeaders = spec.requestIdHeaders(id)
  // The version documents answer at the version asked for when it is a valid one (Cinder's echo).
  const documentVersion = (response: Response) => {
    const versions = spec.versions?.(cloud)
    const asked = versions ? requestedVersion(request, versions) : null
    if (versions && asked?.ok && response.headers.has('OpenStack-API-Version')) {
      for (const [name, value] of Object.entries(versionHeaders(versions.service, asked.version)))
        response.headers.set(name, value)
    }
    return response
  }
  if (segments.length === 0) {
    const document = documentVersion(spec.versionDocument(cloud, origin, false))
    return withHeaders(document, spec.rootWithoutRequestId ? {} : idHeaders)
  }
  if (segments[0] !== spec.versionSegment) return withHeaders(routerNotFound(), idHeaders)
  let rest = segments.slice(1)
  const token = request.headers.get('X-Auth-Token')
  const caller: Caller | null = callerOf(cloud, token)
  // keystonemiddleware's answer (C:keystonemiddleware/auth_token/__init__.py): the x-openstack-request-id only.
  const unauthorized = () =>
    keystoneError(401, 'Unauthorized', AUTH_REQUIRED, {
      'x-openstack-request-id': id,
      'WWW-Authenticate': `Keystone uri="${url.origin}/identity/v3"`,
    })
  if (rest.length === 0 && request.method === 'GET') {
    if (spec.versionedDocumentNeedsToken && !caller) return unauthorized()
    return withHeaders(documentVersion(spec.versionDocument(cloud, origin, true)), idHeaders)
  }
  if (!caller) return unauthorized()
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
    // The refusal echoes the version asked for (C:cinder/api/openstack/wsgi.py, N:nova/api/openstack/wsgi.py).
    if (!requested.ok) {
      const echo = requested.asked ? versionHeaders(versions.service, requested.asked) : {}
      return spec.finish(fault(requested.status, requested.message, { ...idHeaders, ...echo }), request)
    }
    version = requested.version
    headers = { ...idHeaders, ...versionHeaders(versions.service, version) }
  }
  const match = matchRoute(spec.routes, request.method, rest, version)
  if (match.kind === 'not-found') {
    // webob's default text for a method below its minimum version, or an unknown path.
    return spec.finish(fault(404, 'The resource could not be found.', headers), request)
  }
  if (match.kind === 'method-not-allowed')
    return spec.finish(fault(405, 'The method specified is not allowed for this resource.', headers), request)
  try {
    const response = await match.route.handle({
      cloud,
      request,
      url,
      params: match.params,
      query: url.searchParams,
      caller: { ...caller, requestId: id },
      version,
      base,
      origin,
      ...bodyReader(request),
    })
    if (request.method !== 'GET' && request.method !== 'HEAD') cloud.changed()
    // A plain webob answer passes outside the wsgi layer that adds the compat request id.
    const own = isWebobAnswer(response)
      ? Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-compute-request-id'))
      : headers
    return spec.finish(withHeaders(response, own), request)
  } catch (error) {
    if (error instanceof CloudFault) return spec.finish(refusal(error.refusal, headers), request)
    const message = error instanceof Error ? error.message : String(error)
    console.error(`demo cloud: ${request.method} ${url.pathname} failed:`, error)
    return spec.finish(
      fault(
        500,
        `The server has either erred or is incapable of performing the requested operation. (${message})`,
        headers,
      ),
      request,
    )
  }
}
