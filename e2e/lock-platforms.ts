/**
 * The npm registry these machines use serves only the Linux builds of packages that ship one
 * native binding per platform (unrs-resolver, under eslint-plugin-import-x). `npm install`
 * here then leaves the other platforms' optional packages out of package-lock.json, and
 * `npm ci` refuses the lock as out of sync ("Missing: @unrs/resolver-binding-darwin-arm64").
 *
 * `tsx e2e/lock-platforms.ts` fails when an optional dependency named in the lock has no
 * entry of its own; `--fix` writes the missing entries with the os/cpu/libc their names
 * give, which is what npm would have written (less the integrity it could not read), so
 * `npm ci` skips them on this platform. Run it after every `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

type Entry = {
  version?: string
  dev?: boolean
  optional?: boolean
  license?: string
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
}

const file = join(import.meta.dirname, '..', 'package-lock.json')
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, Entry> }
const oses = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'netbsd', 'openbsd', 'sunos', 'aix']
const cpus = ['arm64', 'arm', 'ia32', 'x64', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32']

/** os, cpu and libc from a binding's name, e.g. "@unrs/resolver-binding-linux-arm-musleabihf". */
function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').at(-1)!.split('-')
  const os = parts.find((p) => oses.includes(p))
  const cpu = parts.find((p) => cpus.includes(p))
  if (!os || !cpu) return undefined
  const libcPart = parts.find((p) => p.startsWith('gnu') || p.startsWith('musl'))
  const libc = libcPart ? (libcPart.startsWith('musl') ? 'musl' : 'glibc') : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) }
}

const missing: { key: string; name: string; version: string; parent: Entry }[] = []
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = key === '' ? '' : `${key}/`
    if (lock.packages[`${prefix}node_modules/${name}`] || lock.packages[`node_modules/${name}`]) continue
    missing.push({ key: `node_modules/${name}`, name, version, parent: entry })
  }
}

if (missing.length === 0) {
  console.log('package-lock.json: every optional dependency has an entry')
  process.exit(0)
}
if (!process.argv.includes('--fix')) {
  for (const m of missing) console.error(`package-lock.json: no entry for ${m.name}@${m.version}`)
  console.error(`${missing.length} missing; run: npx tsx e2e/lock-platforms.ts --fix`)
  process.exit(1)
}
for (const m of missing) {
  const platform = platformOf(m.name)
  if (!platform || !/^\d+\.\d+\.\d+/.test(m.version)) {
    console.error(`cannot tell the platform or exact version of ${m.name}@${m.version}; add it by hand`)
    process.exit(1)
  }
  lock.packages[m.key] = {
    version: m.version,
    ...(m.parent.dev ? { dev: true } : {}),
    ...platform,
    ...(m.parent.license ? { license: m.parent.license } : {}),
    optional: true,
  }
}
const root = lock.packages['']
const rest = Object.keys(lock.packages)
  .filter((k) => k !== '')
  .sort((a, b) => a.localeCompare(b, 'en'))
lock.packages = Object.fromEntries([['', root!], ...rest.map((k) => [k, lock.packages[k]!])])
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: added ${missing.length} platform entries`)
