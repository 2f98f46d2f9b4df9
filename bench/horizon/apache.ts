// Horizon served the way Debian deploys it: Apache (mpm_event, Debian's enabled modules and
// conf-enabled, so mod_deflate compresses as on any Debian host) with mod_wsgi and the
// `openstack-dashboard-alias-only` site (Horizon under /horizon, static files from
// /var/lib/openstack-dashboard/static, compressed offline by the package's postinst). Started in
// the foreground from a config file of its own in STATE, listening on 127.0.0.1 only, and
// stopped by its PID. Two changes to Debian's files, both in STATE: Keystone is the counting
// proxy's (a settings module that imports Debian's settings, local_settings.py included, and sets
// OPENSTACK_KEYSTONE_URL and ALLOWED_HOSTS), and requests run in the site's own
// `WSGIDaemonProcess horizon` (Debian's file declares it but leaves WSGIProcessGroup out, so
// Horizon would run in each of mpm_event's processes, and its local-memory session cache would
// lose the session whenever a request lands on another one).
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '../servers.ts'

export const STATE = process.env.BENCH_HORIZON_STATE || '/var/lib/vc-horizon'
const DEBIAN_CONF = '/etc/apache2/apache2.conf'
const DEBIAN_SITE = '/etc/apache2/sites-available/openstack-dashboard-alias-only.conf'
const DEBIAN_WSGI = '/usr/share/openstack-dashboard/wsgi.py'
const WWW = 33 // www-data on Debian

export interface Horizon {
  origin: string
  /** Horizon's root, e.g. http://127.0.0.1:PORT/horizon */
  root: string
  pid: number
  child: ChildProcess
  errorLog: string
}

function writeConfig(port: number, keystone: string): string {
  for (const dir of ['run', 'lock', 'log', 'wsgi']) mkdirSync(join(STATE, dir), { recursive: true })
  chownSync(join(STATE, 'run'), WWW, WWW)
  writeFileSync(
    join(STATE, 'wsgi', 'vc_horizon_settings.py'),
    [
      '# bench/horizon: Debian settings (/etc/openstack-dashboard/local_settings.py and local_settings.d),',
      "# then the real cloud's Keystone through the bench's counting proxy, and loopback as the host.",
      'from openstack_dashboard.settings import *  # noqa',
      `OPENSTACK_KEYSTONE_URL = ${JSON.stringify(keystone)}`,
      "ALLOWED_HOSTS = ['127.0.0.1', 'localhost']",
      "OPENSTACK_KEYSTONE_DEFAULT_DOMAIN = 'Default'",
      '',
    ].join('\n'),
  )
  const wsgi = readFileSync(DEBIAN_WSGI, 'utf8')
    .replace("'openstack_dashboard.settings'", "'vc_horizon_settings'")
    .replace('import sys\n', `import sys\nsys.path.insert(0, ${JSON.stringify(join(STATE, 'wsgi'))})\n`)
  if (!wsgi.includes('vc_horizon_settings'))
    throw new Error(`${DEBIAN_WSGI} changed: cannot point it at the bench settings`)
  writeFileSync(join(STATE, 'wsgi', 'wsgi.py'), wsgi)

  const site = readFileSync(DEBIAN_SITE, 'utf8').replace(DEBIAN_WSGI, join(STATE, 'wsgi', 'wsgi.py'))
  writeFileSync(
    join(STATE, 'openstack-dashboard.conf'),
    `${site}\nWSGIProcessGroup horizon\nWSGIApplicationGroup %{GLOBAL}\n<Directory ${join(STATE, 'wsgi')}>\n\tRequire all granted\n</Directory>\n`,
  )
  const main = readFileSync(DEBIAN_CONF, 'utf8')
    .replace(/^\s*#.*\n/gm, '')
    .replace(/^Include ports\.conf$/m, `Listen 127.0.0.1:${port}\nServerName 127.0.0.1`)
    .replace(/^IncludeOptional sites-enabled\/\*\.conf$/m, `Include ${join(STATE, 'openstack-dashboard.conf')}`)
  if (!main.includes(`Listen 127.0.0.1:${port}`) || main.includes('sites-enabled'))
    throw new Error(`${DEBIAN_CONF} changed: cannot keep Apache on loopback`)
  const conf = join(STATE, 'apache2.conf')
  writeFileSync(conf, `ServerRoot /etc/apache2\n${main}`)
  return conf
}

async function waitForLogin(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('Apache exited early')
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(30_000) })
      await answer.arrayBuffer()
      if (answer.ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export async function startHorizon(keystone: string): Promise<Horizon> {
  const port = await freePort()
  const conf = writeConfig(port, keystone)
  const errorLog = join(STATE, 'log', 'error.log')
  const child = spawn('/usr/sbin/apache2', ['-f', conf, '-DFOREGROUND'], {
    env: {
      PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin',
      LANG: 'C',
      APACHE_RUN_USER: 'www-data',
      APACHE_RUN_GROUP: 'www-data',
      APACHE_PID_FILE: join(STATE, 'run', 'apache2.pid'),
      APACHE_RUN_DIR: join(STATE, 'run'),
      APACHE_LOCK_DIR: join(STATE, 'lock'),
      APACHE_LOG_DIR: join(STATE, 'log'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForLogin(`${origin}/horizon/auth/login/`, child, 120_000)
  } catch (error) {
    await stopHorizon({ origin, root: `${origin}/horizon`, pid: child.pid ?? 0, child, errorLog })
    const tail = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-3000) : ''
    throw new Error(`${(error as Error).message}\n${stderr}\n${tail}`, { cause: error })
  }
  return { origin, root: `${origin}/horizon`, pid: child.pid ?? 0, child, errorLog }
}

/** SIGTERM to Apache's parent (its own PID), which stops its children and the WSGI daemon; SIGKILL after 10 s. */
export function stopHorizon(horizon: Horizon): Promise<void> {
  const { child } = horizon
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
