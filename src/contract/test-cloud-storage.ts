// Storage Cinder does not manage, on the real cloud: the Zed test cloud's make-unmanaged.sh writes
// a file into its fake backend's data directory (under RO_STATE, /var/lib/real-openstack unless
// set), so the suite must run on that machine as a user who may write there (CI runs it as root).
// The script is CONTRACT_MAKE_UNMANAGED, else ../shared/real-openstack/make-unmanaged.sh beside
// the repository, where CI starts that cloud from.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

export function makeUnmanagedScript(): string {
  const given = process.env.CONTRACT_MAKE_UNMANAGED
  if (given) return given
  const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  const beside = resolve(repository, '../shared/real-openstack/make-unmanaged.sh')
  if (existsSync(beside)) return beside
  throw new Error(
    `storage Cinder does not manage is made by the test cloud's make-unmanaged.sh: set CONTRACT_MAKE_UNMANAGED (not at ${beside})`,
  )
}

/** Runs the script; its last line names the pool: "… (host ro-cinder@fake#fake)". */
export async function makeUnmanagedOnTestCloud(name: string, sizeGb: number, origin?: string): Promise<string> {
  const args = origin ? [name, String(sizeGb), origin] : [name, String(sizeGb)]
  const { stdout } = await run(makeUnmanagedScript(), args, { timeout: 30_000 })
  const host = /\(host ([^)]+)\)/.exec(stdout)?.[1]
  if (!host) throw new Error(`make-unmanaged.sh said no host: ${stdout}`)
  return host
}
