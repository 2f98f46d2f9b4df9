// The one error type of the API module: HTTP faults, network failures, timeouts, an expired
// token and a feature the cloud lacks all arrive as an OpenStackError.

export type ErrorKind = 'http' | 'network' | 'timeout' | 'expired' | 'unsupported'

export interface OpenStackErrorInit {
  kind: ErrorKind
  status: number
  fault: string
  message: string
  requestId?: string
  method?: string
  url?: string
  cause?: unknown
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

  constructor(init: OpenStackErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'OpenStackError'
    this.kind = init.kind
    this.status = init.status
    this.fault = init.fault
    this.requestId = init.requestId
    this.method = init.method
    this.url = init.url
  }
}

export function isOpenStackError(value: unknown): value is OpenStackError {
  return value instanceof OpenStackError
}

/** Pulls fault name and message out of a Nova/Cinder fault body or a Keystone error body. */
export function parseFaultBody(body: unknown): { fault: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined
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
