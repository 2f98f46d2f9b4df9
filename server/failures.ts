// The console server's own failures: an exception in a route (the session, the proxy, the
// Sign In defaults, the app's files) is answered 500 with a body that tells nothing of it, and
// logged: the method, the path without its query string (a query may carry what is not the log's
// to keep), the request's id and the error with its stack. Never a header, so never a cookie or a
// token. The service logs them as JSON (request-log.ts); without it, one line on stderr.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorBody, sendJson } from './http-json.ts'
import { contextOf } from './request-context.ts'

export interface Failure {
  method: string
  /** The path without its query string. */
  path: string
  /** The console's id of the request (request-context.ts). */
  requestId: string
  error: unknown
}

/** Where the server writes a failure. */
export type FailureLog = (failure: Failure) => void

export function failureOf(req: IncomingMessage, error: unknown): Failure {
  return {
    method: req.method ?? 'GET',
    path: (req.url ?? '/').split(/[?#]/)[0] ?? '/',
    requestId: contextOf(req).id,
    error,
  }
}

export const logToStderr: FailureLog = (failure) => {
  process.stderr.write(`${failureLine(failure)}\n`)
}

/** What the page is told: that it failed, not how. */
export const FAILED_MESSAGE = "The console's server failed; its log says why."

/** A failure as one line of text: method, path (no query), the error's stack. */
export function failureLine({ method, path, error }: Failure): string {
  const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  return `volume-console: ${method} ${path} failed: ${stack.replace(/\s*\n\s*/g, ' | ')}`
}

/** Logs the failure and answers 500 (or, when the answer has begun, ends it). */
export function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown, log: FailureLog): void {
  log(failureOf(req, error))
  req.resume()
  sendJson(res, 500, errorBody(500, 'Internal Server Error', FAILED_MESSAGE))
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** The handler with its exceptions, thrown or rejected, answered and logged. */
export function guarded(handler: Handler, log: FailureLog): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    try {
      const result = handler(req, res)
      if (result instanceof Promise) result.catch((error: unknown) => answerFailure(req, res, error, log))
    } catch (error) {
      answerFailure(req, res, error, log)
    }
  }
}
