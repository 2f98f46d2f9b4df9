/**
 * The `deploy` stage: the production build installed and run as deploy/ describes it, with
 * nothing of the development tree. It copies dist/, dist-server/, package.json and
 * package-lock.json into a fresh folder, installs with `npm ci --omit=dev --omit=optional`,
 * verifies deploy/volume-console.service with systemd-analyze (a copy whose paths point into
 * the folder), runs the unit's own ExecStart= there with deploy/env.example's variables (the
 * cloud and session key of the test), signs in and lists volumes against the demo cloud's HTTP
 * server, then does the same over HTTPS through Debian's nginx running deploy/nginx.conf
 * (ports, certificate and upstream moved). Everything listens on 127.0.0.1, on free ports.
 * Each check prints `ok`/`not ok`; the counts go to the JSON file given as argument.
 */
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, killAllNow, startCloud, stopAll } from '../../bench/servers.ts'
import { CONSOLE_PROXY_BASE, CONSOLE_REQUEST_HEADER, CONSOLE_SESSION_PATH } from '../../src/api/console-wire.ts'
import { toProxyUrl } from '../../src/api/proxy.ts'
import { SESSION_COOKIE } from '../../server/session-seal.ts'
import { HSTS } from '../../server/service.ts'
import { makeCertificate } from '../../server/test-certificates.ts'
import { demoCredentials } from '../../server/test-servers.ts'
import {
  commandWords,
  formatEnvironmentFile,
  parseEnvironmentFile,
  parseUnit,
  siteForTest,
  timespanSeconds,
  unitValue,
  withUnitValues,
} from './deploy-files.ts'
import { fetchOnce, jsonOf, pollUntil, runToEnd, Running } from './deploy-run.ts'
import { nginxMainConfig, packageChecks, unexplainedVariables } from './deploy-steps.ts'

const root = resolve(import.meta.dirname, '..', '..')
const deployDir = join(root, 'deploy')
const reportPath = process.argv[2]
const started = Date.now()
/** The PATH systemd gives a service. */
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

let passed = 0
let failed = 0
function check(ok: boolean, what: string, detail = ''): boolean {
  if (ok) passed += 1
  else failed += 1
  console.log(
    `${ok ? 'ok' : 'not ok'} - ${what}${detail && !ok ? `:\n    ${detail.trim().replace(/\n/g, '\n    ')}` : ''}`,
  )
  return ok
}
const step = (title: string) => console.log(`\n# ${title} (at ${((Date.now() - started) / 1000).toFixed(1)} s)`)

const temp = mkdtempSync(join(tmpdir(), 'volume-console-deploy-'))
const app = join(temp, 'opt', 'volume-console')
const etc = join(temp, 'etc', 'volume-console')
const nginxDir = join(temp, 'nginx')
const running: Running[] = []

