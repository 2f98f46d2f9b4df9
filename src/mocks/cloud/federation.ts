// Keystone federation as the demo cloud plays it (docs/keystone-sign-in.md, section 1): an
// account of the demo's identity provider signs in, its shadow user is found or made (with the
// roles its mapped groups give), and the token is unscoped, its method the protocol's, the user
// carrying OS-FEDERATION (keystone/auth/plugins/mapped.py, keystone/common/render_token.py).
import type { Caller, DemoCloud } from './cloud'
import { newId } from './attachments'
import { tokenId } from './identity'
import type { UserRecord } from './state'

/** The identity provider's account for these credentials, or null. */
export function federatedAccount(cloud: DemoCloud, name: string, password: string) {
  return (
    cloud.state.federation?.accounts.find((account) => account.name === name && account.password === password) ?? null
  )
}

/** An unscoped token for an account of the identity provider, through its shadow user. */
export function federatedToken(cloud: DemoCloud, name: string): Caller | null {
  const federation = cloud.state.federation
  const account = federation?.accounts.find((candidate) => candidate.name === name)
  if (!federation || !account) return null
  let user = cloud.state.users.find(
    (candidate) => candidate.federated?.identityProvider === federation.identityProvider && candidate.name === name,
  )
  if (!user) {
    user = {
      id: newId().replace(/-/g, ''),
      name,
      domain_id: 'default',
      password: '',
      roles: {},
      federated: { identityProvider: federation.identityProvider, protocol: federation.protocol, groups: [] },
    } satisfies UserRecord
    cloud.state.users.push(user)
  }
  // The mapping runs at every sign-in: the groups and what they give are the identity provider's now.
  user.roles = structuredClone(account.roles)
  user.federated = { ...user.federated!, groups: account.groups }
  cloud.changed()
  const issuedAt = cloud.now()
  const caller: Caller = {
    tokenId: tokenId(),
    userId: user.id,
    userName: user.name,
    projectId: '',
    projectName: '',
    roles: [],
    expiresAt: issuedAt + cloud.settings.tokenTtlSeconds * 1000,
    issuedAt,
    auditId: newId().slice(0, 22),
    methods: [federation.protocol],
  }
  cloud.tokens.set(caller.tokenId, caller)
  return caller
}
