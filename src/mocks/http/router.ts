// A small router for one service: method + path pattern, with a minimum microversion per route.
import { atLeast } from '../../api/microversion'
import type { Caller, DemoCloud } from '../cloud/cloud'
import { fail } from '../cloud/fault'
import type { Schema } from './schema'
import { schemaMessage } from './schema'

export interface RouteContext {
  cloud: DemoCloud
  request: Request
  url: URL
  params: Record<string, string>
  query: URLSearchParams
  caller: Caller
  version: string
  /** Base URL of the service for links, e.g. http://host/volume/v3/<project>. */
  base: string
  origin: string
  /** The parsed JSON body (400 "Malformed request body" when it is not JSON). */
  body(): Promise<unknown>
  /** The body, checked against a schema; a failure is the real 400 schema error. */
  validBody<T>(schema: Schema): Promise<T>
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'
  path: string
  /** Minimum microversion: below it the route does not exist (404). */
  min?: string
  handle(context: RouteContext): Response | Promise<Response>
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed' }

function matchPath(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  if (parts.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment)
    else if (part !== segment) return null
  }
  return params
}

export function matchRoute(routes: Route[], method: string, segments: string[], version: string): RouteMatch {
  let pathMatched = false
  for (const route of routes) {
    const params = matchPath(route.path, segments)
    if (!params) continue
    if (route.min && !atLeast(version, route.min)) continue
    pathMatched = true
    if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
      return { kind: 'found', route, params }
  }
  return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' }
}

export function bodyReader(request: Request): Pick<RouteContext, 'body' | 'validBody'> {
  let parsed: Promise<unknown> | undefined
  const body = () => {
    parsed ??= request.text().then((text) => {
      if (!text.trim()) return fail(400, 'Malformed request body')
      try {
        return JSON.parse(text) as unknown
      } catch {
        return fail(400, 'Malformed request body')
      }
    })
    return parsed
  }
  return {
    body,
    async validBody<T>(schema: Schema): Promise<T> {
      const value = await body()
      const message = schemaMessage(schema, value)
      if (message) fail(400, message)
      return value as T
    },
  }
}

export function intParam(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined
  if (!/^-?\d+$/.test(value)) fail(400, `${name} param must be an integer`)
  const parsed = Number(value)
  if (parsed < 0) fail(400, `${name} param must be positive`)
  return parsed
}
