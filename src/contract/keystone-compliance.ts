// The Keystone the sign-in rules scenarios run against: on the demo cloud, its own Keystone
// (over HTTP, the demo users expired, mfa and reader, its identity provider's alice); on a real
// cloud, a Keystone set up with [security_compliance], the totp method and federation. That is CONTRACT_KEYSTONE_URL when given (with the
// accounts of rigs/keystone/accounts.json), else the test tree's own (rigs/keystone/up.sh),
// started here and stopped after.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { startHttpCloud } from '../mocks/http-server'
import { DEMO_TOTP_SECRET } from '../mocks/scenarios/base'
import { RIG_KEYSTONE as RIG, rigAccounts, rigUser } from './rig-accounts'
import { targetKind } from './target'

export interface Account {
  name: string
  password: string
}

export interface ComplianceKeystone {
  authUrl: string
  /** A member whose password has expired (change_password_upon_first_use). */
  expired: Account
  /** A member whose rules ask for password and totp, and the base32 secret of its totp credential. */
  mfa: Account & { secret: string }
  /** A member this file may lock out. */
  lockable: Account
  /** A member with nothing special, whose own credentials this file makes and removes. */
  plain: Account
  project: string
  /** The console callback this Keystone's [federation] trusted_dashboard lists. */
  trustedDashboard: string
  /**
   * Keystone's WebSSO page for the identity provider's protocol, as it answers once the identity
   * provider has signed `who` in: on the demo cloud through its own sign-in page, on the rig with
   * the claims mod_auth_openidc would pass (OIDC-* headers, straight to Keystone).
   */
  websso(path: string, who: string): Promise<Response>
  /** The identity provider and protocol of its federation. */
  federation: { identityProvider: string; protocol: string }
  close(): Promise<void>
}

/** rigs/keystone's [federation] trusted_dashboard, and the demo cloud's here. */
const TRUSTED_DASHBOARD = 'http://127.0.0.1:4177/_console/websso'

function rigKeystone(): ComplianceKeystone {
  const given = process.env.CONTRACT_KEYSTONE_URL
  const started = given ? null : execFileSync(join(RIG, 'up.sh'), { encoding: 'utf8', timeout: 300_000 })
  const authUrl = given ?? /VC_KEYSTONE_URL=(\S+)/.exec(started ?? '')?.[1]
  if (!authUrl) throw new Error(`rigs/keystone/up.sh did not say where its Keystone is:\n${started}`)
  const accounts = rigAccounts()
  const user = (name: string) => rigUser(accounts, name)
  const mfa = user('mfa')
  return {
    authUrl,
    expired: user('expired'),
    mfa: { ...mfa, secret: mfa.totp ?? '' },
    lockable: user('lockme'),
    plain: user('member'),
    project: accounts.project,
    trustedDashboard: TRUSTED_DASHBOARD,
    federation: { identityProvider: accounts.federation.identity_provider, protocol: accounts.federation.protocol },
    websso: (path, who) =>
      fetch(`${authUrl}${path}`, {
        headers: { 'OIDC-Iss': accounts.federation.remote_id, 'OIDC-Email': `${who}@example.org` },
      }),
    close: async () => {
      if (!given) execFileSync(join(RIG, 'down.sh'), { timeout: 60_000 })
    },
  }
}

async function demoKeystone(): Promise<ComplianceKeystone> {
  const running = await startHttpCloud({
    port: 0,
    scenario: 'empty',
    settings: { transitionMs: 100, trustedDashboards: [TRUSTED_DASHBOARD] },
  })
  return {
    authUrl: running.authUrl,
    expired: { name: 'expired', password: 'expired' },
    mfa: { name: 'mfa', password: 'mfa', secret: DEMO_TOTP_SECRET },
    lockable: { name: 'reader', password: 'reader' },
    plain: { name: 'demo', password: 'demo' },
    project: 'demo',
    trustedDashboard: TRUSTED_DASHBOARD,
    federation: { identityProvider: 'demo-university', protocol: 'openid' },
    websso: (path, who) =>
      fetch(`${running.authUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: who, password: who }),
      }),
    close: () => running.close(),
  }
}

export function openComplianceKeystone(): Promise<ComplianceKeystone> {
  return targetKind() === 'cloud' ? Promise.resolve(rigKeystone()) : demoKeystone()
}
