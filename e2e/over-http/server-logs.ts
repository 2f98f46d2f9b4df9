// Where the console's servers of this configuration write their logs (their stdout), for the
// check that reads them after every journey (server-log.spec.ts). Kept out of the output
// directory, which Playwright empties once the servers have started.
import { join } from 'node:path'

const real = process.env.E2E_CLOUD === 'real'
export const LOG_DIR = join(import.meta.dirname, real ? '.logs-real' : '.logs-demo')
export const logFile = (port: number) => join(LOG_DIR, `console-${port}.log`)

export const CONSOLE_PORT = real ? 4175 : 4174
export const CLOUDS_CONSOLE_PORT = 4176
export const SERVER_LOGS = real ? [logFile(CONSOLE_PORT)] : [logFile(CONSOLE_PORT), logFile(CLOUDS_CONSOLE_PORT)]

/** The shell command that starts a console server with its log in its file. */
export const serveCommand = (port: number, dir: string) =>
  `mkdir -p ${LOG_DIR} && exec npx tsx server/serve.ts --port ${port} --dir ${dir} > ${logFile(port)}`