/** Ends what is still running (SIGKILL by PID: only a failed run gets here) and removes the folder. */
function cleanUp(): void {
  for (const each of running) if (each.running) each.child.kill('SIGKILL')
  killAllNow()
  rmSync(temp, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

/** Builds what is missing: the app (`npm run build`) when dist/ is not there; the server bundle always (a second). */
function build(): boolean {
  const whole = !existsSync(join(root, 'dist', 'index.html'))
  const script = whole ? 'build' : 'build:server'
  const ran = runToEnd('npm', ['run', '--silent', script], { cwd: root })
  check(
    ran.status === 0,
    `npm run ${script} (${ran.seconds.toFixed(1)} s)`,
    `${ran.stdout}\n${ran.stderr}`.slice(-3000),
  )
  return (
    check(existsSync(join(root, 'dist-server', 'serve.mjs')), 'dist-server/serve.mjs is built') &&
    check(
      existsSync(join(root, 'dist', 'index.html')) && !existsSync(join(root, 'dist', 'mockServiceWorker.js')),
      'dist/ is a production build (index.html, no mockServiceWorker.js)',
    )
  )
}

/** The console's answers a browser needs, at `origin`: ready, the page, a sign-in, a volume list. */
async function journey(where: string, origin: string, authUrl: string, ca?: string): Promise<string | undefined> {
  const ready = await fetchOnce(`${origin}/readyz`, { ca })
  check(
    ready.status === 200 && (jsonOf(ready) as { status?: string })?.status === 'ready',
    `${where}: /readyz answers 200 ready (the demo cloud's Keystone answers)`,
    `${ready.status} ${ready.text}`,
  )
  const page = await fetchOnce(`${origin}/`, { ca })
  const index = readFileSync(join(app, 'dist', 'index.html'), 'utf8')
  check(
    page.status === 200 && page.text === index && String(page.headers['content-type']).startsWith('text/html'),
    `${where}: / serves dist/index.html`,
    `${page.status} ${page.headers['content-type']}`,
  )
  const signIn = await fetchOnce(`${origin}${CONSOLE_SESSION_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CONSOLE_REQUEST_HEADER]: '1' },
    body: JSON.stringify({ credentials: demoCredentials(authUrl) }),
    ca,
  })
  const cookie = (signIn.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`))
  const pair = cookie?.split(';')[0] ?? ''
  check(
    signIn.status === 201 && pair.length > SESSION_COOKIE.length + 1 && /;\s*HttpOnly/i.test(cookie ?? ''),
    `${where}: POST ${CONSOLE_SESSION_PATH} as demo/demo signs in (201, HttpOnly session cookie)`,
    `${signIn.status} ${signIn.text.slice(0, 300)}`,
  )
  type Catalog = Array<{ type: string; endpoints: Array<{ interface: string; url: string }> }>
  const catalog = (jsonOf(signIn) as { token?: { catalog?: Catalog } } | undefined)?.token?.catalog ?? []
  const volumeService = catalog.find((entry) => ['block-storage', 'volumev3', 'volume'].includes(entry.type))
  const endpoint = volumeService?.endpoints.find((each) => each.interface === 'public')?.url
  const list = endpoint
    ? await fetchOnce(`${origin}${toProxyUrl(CONSOLE_PROXY_BASE, `${endpoint}/volumes/detail`)}`, {
        headers: { Cookie: pair },
        ca,
      })
    : undefined
  const volumes = list ? (jsonOf(list) as { volumes?: unknown[] } | undefined)?.volumes : undefined
  check(
    list?.status === 200 && Array.isArray(volumes) && volumes.length > 0,
    `${where}: GET ${CONSOLE_PROXY_BASE}/…/volumes/detail with the cookie lists the demo cloud's volumes (${volumes?.length ?? 0})`,
    list ? `${list.status} ${list.text.slice(0, 300)}` : 'no block-storage endpoint in the sign-in answer',
  )
  return cookie
}

async function main(): Promise<void> {
  step('The production build')
  if (!build()) return

  step('Installed as deploy/ says, into a fresh folder')
  // The demo cloud starts meanwhile (its own process; ready when Keystone answers).
  const cloudStarting = startCloud('demo')
  cloudStarting.catch(() => undefined)
  mkdirSync(app, { recursive: true })
  for (const name of ['dist', 'dist-server', 'package.json', 'package-lock.json'])
    cpSync(join(root, name), join(app, name), { recursive: true })
  // npm's settings of an `npm test` around this run are not the install's.
  const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
  const install = 'ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund --prefer-offline'.split(' ')
  const ci = runToEnd('npm', install, { cwd: app, env: npmEnv })
  if (!check(ci.status === 0, `npm ${install.join(' ')} (${ci.seconds.toFixed(1)} s)`, ci.stderr.slice(-3000))) return
  for (const [ok, what, detail] of packageChecks(root, app)) check(ok, what, detail)

  step('The systemd unit, verified offline')
  const unitText = readFileSync(join(deployDir, 'volume-console.service'), 'utf8')
  const unit = parseUnit(unitText)
  const service = (key: string) => unitValue(unit, 'Service', key)
  check(service('Type') === 'simple', 'Type=simple')
  const user = service('User')
  check(
    /^(yes|true|on|1)$/i.test(service('DynamicUser') ?? '') || (user !== undefined && !['root', '0'].includes(user)),
    'it runs as an unprivileged user (DynamicUser= or a User= other than root)',
  )
  check(
    service('Restart') === 'on-failure' && service('KillSignal') === 'SIGTERM',
    'Restart=on-failure, KillSignal=SIGTERM',
  )
  const exampleText = readFileSync(join(deployDir, 'env.example'), 'utf8')
  const example = parseEnvironmentFile(exampleText)
  const unexplained = unexplainedVariables(exampleText)
  check(unexplained.length === 0, 'every variable in env.example comes under a comment', unexplained.join(', '))
  const drain = Number(example.CONSOLE_DRAIN_SECONDS ?? 5)
  const stop = Number(example.CONSOLE_STOP_SECONDS ?? 30)
  const timeoutStop = timespanSeconds(service('TimeoutStopSec') ?? '')
  check(
    timeoutStop > drain + stop,
    `TimeoutStopSec (${timeoutStop} s) is longer than env.example's drain + stop (${drain} + ${stop} s)`,
  )
  const cloud = await cloudStarting
  const authUrl = `${cloud.origin}/identity/v3`
  mkdirSync(etc, { recursive: true })
  const envPath = join(etc, 'env')
  const testEnv = {
    ...example,
    OS_AUTH_URL: authUrl,
    OS_USERNAME: 'demo',
    OS_PROJECT_NAME: 'demo',
    CONSOLE_SESSION_KEY: randomBytes(32).toString('base64'),
    // No load balancer polls /readyz here: the stop need not wait for one.
    CONSOLE_DRAIN_SECONDS: '0',
    CONSOLE_STOP_SECONDS: '10',
  }
  writeFileSync(envPath, formatEnvironmentFile(testEnv), { mode: 0o600 })
  const copy = withUnitValues(unitText, { WorkingDirectory: app, EnvironmentFile: envPath })
  if (!check(copy !== null, 'the unit has WorkingDirectory= and EnvironmentFile= lines')) return
  const unitPath = join(temp, 'volume-console.service')
  writeFileSync(unitPath, copy ?? '')
  const verify = runToEnd('systemd-analyze', ['verify', '--man=no', '--recursive-errors=no', unitPath], { cwd: temp })
  check(
    verify.status === 0 && `${verify.stdout}${verify.stderr}`.trim() === '',
    'systemd-analyze verify accepts it, without a warning',
    `${verify.stdout}${verify.stderr}`,
  )
  // Its threshold is on systemd's scale ×10: 20 is an exposure of 2.0 (of 10).
  const security = runToEnd('systemd-analyze', ['security', '--offline=yes', '--threshold=20', '--no-pager', unitPath])
  const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1] ?? '?'
  check(
    security.status === 0,
    `systemd-analyze security rates its sandbox's exposure ${exposure} (at most 2.0 of 10)`,
    security.stdout
      .split('\n')
      .filter((line) => line.startsWith('✗'))
      .join('\n'),
  )

  step("The unit's ExecStart=, in the installed folder, with the environment file")
  const copied = parseUnit(copy ?? '')
  const workingDirectory = unitValue(copied, 'Service', 'WorkingDirectory') ?? ''
  const words = commandWords(unitValue(copied, 'Service', 'ExecStart') ?? '')
  const portAt = words.indexOf('--port')
  check(words[words.indexOf('--host') + 1] === '127.0.0.1', 'ExecStart= binds the console to 127.0.0.1 (--host)')
  if (!check(portAt > 0 && words[0] !== undefined, 'ExecStart= names the program and --port', words.join(' '))) return
  const start = async (env: Record<string, string>) => {
    const port = await freePort()
    const argv = words.map((word, i) => (i === portAt + 1 ? String(port) : word))
    // What systemd gives the service: its PATH, a home (DynamicUser's is /) and the file's variables.
    const launched = new Running('console', argv[0] ?? '', argv.slice(1), {
      cwd: workingDirectory,
      env: { PATH: SYSTEMD_PATH, HOME: '/', ...env },
    })
    running.push(launched)
    return { server: launched, origin: `http://127.0.0.1:${port}` }
  }

  // As shipped, env.example's session key is a placeholder the server refuses.
  const refused = await start(example)
  const outcome = await refused.server.endWithin(30_000)
  check(
    outcome?.code === 1 && /CONSOLE_SESSION_KEY/.test(refused.server.stderr),
    'env.example as it is: the server refuses to start, naming CONSOLE_SESSION_KEY (the placeholder is no key)',
    refused.server.tail(),
  )
  const loaded = parseEnvironmentFile(readFileSync(envPath, 'utf8'))
  const { server, origin: direct } = await start(loaded)
  const health = await pollUntil(
    'GET /healthz',
    async () => {
      const answer = await fetchOnce(`${direct}/healthz`)
      return answer.status === 200 ? answer : undefined
    },
    30_000,
    () => server.running,
  ).catch((error: Error) => error)
  const alive = !(health instanceof Error) && (jsonOf(health) as { status?: string })?.status === 'alive'
  if (!check(alive, `${direct}/healthz answers 200 {"status":"alive"}`, `${String(health)}\n${server.tail()}`)) return
  const directCookie = await journey('direct', direct, authUrl)
  check(!/;\s*Secure/i.test(directCookie ?? ''), 'direct, plain HTTP: the session cookie is not Secure', directCookie)
  // From 127.0.0.2 (loopback too, not in CONSOLE_TRUSTED_PROXIES) a claim of HTTPS is not believed.
  const claim = await fetchOnce(`${direct}${CONSOLE_SESSION_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CONSOLE_REQUEST_HEADER]: '1', 'X-Forwarded-Proto': 'https' },
    body: JSON.stringify({ credentials: demoCredentials(authUrl) }),
    localAddress: '127.0.0.2',
  })
  const claimed = (claim.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? ''
  check(
    claim.status === 201 && !/;\s*Secure/i.test(claimed),
    'direct, from 127.0.0.2 (not a trusted proxy) with X-Forwarded-Proto: https: the session cookie is not Secure',
    `${claim.status}, cookie attributes:${claimed.split(';').slice(1).join(';')}`,
  )

  step('Through nginx (deploy/nginx.conf), over HTTPS')
  mkdirSync(nginxDir)
  let made: { certFile: string; keyFile: string } | null = null
  let why = ''
  try {
    made = makeCertificate(nginxDir, 'site')
  } catch (error) {
    why = String(error)
  }
  if (!check(made !== null, 'openssl makes a self-signed certificate for 127.0.0.1', why) || !made) return
  const { certFile: cert, keyFile: key } = made
  const httpPort = await freePort()
  let httpsPort = await freePort()
  while (httpsPort === httpPort) httpsPort = await freePort()
  const upstreamPort = Number(new URL(direct).port)
  const changes = { httpPort, httpsPort, upstreamPort, certificate: cert, key }
  const site = siteForTest(readFileSync(join(deployDir, 'nginx.conf'), 'utf8'), changes)
  check(
    site.unmatched.length === 0,
    'deploy/nginx.conf has the listen, certificate and upstream lines the test moves',
    site.unmatched.join('\n'),
  )
  writeFileSync(join(nginxDir, 'site.conf'), site.text)
  writeFileSync(join(nginxDir, 'nginx.conf'), nginxMainConfig(nginxDir, join(nginxDir, 'site.conf')))
  const pidFile = join(nginxDir, 'nginx.pid')
  const nginxArgs = [
    ...['-p', `${nginxDir}/`, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')],
    ...['-g', `daemon off; pid ${pidFile}; error_log ${join(nginxDir, 'error.log')};`],
  ]
  const syntax = runToEnd('/usr/sbin/nginx', ['-t', ...nginxArgs])
  if (!check(syntax.status === 0, 'nginx -t accepts the site', syntax.stderr)) return
  const nginx = new Running('nginx', '/usr/sbin/nginx', nginxArgs, {})
  running.push(nginx)
  const secure = `https://127.0.0.1:${httpsPort}`
  const ca = readFileSync(cert, 'utf8')
  const up = await pollUntil(
    'nginx answers /healthz over HTTPS',
    async () => ((await fetchOnce(`${secure}/healthz`, { ca })).status === 200 ? true : undefined),
    30_000,
    () => nginx.running,
  ).catch((error: Error) => error)
  const errorLog = () =>
    existsSync(join(nginxDir, 'error.log')) ? readFileSync(join(nginxDir, 'error.log'), 'utf8') : ''
  if (
    !check(
      up === true,
      `nginx serves ${secure}/healthz from the console`,
      `${String(up)}\n${nginx.tail()}\n${errorLog()}`,
    )
  )
    return
  const redirect = await fetchOnce(`http://127.0.0.1:${httpPort}/volumes?from=http`)
  check(
    redirect.status === 301 && redirect.headers.location === 'https://127.0.0.1/volumes?from=http',
    'plain HTTP is redirected (301) to the same address over HTTPS',
    `${redirect.status} ${redirect.headers.location}`,
  )
  const page = await fetchOnce(`${secure}/`, { ca })
  check(
    page.headers['strict-transport-security'] === HSTS &&
      String(page.headers['content-security-policy']).includes("default-src 'self'"),
    "the page comes with the console's Strict-Transport-Security (once: nginx adds none, believed from a trusted proxy) and Content-Security-Policy",
  )
  const nginxCookie = await journey('through nginx', secure, authUrl, ca)
  check(
    /;\s*Secure/i.test(nginxCookie ?? ''),
    'through nginx: the session cookie is Secure (X-Forwarded-Proto from 127.0.0.1, in CONSOLE_TRUSTED_PROXIES)',
    nginxCookie,
  )

  step('Stopping')
  const stopped = await server.stop('SIGTERM', 30_000)
  check(
    stopped?.code === 0 && /\bstopped\b/.test(server.stdout),
    'SIGTERM: the console exits 0 after its stop line',
    `${JSON.stringify(stopped)}\n${server.tail()}`,
  )
  const nginxPid = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').trim() : ''
  const nginxEnd = await nginx.stop('SIGQUIT', 30_000)
  check(
    nginxPid === String(nginx.child.pid) && nginxEnd?.code === 0 && !existsSync(pidFile),
    'nginx, stopped by its PID (SIGQUIT), exits 0 and removes its pid file',
    `pid file ${nginxPid}, child ${nginx.child.pid}, ${JSON.stringify(nginxEnd)}\n${errorLog()}`,
  )
}

try {
  await main()
} catch (error) {
  check(
    false,
    'the deploy checks ran to their end',
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  )
} finally {
  await stopAll()
  cleanUp()
  check(!existsSync(temp), `the temporary folder is removed (${temp})`)
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`\ndeploy checks: ${passed} passed, ${failed} failed in ${seconds} s`)
if (reportPath) writeFileSync(reportPath, JSON.stringify({ passed, failed }))
process.exitCode = failed > 0 ? 1 : 0
