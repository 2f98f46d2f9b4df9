// Where the contract suite runs: the demo cloud over HTTP on loopback (always, in `npm test`),
// or any real cloud given by OS_* variables (`npm run test:cloud`).
import type { Credentials } from '../api'
import { startHttpCloud } from '../mocks/http-server'
import { makeUnmanagedOnTestCloud } from './test-cloud-storage'

export type TargetKind = 'demo' | 'cloud'

export interface Target {
  kind: TargetKind
  /** A member of the project the suite works in. */
  member: Credentials
  /** An admin, to create the multi-attach volume type; null when the cloud gives none. */
  admin: Credentials | null
  /** An existing multi-attach type to use when there is no admin. */
  multiattachType: string | null
  flavor: string
  /** How long to wait for a state change. */
  timeoutMs: number
  pollMs: number
  /**
   * Puts storage Cinder does not manage on the cloud's backend, as the Zed test cloud's
   * make-unmanaged.sh does (a name starting `_snapshot-` is a snapshot of `origin`); answers the
   * pool it is on (host@backend#pool).
   */
  makeUnmanaged(name: string, sizeGb: number, origin?: string): Promise<string>
  close(): Promise<void>
}

function env(name: string): string | undefined {
  const value = process.env[name]
  return value === undefined || value === '' ? undefined : value
}

function required(name: string): string {
  const value = env(name)
  if (!value) throw new Error(`npm run test:cloud needs ${name} (see README, "Contract suite against your cloud")`)
  return value
}

/** The real cloud of the OS_* variables (openrc style) plus the optional CONTRACT_* ones. */
export function cloudTarget(): Target {
  const common = {
    authUrl: required('OS_AUTH_URL'),
    userDomainName: env('OS_USER_DOMAIN_NAME') ?? 'Default',
    projectDomainName: env('OS_PROJECT_DOMAIN_NAME') ?? 'Default',
    region: env('OS_REGION_NAME'),
    interface: (env('OS_INTERFACE') as Credentials['interface']) ?? 'public',
  }
  const adminUser = env('CONTRACT_ADMIN_USERNAME')
  return {
    kind: 'cloud',
    member: {
      ...common,
      username: required('OS_USERNAME'),
      password: required('OS_PASSWORD'),
      projectName: required('OS_PROJECT_NAME'),
    },
    admin: adminUser
      ? {
          ...common,
          username: adminUser,
          password: required('CONTRACT_ADMIN_PASSWORD'),
          projectName: env('CONTRACT_ADMIN_PROJECT_NAME') ?? 'admin',
        }
      : null,
    multiattachType: env('CONTRACT_MULTIATTACH_TYPE') ?? null,
    flavor: env('CONTRACT_FLAVOR') ?? '1',
    timeoutMs: Number(env('CONTRACT_TIMEOUT_MS') ?? 120_000),
    pollMs: 250,
    makeUnmanaged: makeUnmanagedOnTestCloud,
    close: async () => {},
  }
}

async function demoTarget(): Promise<Target> {
  const running = await startHttpCloud({ port: 0, scenario: 'empty', settings: { transitionMs: 100 } })
  const common = { authUrl: running.authUrl, userDomainName: 'Default', projectDomainName: 'Default' }
  return {
    kind: 'demo',
    member: { ...common, username: 'demo', password: 'demo', projectName: 'demo' },
    admin: { ...common, username: 'admin', password: 'admin', projectName: 'admin' },
    multiattachType: null,
    flavor: '1',
    timeoutMs: 10_000,
    pollMs: 50,
    makeUnmanaged: async (name, sizeGb, origin) => {
      const answer = await fetch(`${running.origin}/_demo/unmanaged`, {
        method: 'POST',
        body: JSON.stringify({ name, size: sizeGb, origin }),
      })
      return ((await answer.json()) as { host: string }).host
    },
    close: () => running.close(),
  }
}

export function targetKind(): TargetKind {
  return env('CONTRACT_TARGET') === 'cloud' ? 'cloud' : 'demo'
}

export async function openTarget(): Promise<Target> {
  return targetKind() === 'cloud' ? cloudTarget() : demoTarget()
}
