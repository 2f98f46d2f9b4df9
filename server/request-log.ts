// The console server's log (pino): one JSON line per answered request and one per failure, on
// stdout. A request's line: time, its id (X-Request-Id), method, route, path without its query
// string, status, duration, bytes sent, the client's address, the session's user and project
// ids, and the cloud call it made with the cloud's x-openstack-request-id, so an operator can
// follow it into Cinder's or Nova's log. Never a header, a body or a query string: so never a
// token, a password or a cookie.
import type { IncomingMessage } from 'node:http'
import { pino, type DestinationStream, type Logger } from 'pino'
import type { Failure, FailureLog } from './failures.ts'
import type { Answered } from './metrics.ts'
import type { RequestContext } from './request-context.ts'
import type { LogLevel } from './settings.ts'

export interface LogOptions {
  level?: LogLevel
  /** No line per request (failures and the server's own lines are still written). */
  quiet?: boolean
  /** Where the lines go: stdout without it. */
  destination?: DestinationStream
}

export function createLogger({ level = 'info', destination }: LogOptions = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'volume-console' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  )
}

/**
 * Ends the log and resolves once every line written so far has reached its destination, so a
 * `process.exit` after it loses nothing. Not `logger.flush(cb)`: pino's stdout destination
 * (sonic-boom, `minLength` 0) calls that back at once even while a write is still in flight
 * (sonic-boom's index.js, `flush`), and a process that exits then drops its last line.
 */
export function endLog(logger: Logger): Promise<void> {
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
    (DestinationStream & { end?: () => void; once?: (event: string, listener: () => void) => void }) | undefined
  if (!stream?.end || !stream.once) return Promise.resolve()
  return new Promise((resolve) => {
    stream.once?.('close', resolve)
    stream.end?.()
  })
}

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split(/[?#]/)[0] ?? '/'
const milliseconds = (seconds: number) => Math.round(seconds * 10_000) / 10

/** The request's line. */
export function requestFields(req: IncomingMessage, context: RequestContext, answered: Answered) {
  const call = context.cloudCall
  return {
    req_id: context.id,
    method: answered.method,
    route: context.route,
    path: pathOf(req),
    status: answered.status,
    ms: milliseconds(answered.seconds),
    bytes: answered.bytes,
    ...(answered.complete ? {} : { cut: true }),
    client: context.client,
    ...(context.userId ? { user_id: context.userId } : {}),
    ...(context.projectId ? { project_id: context.projectId } : {}),
    ...(call
      ? {
          cloud: {
            service: call.service,
            status: call.status,
            ms: milliseconds(call.seconds),
            ...(call.requestId ? { request_id: call.requestId } : {}),
          },
        }
      : {}),
    ...(context.signIn ? { sign_in: context.signIn } : {}),
    ...(context.opened ? { session_opened: context.opened } : {}),
    ...(context.ended ? { session_ended: context.ended } : {}),
    ...(context.cookieRefused ? { cookie_refused: context.cookieRefused } : {}),
  }
}

export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  context: RequestContext,
  answered: Answered,
  quiet: boolean,
): void {
  // Probes come every few seconds from each load balancer: logged only at debug.
  const probe = context.route === 'healthz' || context.route === 'readyz' || context.route === 'metrics'
  if (quiet && answered.status < 500) return
  const fields = requestFields(req, context, answered)
  if (answered.status >= 500) logger.warn(fields, 'request')
  else if (probe) logger.debug(fields, 'request')
  else logger.info(fields, 'request')
}

/** Failures as JSON lines with the error's stack (pino's err serializer). */
export function failureLogTo(logger: Logger): FailureLog {
  return ({ method, path, requestId, error }: Failure) =>
    logger.error({ req_id: requestId, method, path, err: error }, 'request failed')
}
