// Runs a command the "Equivalent command" disclosure shows as a user pastes it: through `sh -c`
// with the real CLIs, only the OS_* variables of the given user (src/test/cli-env.ts) and any
// variable the command reads (Accept Transfer's key). Answers the id the CLI's table printed.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Credentials, OpenStackClient } from '../api'
import { cliEnvironmentFor } from '../test/cli-env'

const run = promisify(execFile)

export async function runShown(
  command: string,
  user: Credentials,
  variables: Record<string, string> = {},
): Promise<string | undefined> {
  const env = { ...cliEnvironmentFor(user), ...variables }
  const { stdout } = await run('sh', ['-c', command], { env, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 })
  return /^\|\s*id\s*\|\s*([0-9a-f-]{36})\s*\|/im.exec(stdout)?.[1]
}

/** The administrator's client and a shell as the administrator; `what` names what needs one. */
export function administrator(
  world: { admin: OpenStackClient | null; target: { admin: Credentials | null } },
  what: string,
): { admin: OpenStackClient; asAdmin: (command: string) => Promise<string | undefined> } {
  const admin = world.admin
  const credentials = world.target.admin
  if (!admin || !credentials) throw new Error(`${what} needs an admin (CONTRACT_ADMIN_*)`)
  return { admin, asAdmin: (command) => runShown(command, credentials) }
}
