import { describe, expect, it } from 'vitest'
import type { RuntimeConfig } from '../../lib/runtime-config'
import { settingsSource, signInDefaults } from './sign-in-defaults'
import { fromProfile, toCredentials, toProfile, type SignInValues } from './sign-in-values'

const values: SignInValues = {
  cloud: '',
  method: 'password',
  applicationCredentialId: '',
  applicationCredentialSecret: '',
  authUrl: ' https://keystone.example:5000/v3 ',
  username: ' alice ',
  password: ' secret ',
  projectName: ' web ',
  userDomainName: ' users ',
  projectDomainName: ' projects ',
  region: ' RegionTwo ',
  interface: 'internal',
}

const realCloud: RuntimeConfig = {
  session: null,
  proxy: '/_console/proxy',
  cloud: {
    authUrl: 'https://keystone.example:5000/v3',
    username: 'alice',
    projectName: 'web',
    userDomainName: 'users',
    projectDomainName: 'projects',
    region: 'RegionTwo',
    interface: 'internal',
  },
  source: 'OS_* environment',
}

describe('Sign In values', () => {
  it('become credentials: trimmed, each domain its own, the password as typed', () => {
    expect(toCredentials(values)).toEqual({
      authUrl: 'https://keystone.example:5000/v3',
      username: 'alice',
      password: ' secret ',
      projectName: 'web',
      userDomainName: 'users',
      projectDomainName: 'projects',
      region: 'RegionTwo',
      interface: 'internal',
    })
  })

  it('leave an empty domain to Keystone and an empty region to the catalog', () => {
    const credentials = toCredentials({ ...values, userDomainName: ' ', projectDomainName: '', region: '  ' })
    expect(credentials.userDomainName).toBeUndefined()
    expect(credentials.projectDomainName).toBeUndefined()
    expect(credentials.region).toBeUndefined()
  })

  it('are kept by the session without the password, and come back with an empty one', () => {
    const profile = toProfile(values)
    expect(profile).not.toHaveProperty('password')
    expect(fromProfile(profile)).toEqual({
      cloud: '',
      method: 'password',
      applicationCredentialId: '',
      applicationCredentialSecret: '',
      authUrl: 'https://keystone.example:5000/v3',
      username: 'alice',
      password: '',
      projectName: 'web',
      userDomainName: 'users',
      projectDomainName: 'projects',
      region: 'RegionTwo',
      interface: 'internal',
    })
    expect(fromProfile({ authUrl: 'u', username: 'n', projectName: 'p' })).toMatchObject({
      userDomainName: '',
      projectDomainName: '',
      region: '',
      interface: 'public',
    })
  })

  it('start from what the console read for a real cloud, never with a password', () => {
    expect(signInDefaults(realCloud, false)).toEqual({
      ...realCloud.cloud,
      password: '',
      cloud: '',
      method: 'password',
      applicationCredentialId: '',
      applicationCredentialSecret: '',
    })
    expect(settingsSource(realCloud, false)).toBe('Settings from OS_* environment')
    expect(settingsSource({ ...realCloud, source: null }, false)).toBeNull()
  })

  it('sign in with an application credential: its id and secret only, the secret never kept', () => {
    const robot = { ...values, method: 'application_credential' as const, applicationCredentialId: ' 0a1b ' }
    const credentials = toCredentials({ ...robot, applicationCredentialSecret: ' s3cret ' })
    expect(credentials).toEqual({
      authUrl: 'https://keystone.example:5000/v3',
      username: '',
      password: '',
      projectName: '',
      applicationCredential: { id: '0a1b', secret: ' s3cret ' },
      region: 'RegionTwo',
      interface: 'internal',
    })
    const profile = toProfile({ ...robot, applicationCredentialSecret: 's3cret' })
    expect(JSON.stringify(profile)).not.toContain('s3cret')
    expect(fromProfile(profile)).toMatchObject({
      method: 'application_credential',
      applicationCredentialId: '0a1b',
      applicationCredentialSecret: '',
    })
    expect(
      signInDefaults(
        {
          ...realCloud,
          cloud: { ...realCloud.cloud, authType: 'application_credential', applicationCredentialId: 'x1' },
        },
        false,
      ),
    ).toMatchObject({
      method: 'application_credential',
      applicationCredentialId: 'x1',
      applicationCredentialSecret: '',
    })
  })

  it('start from the demo account in demo mode, without a caption', () => {
    expect(signInDefaults(realCloud, true).password).toBe('demo')
    expect(settingsSource(realCloud, true)).toBeNull()
  })
})
