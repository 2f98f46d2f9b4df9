// The one error type of the API module: HTTP faults, network failures, timeouts, an expired
// token and a feature the cloud lacks all arrive as an OpenStackError. The module states facts:
// the cloud's own message, or (for what the console found out itself) a reason code with its
// parameters, which the UI words in the reader's language (src/components/error-text.ts). The
// message of such an error is plain English, for logs and scripts.

import type { ReceiptBody } from './keystone-wire'

export type ErrorKind = 'http' | 'network' | 'timeout' | 'expired' | 'unsupported'

/** What the console itself found wrong, as a code and its parameters. */
export type ErrorReason =
  | { code: 'token-expired' }
  /** The console's server holds no usable session for this browser (see console-wire.ts). */
  | { code: 'session-ended'; why: 'malformed' | 'tampered' | 'expired' | 'revoked' }
  | { code: 'timeout'; host: string; seconds: number; request: string }
  | { code: 'unreachable'; host: string; request: string; cause: string }
  | { code: 'no-endpoint'; service: string; interface: string; region?: string }
  | { code: 'feature-missing'; feature: string; service: 'volume' | 'compute'; needed: string; have: string | null }
  | { code: 'no-service'; service: 'compute' | 'image' }
  | { code: 'demo-unreachable'; cause: string }
  | { code: 'demo-not-json' }
  | { code: 'demo-refused'; status: number; message: string }
  | { code: 'demo-malformed' }

export interface OpenStackErrorInit {
  kind: ErrorKind
  status: number
  fault: string
  message: string
  requestId?: string
  method?: string
  url?: string
  cause?: unknown
  reason?: ErrorReason
  receipt?: KeystoneReceipt
}

/** Keystone's 401 asking for another sign-in method: its body, and its receipt when the page may hold it (direct sign-in). */
export interface KeystoneReceipt {
  body: ReceiptBody
  id?: string
}

export class OpenStackError extends Error {
  readonly kind: ErrorKind
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** OpenStack fault name (badRequest, itemNotFound…), Keystone's title, or our own kind name. */
  readonly fault: string
  readonly requestId?: string
  readonly method?: string
  readonly url?: string
  /** Set when the console, not the cloud, found the error: the UI words it from this. */
  readonly reason?: ErrorReason
  /** Set when Keystone asks for another method (two-factor sign-in): the next step needs it. */
  readonly receipt?: KeystoneReceipt

  constructor(init: OpenStackErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'OpenStackError'
    this.kind = init.kind
    this.status = init.status
    this.fault = init.fault
    this.requestId = init.requestId
    this.method = init.method
    this.url = init.url
    this.reason = init.reason
    this.receipt = init.receipt
  }
}

/** A call that needs a service the catalog does not list (nothing is sent). */
export function serviceMissing(service: 'compute' | 'image'): OpenStackError {
  return new OpenStackError({
    kind: 'unsupported',
    status: 0,
    fault: 'serviceMissing',
    message: `The catalog lists no ${service} service.`,
    reason: { code: 'no-service', service },
  })
}

export function isOpenStackError(value: unknown): value is OpenStackError {
  return value instanceof OpenStackError
}

/** Pulls fault name and message out of a Nova/Cinder fault body or a Keystone error body. */
export function parseFaultBody(body: unknown): { fault: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  // webob's JSON error page, as Glance answers: {"message": "…<br /><br />\n\n\n", "code": "404 Not Found", "title": "Not Found"}.
  const page = body as { message?: unknown; code?: unknown; title?: unknown }
  if (typeof page.message === 'string' && typeof page.code === 'string' && typeof page.title === 'string') {
    return { fault: page.title, message: page.message.replace(/<br \/>/g, ' ').trim() }
  }
  // Placement: {"errors": [{"status", "title", "detail", "request_id"}]} (placement/util.py#json_error_formatter).
  const errors = (body as { errors?: unknown }).errors
  if (Array.isArray(errors)) {
    const first = errors[0] as { title?: unknown; detail?: unknown } | undefined
    if (first && typeof first.title === 'string' && typeof first.detail === 'string') {
      return { fault: first.title, message: first.detail.replace(/\s+/g, ' ').trim() }
    }
  }
  const entries = Object.entries(body as Record<string, unknown>)
  if (entries.length !== 1) return undefined
  const [name, inner] = entries[0] as [string, unknown]
  if (typeof inner !== 'object' || inner === null) return undefined
  const { message, title } = inner as { message?: unknown; title?: unknown }
  if (typeof message !== 'string') return undefined
  // Keystone: {"error": {"code", "title", "message"}}; the title names the fault.
  if (name === 'error' && typeof title === 'string') return { fault: title, message }
  return { fault: name, message }
}
