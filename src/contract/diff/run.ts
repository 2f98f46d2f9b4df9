// `npm run diff-clouds`: the same calls against the real cloud of OS_* and against the demo
// cloud over HTTP, compared: one line per difference, then the total. Differences the demo cloud
// keeps on purpose (known-differences.ts, docs/cloud-differences.md) are listed apart; any other
// one makes the run fail. Needs a member (OS_*) and an admin (CONTRACT_ADMIN_*).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import type { Credentials } from '../../api'
import { startHttpCloud } from '../../mocks/http-server'
import type { Difference } from './compare'
import { compareRecordings, differenceLine } from './compare'
import type { Exchange } from './exchange'
import { startCliRecorder } from './cli-flows'
import { HttpSession } from './http-session'
import { knownDifference } from './known-differences'
import { runProbes } from './probes'

/** The CLIs' calls are part of the comparison where the CLIs are installed (CI installs them). */
const CLIS_INSTALLED = ['openstack', 'cinder', 'nova'].every((program) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, program))),
)

const OUT = join(import.meta.dirname, '..', '..', '..', '.diff-clouds')

function env(name: string, fallback?: string): string {
  const value = process.env[name] || fallback
  if (value === undefined) throw new Error(`npm run diff-clouds needs ${name} (the real cloud, as npm run test:cloud)`)
  return value
}

interface Roles {
  member: Credentials
  admin: Credentials
  reader: Credentials
}

/** The reader the recorder signs in as on a real cloud (made by ensureReader when missing). */
const READER = { username: 'vc-diff-reader', password: 'vc-diff-reader-password' }

function realCredentials(): Omit<Roles, 'reader'> {
  const common = {
    authUrl: env('OS_AUTH_URL'),
    userDomainName: env('OS_USER_DOMAIN_NAME', 'Default'),
    projectDomainName: env('OS_PROJECT_DOMAIN_NAME', 'Default'),
  }
  return {
    member: {
      ...common,
      username: env('OS_USERNAME'),
      password: env('OS_PASSWORD'),
      projectName: env('OS_PROJECT_NAME'),
    },
    admin: {
      ...common,
      username: env('CONTRACT_ADMIN_USERNAME'),
      password: env('CONTRACT_ADMIN_PASSWORD'),
      projectName: env('CONTRACT_ADMIN_PROJECT_NAME', 'admin'),
    },
  }
}

/**
 * A user with only the reader role in the member's project, as an admin makes one through
 * Keystone's API (the demo user of the Zed cloud CI starts is a member too). Idempotent: the password is set again.
 */
async function ensureReader(credentials: Omit<Roles, 'reader'>): Promise<Credentials> {
  const admin = await HttpSession.signIn('real admin', credentials.admin, () => undefined)
  const get = async (path: string) => (await admin.quietly('identity', 'GET', path)).body as Record<string, unknown[]>
  const [project] = (await get(`/projects?name=${encodeURIComponent(credentials.member.projectName)}`))
    .projects as Array<{ id: string }>
  const [role] = (await get('/roles?name=reader')).roles as Array<{ id: string }>
  if (!project || !role) throw new Error('the real cloud has no such project or no reader role')
  let [user] = (await get(`/users?name=${READER.username}`)).users as Array<{ id: string }>
  const reader = { ...credentials.member, username: READER.username, password: READER.password }
  const existed = Boolean(user)
  if (!user) {
    const made = await admin.quietly('identity', 'POST', '/users', {
      user: { name: READER.username, password: READER.password, domain_id: 'default', enabled: true },
    })
    user = (made.body as { user: { id: string } }).user
  }
  await admin.quietly('identity', 'PUT', `/projects/${project.id}/users/${user.id}/roles/${role.id}`)
  // The password is set again only when it no longer works: Keystone revokes a user's tokens on a
  // password change by the second, so a token from the same second is refused until it passes.
  if (existed && !(await readerWorks(reader))) {
    await admin.quietly('identity', 'PATCH', `/users/${user.id}`, { user: { password: READER.password } })
    for (let tries = 0; !(await readerWorks(reader)); tries += 1) {
      if (tries >= 50) throw new Error('the reader signs in but its token is refused')
    }
  }
  return reader
}

