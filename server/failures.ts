// The console server's own failures: an exception in a route (the session, the proxy, the
// Sign In defaults, the app's files) is answered 500 with a body that tells nothing of it, and
// logged as one line on stderr: the method, the path without its query string (a query may carry
// what is not the log's to keep), and the error's stack. Never a header, so never a cookie or a
// token. `--quiet` silences the per-request lines only (serve.ts), never these.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorBody, sendJson } from './http-json.ts'

/** Where the server writes a failure: one line, without its newline. */
export type FailureLog = (line: string) => void

export const logToStderr: FailureLog = (line) => {
  process.stderr.write(`${line}\n`)
}

/** What the page is told: that it failed, not how. */
export const FAILED_MESSAGE = "The console's server failed; its log says why."

/** The log line for a failure: method, path (no query), the error's stack, on one line. */
export function failureLine(req: Pick<IncomingMessage, 'method' | 'url'>, error: unknown): string {
  const path = (req.url ?? '/').split(/[?#]/)[0]
  const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  return `volume-console: ${req.method ?? 'GET'} ${path} failed: ${stack.replace(/\s*\n\s*/g, ' | ')}`
}

/** Logs the failure and answers 500 (or, when the answer has begun, ends it). */
export function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown, log: FailureLog): void {
  log(failureLine(req, error))
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
