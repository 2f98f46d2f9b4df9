import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import type { SessionToken } from '../../api/client'
import { emptyCloud, type RuntimeConfig } from '../../lib/console-config'
import { reauthValues } from './reauth-values'

const config: RuntimeConfig = {
  proxy: '/os-proxy',
  session: '/_console/session',
  cloud: {
    ...emptyCloud,
    authUrl: 'http://keystone.test/v3',
    websso: [
      { id: 'uni/openid', label: 'University login' },
      { id: 'saml2', label: 'Partner login' },
    ],
  },
  source: 'test',
}

function clientOf(token: Partial<SessionToken>): OpenStackClient {
  const base: SessionToken = {
    expiresAt: new Date(0),
    issuedAt: new Date(0),
    user: { id: 'u1', name: 'alice', domain: 'Default' },
    project: { id: 'p1', name: 'research', domain: 'Default' },
    roles: ['member'],
    applicationCredential: null,
  }
  return { token: { ...base, ...token } } as unknown as OpenStackClient
}

describe('the expiry dialog’s prefill without a sign-in profile', () => {
  it('picks the single sign-on choice a federated user came by: identity provider and protocol, else protocol alone', () => {
    const byIdp = reauthValues(null, clientOf({ federation: { identityProvider: 'uni', protocol: 'openid' } }), config)
    expect(byIdp).toMatchObject({ method: 'sso:uni/openid', username: 'alice', projectName: 'research', password: '' })
    const byProtocol = reauthValues(
      null,
      clientOf({ federation: { identityProvider: 'other', protocol: 'saml2' } }),
      config,
    )
    expect(byProtocol.method).toBe('sso:saml2')
  })

  it('keeps the password for a local user and for a federation Sign In does not offer', () => {
    expect(reauthValues(null, clientOf({}), config).method).toBe('password')
    const unoffered = clientOf({ federation: { identityProvider: 'uni', protocol: 'mapped' } })
    expect(reauthValues(null, unoffered, config).method).toBe('password')
  })
})
