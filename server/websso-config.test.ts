// The single sign-on choices an operator writes (clouds.yaml `websso`, CONSOLE_WEBSSO): read into
// the ids Sign In sends back, each wrong one refused at start with what is wrong and where.
import { describe, expect, it } from 'vitest'
import { CloudConfigError, loadCloudConfig, publicDefaults } from './cloud-config.ts'
import { parseWebSso } from './websso-config.ts'

describe('single sign-on choices', () => {
  it('take a protocol alone or with its identity provider, and name each by them', () => {
    expect(
      parseWebSso(
        [
          { label: 'University login', protocol: 'openid', identity_provider: 'uni' },
          { label: 'Partner SAML', protocol: 'saml2' },
        ],
        'test',
      ),
    ).toEqual([
      { id: 'uni/openid', label: 'University login', protocol: 'openid', identityProvider: 'uni' },
      { id: 'saml2', label: 'Partner SAML', protocol: 'saml2' },
    ])
  })

  it('refuse what Keystone could not take, saying where', () => {
    expect(parseWebSso({ label: 'x' }, 'f')).toBe('websso (f) must be a list of {label, protocol, identity_provider}')
    expect(parseWebSso([{ protocol: 'openid' }], 'f')).toBe(
      'websso[0] (f) needs a label (the words on the Sign In page)',
    )
    expect(parseWebSso([{ label: 'x', protocol: 'open id' }], 'f')).toBe(
      "websso[0] (f) needs a protocol: Keystone's id, e.g. openid or saml2",
    )
    expect(parseWebSso([{ label: 'x', protocol: 'openid', identity_provider: '../admin' }], 'f')).toMatch(
      /identity_provider must be Keystone's id/,
    )
    expect(
      parseWebSso(
        [
          { label: 'a', protocol: 'openid' },
          { label: 'b', protocol: 'openid' },
        ],
        'f',
      ),
    ).toBe('websso[1] (f) repeats openid')
  })

  it('come from CONSOLE_WEBSSO for the cloud of OS_*, and reach the page as ids and words only', () => {
    const env = {
      OS_AUTH_URL: 'https://keystone.example.org/v3',
      CONSOLE_WEBSSO: JSON.stringify([{ label: 'University login', protocol: 'openid', identity_provider: 'uni' }]),
    }
    const config = loadCloudConfig({ env, platformConfigDirs: [] })!
    expect(config.websso).toEqual([
      { id: 'uni/openid', label: 'University login', protocol: 'openid', identityProvider: 'uni' },
    ])
    expect(publicDefaults(config).websso).toEqual([{ id: 'uni/openid', label: 'University login' }])
    expect(() => loadCloudConfig({ env: { ...env, CONSOLE_WEBSSO: '[{' }, platformConfigDirs: [] })).toThrow(
      new CloudConfigError('CONSOLE_WEBSSO is not JSON'),
    )
  })
})
