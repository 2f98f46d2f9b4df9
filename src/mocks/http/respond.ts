// Answers in the wire format of the real services.
import type { Refusal } from '../../rules/verdict'
import { faultName } from '../../rules/verdict'

export function requestId(): string {
  return `req-${crypto.randomUUID()}`
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers })
}

const webobAnswers = new WeakSet<Response>()

/**
 * A bare webob.Response, as Cinder returns for a deleted volume or metadata key: HTML content
 * type, and none of the wsgi layer's extra headers (x-compute-request-id).
 */
export function webobEmpty(status: number): Response {
  const response = new Response(null, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
  webobAnswers.add(response)
  return response
}

/** A webob.Response with a body a controller serialised itself (HTML content type all the same). */
export function webobBody(text: string, headers: Record<string, string> = {}): Response {
  const response = new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers },
  })
  webobAnswers.add(response)
  return response
}

export function isWebobAnswer(response: Response): boolean {
  return webobAnswers.has(response)
}

/** `{"<name>": {"code", "message"}}`, the fault body of Nova and Cinder. */
export function fault(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ [faultName(status)]: { code: status, message } }, status, headers)
}

export function refusal(refused: Refusal, headers: Record<string, string> = {}): Response {
  return json({ [refused.fault]: { code: refused.status, message: refused.message } }, refused.status, headers)
}

export { UNAUTHORIZED_MESSAGE as AUTH_REQUIRED } from '../../rules/keystone-passwords'

/** Keystone's error body (also what keystonemiddleware answers for a bad token). */
export function keystoneError(
  status: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json({ error: { code: status, title, message } }, status, headers)
}

/** The router's own 404 is HTML, not JSON (real-openstack README). */
export function routerNotFound(): Response {
  return new Response(
    '<html>\n <head>\n  <title>404 Not Found</title>\n </head>\n <body>\n  <h1>404 Not Found</h1>\n  The resource could not be found.<br /><br />\n\n\n\n </body>\n</html>',
    { status: 404, headers: { 'Content-Type': 'text/html; charset=UTF-8' } },
  )
}
