// What a test of the "Equivalent command" needs on the demo cloud over HTTP: the cloud, the API
// module signed in as its demo user (keeping the token, so described requests can be sent as
// shown), a shell with only that user's OS_* variables, and a wait that reads Cinder's lists
// (the demo cloud moves its statuses on as it is read); `admin` the same for the administrator.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Credentials, DescribedRequest, OpenStackClient } from '../api'
import { connect } from '../api'
import type { RunningCloud } from '../mocks/http-server'
import { startHttpCloud } from '../mocks/http-server'
import { cliEnvironmentFor } from './cli-env'

const run = promisify(execFile)

export interface CliSession {
  readonly client: OpenStackClient
  /** Runs a shown command as a user pastes it: through the shell, with `variables` set beside OS_*. */
  shell(command: string, variables?: Record<string, string>): Promise<string>
  /** Sends the described requests as shown, with a token of the user's own; each must succeed. */
  send(requests: DescribedRequest[]): Promise<void>
}

export interface CliDemoCloud extends CliSession {
  readonly running: RunningCloud
  /** The administrator (admin in the admin project), signed in the same way. */
  readonly admin: CliSession
  /** Reads the volume and snapshot lists until `done`. */
  until(done: () => boolean, what: string): Promise<void>
}

/** Starts the demo cloud for this file's tests and stops it after them. */
interface Session {
  client?: OpenStackClient
  token: string
  env: NodeJS.ProcessEnv
}

async function signIn(
  running: RunningCloud,
  credentials: Omit<Credentials, 'authUrl'>,
  session: Session,
): Promise<void> {
  const keepToken = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init)
    session.token = response.headers.get('x-subject-token') ?? session.token
    return response
  }
  session.client = await connect({ authUrl: running.authUrl, ...credentials }, { fetch: keepToken })
  session.env = cliEnvironmentFor({ authUrl: running.authUrl, ...credentials })
}

function cliSession(session: Session): CliSession {
  return {
    get client() {
      if (!session.client) throw new Error('not signed in yet')
      return session.client
    },
    async shell(command, variables = {}) {
      const { stdout } = await run('sh', ['-c', command], {
        env: { ...session.env, ...variables },
        timeout: 90_000,
        maxBuffer: 16 * 1024 * 1024,
      })
      return stdout
    },
    async send(requests) {
      expect(requests.length).toBeGreaterThan(0)
      for (const request of requests) {
        const response = await fetch(request.url, {
          method: request.method,
          headers: { ...request.headers, 'X-Auth-Token': session.token },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        })
        expect(response.status, await response.clone().text()).toBeLessThan(300)
      }
    },
  }
}

/** Starts the demo cloud for this file's tests and stops it after them. */
export function setUpCliDemoCloud(): CliDemoCloud {
  let running: RunningCloud | undefined
  const member: Session = { token: '', env: {} }
  const admin: Session = { token: '', env: {} }
  beforeAll(async () => {
    running = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 50 } })
    await signIn(running, { username: 'demo', password: 'demo', projectName: 'demo' }, member)
    await signIn(running, { username: 'admin', password: 'admin', projectName: 'admin' }, admin)
  }, 30_000)
  afterAll(async () => {
    await running?.close()
  })
  const asMember = cliSession(member)
  const world: CliDemoCloud = {
    // Not spread: the client is a getter, read once signed in.
    get client() {
      return asMember.client
    },
    shell: asMember.shell,
    send: asMember.send,
    admin: cliSession(admin),
    get running() {
      if (!running) throw new Error('the demo cloud is not running yet')
      return running
    },
    async until(done, what) {
      const deadline = Date.now() + 30_000
      for (;;) {
        await Promise.all([world.client.cinder.listVolumes(), world.client.cinder.listSnapshots()])
        if (done()) return
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
  return world
}
