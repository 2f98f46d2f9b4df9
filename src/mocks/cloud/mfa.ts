// Keystone's password and TOTP methods with multi-factor rules and auth receipts, in Keystone's
// order (keystone/api/auth.py, keystone/auth/core.py, keystone/receipt/handlers.py;
// docs/keystone-sign-in.md, "Two-factor sign-in"): the scope is looked up first, then every
// method given runs and the first that fails is a 401 with no receipt; then a receipt sent with
// the request adds its methods (one Keystone cannot open is 401 "Could not find auth receipt");
// methods that pass without meeting the user's rules are answered with a new receipt.
import type { TokenBody } from '../../api/types'
import type { ReceiptBody } from '../../api/keystone-wire'
import { DEFAULT_RECEIPT_SECONDS, receiptNotFound, requiredAuthMethods, rulesMet } from '../../rules/keystone-mfa'
import { DEFAULT_PREVIOUS_WINDOWS, totpAccepts } from '../../rules/keystone-totp'
import { AUTH_REQUIRED } from '../http/respond'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { domainNamed, issueToken, projectInScope, tokenBody } from './identity'
import type { KeystoneRefusal } from './identity-records'
import { checkPassword } from './passwords'
import type { UserRecord } from './state'
import { isoMicros } from './time'

/** The methods the demo's Keystone loads ([auth] methods, with totp added as MFA needs). */
export const LOADED_METHODS = ['password', 'token', 'application_credential', 'totp'] as const

export interface FactorAuth {
  /** The methods the request names, in its order. */
  methods: string[]
  user: { id?: string; name?: string; domain?: string }
  password?: string
  passcode?: string
  /** The Openstack-Auth-Receipt header, when sent. */
  receiptId?: string | null
  scope: { projectId?: string; projectName?: string; projectDomain?: string }
}

export type FactorResult =
  { caller: Caller; body: TokenBody } | KeystoneRefusal | { receiptId: string; receipt: ReceiptBody }

const unauthorized = (message = AUTH_REQUIRED): KeystoneRefusal => ({ status: 401, title: 'Unauthorized', message })

/** The user's rules, none when multi_factor_auth_enabled is false (unset counts as enabled, as the code reads it). */
function rulesOf(user: UserRecord): string[][] {
  if (user.options?.multi_factor_auth_enabled === false) return []
  return user.options?.multi_factor_auth_rules ?? []
}

/** keystone/auth/plugins/totp.py: any of the user's totp credentials, this window or the previous ones. */
function checkTotp(cloud: DemoCloud, user: UserRecord, passcode: string | undefined): KeystoneRefusal | null {
  const secrets = (cloud.state.credentials ?? []).filter((c) => c.userId === user.id && c.type === 'totp')
  const windows = DEFAULT_PREVIOUS_WINDOWS
  const accepted = secrets.some((credential) => totpAccepts(credential.blob, passcode ?? '', cloud.now(), windows))
  return accepted ? null : unauthorized()
}

function issueReceipt(
  cloud: DemoCloud,
  user: UserRecord,
  methods: string[],
): { receiptId: string; receipt: ReceiptBody } {
  const issuedAt = Math.floor(cloud.now() / 1000) * 1000
  const seconds = cloud.settings.passwordRules?.receiptSeconds ?? DEFAULT_RECEIPT_SECONDS
  const receiptId = `${newId().replace(/-/g, '')}${newId().replace(/-/g, '')}`
  cloud.receipts.set(receiptId, { userId: user.id, methods, issuedAt, expiresAt: issuedAt + seconds * 1000 })
  const domain = domainNamed(cloud, user.domain_id)
  return {
    receiptId,
    receipt: {
      receipt: {
        methods,
        user: { id: user.id, name: user.name, domain: { id: user.domain_id, name: domain?.name ?? '' } },
        expires_at: `${isoMicros(issuedAt + seconds * 1000)}Z`,
        issued_at: `${isoMicros(issuedAt)}Z`,
      },
      required_auth_methods: requiredAuthMethods(rulesOf(user), methods, LOADED_METHODS),
    },
  }
}

/** A sign-in by password and/or TOTP, with or without a receipt: a token, Keystone's 401, or a new receipt. */
export function authenticateFactors(
  cloud: DemoCloud,
  auth: FactorAuth,
  origin: string,
  withCatalog: boolean,
): FactorResult {
  const { scope } = auth
  const project = projectInScope(cloud, scope)
  if (!project) return unauthorized()
  const user = cloud.state.users.find((candidate) =>
    auth.user.id
      ? candidate.id === auth.user.id
      : candidate.name === auth.user.name && candidate.domain_id === domainNamed(cloud, auth.user.domain)?.id,
  )
  if (!user) return unauthorized()
  for (const method of auth.methods) {
    const refused =
      method === 'password'
        ? checkPassword(cloud, user, auth.password ?? '')
        : method === 'totp'
          ? checkTotp(cloud, user, auth.passcode)
          : null
    if (refused) return refused
  }
  let used: string[] = auth.methods.filter((method) => method === 'password' || method === 'totp')
  if (auth.receiptId) {
    const receipt = cloud.receipts.get(auth.receiptId)
    if (!receipt || receipt.expiresAt <= cloud.now() || receipt.userId !== user.id)
      return unauthorized(receiptNotFound(auth.receiptId))
    used = [...new Set([...receipt.methods, ...used])]
  }
  if (!rulesMet(rulesOf(user), used, LOADED_METHODS)) return issueReceipt(cloud, user, used)
  const issued = cloud.now()
  const caller = issueToken(cloud, {
    userId: user.id,
    projectId: project.id,
    issuedAt: issued,
    expiresAt: issued + cloud.settings.tokenTtlSeconds * 1000,
  })
  if (!caller) return unauthorized()
  caller.methods = used
  return { caller, body: tokenBody(cloud, caller, origin, withCatalog) }
}