/** The reader signs in and its token is accepted (not revoked by a password change in that second). */
async function readerWorks(reader: Credentials): Promise<boolean> {
  try {
    const session = await HttpSession.signIn('real reader', reader, () => undefined)
    return (await session.quietly('identity', 'GET', '/auth/projects')).status === 200
  } catch {
    return false
  }
}

async function record(label: string, credentials: Roles, timeoutMs: number) {
  const exchanges: Exchange[] = []
  const push = (exchange: Exchange) => exchanges.push(exchange)
  const member = await HttpSession.signIn(`${label} member`, credentials.member, push, 'identity: sign in (member)')
  const admin = await HttpSession.signIn(`${label} admin`, credentials.admin, push, 'identity: sign in (admin)')
  const reader = await HttpSession.signIn(`${label} reader`, credentials.reader, push, 'identity: sign in (reader)')
  const run = `vc-diff-${Date.now().toString(36)}`
  const cli = CLIS_INSTALLED ? await startCliRecorder(member, credentials.member, push) : null
  try {
    await runProbes({ member, admin, reader, run, flavor: env('CONTRACT_FLAVOR', '1'), timeoutMs, cli })
  } finally {
    await cli?.close()
  }
  return exchanges
}

async function main(): Promise<number> {
  const credentials = realCredentials()
  const real = await record(
    'real',
    { ...credentials, reader: await ensureReader(credentials) },
    Number(env('CONTRACT_TIMEOUT_MS', '120000')),
  )
  const demoCloud = await startHttpCloud({ port: 0, scenario: 'empty', settings: { transitionMs: 100 } })
  let demo: Exchange[]
  try {
    const common = { authUrl: demoCloud.authUrl, userDomainName: 'Default', projectDomainName: 'Default' }
    demo = await record(
      'demo',
      {
        member: { ...common, username: 'demo', password: 'demo', projectName: 'demo' },
        admin: { ...common, username: 'admin', password: 'admin', projectName: 'admin' },
        reader: { ...common, username: 'reader', password: 'reader', projectName: 'demo' },
      },
      20_000,
    )
  } finally {
    await demoCloud.close()
  }
  // Both recordings, for reading a difference in full.
  mkdirSync(OUT, { recursive: true })
  writeFileSync(join(OUT, 'real.json'), JSON.stringify(real, null, 2))
  writeFileSync(join(OUT, 'demo.json'), JSON.stringify(demo, null, 2))
  const differences = compareRecordings(demo, real)
  const listed: Array<[Difference, string]> = []
  const unlisted: Difference[] = []
  for (const difference of differences) {
    const known = knownDifference(difference)
    if (known) listed.push([difference, known.id])
    else unlisted.push(difference)
  }
  for (const difference of unlisted) console.log(differenceLine(difference))
  for (const [difference, id] of listed) console.log(`kept (${id}): ${differenceLine(difference)}`)
  if (!CLIS_INSTALLED)
    console.log('The openstack, cinder and nova CLIs are not installed: their calls are not compared.')
  console.log(
    `${real.length} calls on each cloud; ${unlisted.length} differences, ${listed.length} kept on purpose (docs/cloud-differences.md); recordings in .diff-clouds/`,
  )
  // For `npm run test:cloud`: each call is a check, failed when it differs other than on purpose.
  const report = process.argv[2]
  if (report) {
    const failed = new Set(unlisted.map((difference) => `${difference.step} ${difference.call}`)).size
    // Each difference's line too, for the test runner's summary of what failed.
    const differing = unlisted.map(differenceLine)
    writeFileSync(report, JSON.stringify({ passed: real.length - failed, failed, kept: listed.length, differing }))
  }
  return unlisted.length === 0 ? 0 : 1
}

process.exitCode = await main()
