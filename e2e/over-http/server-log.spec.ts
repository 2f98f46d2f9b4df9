// Runs after every other test of this configuration (its project depends on theirs): the log the
// console's servers wrote through all of them (one JSON line per request, request-log.ts) names
// the requests, and holds no password typed at Sign In, no application-credential secret, no
// Keystone token (Fernet tokens, real and demo, begin "gAAAAA") and no session cookie.
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { test } from '../page-errors'
import { journeyWorld } from './journey-world'
import { SERVER_LOGS } from './server-logs'

type Line = Record<string, unknown>

const SERVICES = /^(block-storage|compute|image|identity)$/
const FORBIDDEN_KEYS = /^(password|token|cookie|set-cookie|authorization|x-auth-token|x-subject-token)$/i

/** Every string value of a JSON line, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

function keys(value: unknown): string[] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
}

test('the console servers’ logs name every request and hold no password, token or cookie', async ({ request }) => {
  const world = journeyWorld()
  // One more session, whose cookie the log must not hold either.
  const signIn = await request.get('/_console/config.json')
  const config = (await signIn.json()) as { cloud: { authUrl: string; username: string; projectName: string } }
  const opened = await request.post('/_console/session', {
    headers: { 'X-Console-Request': '1' },
    data: {
      credentials: {
        authUrl: config.cloud.authUrl,
        username: config.cloud.username,
        password: world.password,
        projectName: world.memberProject,
        userDomainName: 'Default',
        projectDomainName: 'Default',
      },
    },
  })
  expect(opened.status()).toBe(201)
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === 'vc_session')?.value
  expect(cookie?.length).toBeGreaterThan(40)
  expect((await request.get('/_console/session')).status()).toBe(200)

  const passwords = [world.password, world.admin?.password, 'not-the-password', 'mfa'].filter(Boolean) as string[]
  const secrets = [world.applicationCredential.secret, cookie as string]
  let lines: Line[] = []
  await expect(async () => {
    lines = SERVER_LOGS.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as Line),
    )
    // The last session's check is there: the log is written through.
    expect(lines.some((line) => line.route === 'session' && line.method === 'GET' && line.status === 200)).toBe(true)
  }).toPass()

  const requests = lines.filter((line) => line.msg === 'request')
  expect(requests.filter((line) => line.sign_in === 'accepted').length).toBeGreaterThan(1)
  const proxied = requests.filter((line) => line.route === 'proxy' && line.status === 200)
  expect(proxied.length).toBeGreaterThan(20)
  const described = (line: Line) => {
    const cloud = line.cloud as Line | undefined
    return typeof line.req_id === 'string' && typeof line.user_id === 'string' && SERVICES.test(String(cloud?.service))
  }
  expect(proxied.filter((line) => !described(line))).toEqual([])
  // Cinder's and Nova's API answers carry their request id (a version document need not).
  const apiCalls = proxied.filter((line) => /\/(v3|v2\.1)\//.test(String(line.path)))
  expect(apiCalls.length).toBeGreaterThan(20)
  expect(apiCalls.filter((line) => !/^req-/.test(String((line.cloud as Line | undefined)?.request_id)))).toEqual([])

  // Checked in plain code, the lines that break a rule gathered and shown: thousands of lines.
  const leaks = lines.filter((line) => {
    const text = JSON.stringify(line)
    const values = strings(line)
    return (
      passwords.some((password) => values.includes(password)) ||
      secrets.some((secret) => text.includes(secret)) ||
      text.includes('gAAAAA') ||
      keys(line).some((key) => FORBIDDEN_KEYS.test(key))
    )
  })
  expect(leaks).toEqual([])
})
