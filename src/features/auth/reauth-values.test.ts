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

function clientOf(token: Partial<SessionToken>, cloud?: string): OpenStackClient {
  const base: SessionToken = {
    expiresAt: new Date(0),
    issuedAt: new Date(0),
    user: { id: 'u1', name: 'alice', domain: 'Default' },
    project: { id: 'p1', name: 'research', domain: 'Default' },
    roles: ['member'],
    applicationCredential: null,
  }
  const place = { authUrl: 'http://keystone.test/v3', region: 'RegionOne', interface: 'public', cloud }
  return { token: { ...base, ...token }, place } as unknown as OpenStackClient
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

  it('starts from the cloud the session is on when the console offers several, not the first', () => {
    const east = { ...emptyCloud, name: 'east', authUrl: 'http://east.test/v3', region: 'East', source: 'clouds.yaml' }
    const west = {
      ...emptyCloud,
      name: 'west',
      authUrl: 'http://west.test/v3',
      region: 'West',
      source: 'clouds.yaml',
      websso: [{ id: 'uni/openid', label: 'University login' }],
    }
    const several: RuntimeConfig = { ...config, cloud: east, clouds: [east, west] }
    const onWest = reauthValues(
      null,
      clientOf({ federation: { identityProvider: 'uni', protocol: 'openid' } }, 'west'),
      several,
    )
    expect(onWest).toMatchObject({
      cloud: 'west',
      authUrl: 'http://west.test/v3',
      region: 'West',
      method: 'sso:uni/openid',
    })
    expect(reauthValues(null, clientOf({}, 'east'), several)).toMatchObject({ cloud: 'east', method: 'password' })
  })
})
