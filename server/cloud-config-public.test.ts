// What the browser is told of the configured clouds, and the clouds Sign In offers.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LoadOptions } from './cloud-config'
import { loadCloudConfigs, publicDefaults } from './cloud-config'
import { cloudConfigSandboxes, devstack, loadError } from './cloud-config-sandbox'

const sandbox = cloudConfigSandboxes()

describe('publicDefaults', () => {
  it('gives the browser everything but the password', () => {
    const { cwd, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack())
    write(join(cwd, 'secure.yaml'), 'clouds:\n  devstack:\n    auth:\n      password: "do-not-leak-me"\n')
    const config = load({ OS_CLOUD: 'devstack' })
    if (!config) throw new Error('no config')
    expect(config.password).toBe('do-not-leak-me')
    const defaults = publicDefaults(config)
    expect(JSON.stringify(defaults)).not.toContain('do-not-leak-me')
    expect(defaults).toEqual({
      name: 'devstack',
      authUrl: 'http://cwd.example/identity',
      username: 'demo',
      projectName: 'demo',
      userDomainName: 'Users',
      projectDomainName: 'Projects',
      region: 'RegionOne',
      interface: 'public',
      authType: 'password',
    })
  })

  it('gives an application credential’s id, never its secret', () => {
    const { cwd, write, load } = sandbox()
    write(
      join(cwd, 'clouds.yaml'),
      `clouds:
  robot:
    auth_type: v3applicationcredential
    auth:
      auth_url: http://keystone.example/v3
      application_credential_id: 0a1b2c
      application_credential_secret: do-not-leak-me
`,
    )
    const config = load({ OS_CLOUD: 'robot' })
    if (!config) throw new Error('no config')
    expect(config).toMatchObject({ authType: 'application_credential', applicationCredentialId: '0a1b2c' })
    // The secret is the user's to type: the console never reads it.
    expect(JSON.stringify(config)).not.toContain('do-not-leak-me')
    const defaults = publicDefaults(config)
    expect(JSON.stringify(defaults)).not.toContain('do-not-leak-me')
    expect(defaults).toMatchObject({
      name: 'robot',
      authType: 'application_credential',
      applicationCredentialId: '0a1b2c',
    })
  })

  it('refuses an auth_type the console cannot sign in with, naming the ones it can', () => {
    const { cwd, write, load } = sandbox()
    write(
      join(cwd, 'clouds.yaml'),
      'clouds:\n  sso:\n    auth_type: v3oidcpassword\n    auth:\n      auth_url: http://k/v3\n',
    )
    expect(loadError(() => load({ OS_CLOUD: 'sso' })).message).toMatch(
      /^Unsupported auth_type "v3oidcpassword" \(clouds\.yaml: .*\): the console signs in with v3password or v3applicationcredential$/,
    )
  })
})

describe('loadCloudConfigs: the clouds Sign In offers', () => {
  const load = (env: LoadOptions['env'], cwd: string, home: string, etc: string) =>
    loadCloudConfigs({ env, cwd, home, platformConfigDirs: [etc] })

  it('offers the clouds CONSOLE_CLOUDS names, in its order, each as clouds.yaml has it (OS_* set aside)', () => {
    const { cwd, home, etc, write } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack())
    const clouds = load(
      { CONSOLE_CLOUDS: 'other, devstack', OS_CLOUD: 'devstack', OS_AUTH_URL: 'http://env.example' },
      cwd,
      home,
      etc,
    )
    expect(clouds.map((cloud) => [cloud.name, cloud.authUrl])).toEqual([
      ['other', 'http://other.example'],
      ['devstack', 'http://cwd.example/identity'],
    ])
  })

  it('offers every cloud of clouds.yaml for "*", and one cloud without CONSOLE_CLOUDS', () => {
    const { cwd, home, etc, write } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack())
    expect(load({ CONSOLE_CLOUDS: '*' }, cwd, home, etc).map((cloud) => cloud.name)).toEqual(['devstack', 'other'])
    expect(load({ OS_CLOUD: 'other' }, cwd, home, etc).map((cloud) => cloud.name)).toEqual(['other'])
    expect(load({}, cwd, home, etc)).toEqual([])
  })

  it('refuses an unknown name; "*" leaves out a cloud it cannot sign in to, saying why', () => {
    const { cwd, home, etc, write } = sandbox()
    write(
      join(cwd, 'clouds.yaml'),
      devstack() +
        '  again:\n    auth:\n      auth_url: http://other.example\n      project_name: two\n' +
        '  sso:\n    auth_type: v3oidcpassword\n    auth:\n      auth_url: http://sso.example\n',
    )
    expect(loadError(() => load({ CONSOLE_CLOUDS: 'devstack,nowhere' }, cwd, home, etc)).message).toMatch(
      /^OS_CLOUD is "nowhere" but there is no such cloud in/,
    )
    expect(loadError(() => load({ CONSOLE_CLOUDS: 'sso' }, cwd, home, etc)).message).toMatch(/^Unsupported auth_type/)
    const warnings: string[] = []
    const every = loadCloudConfigs({
      env: { CONSOLE_CLOUDS: '*' },
      cwd,
      home,
      platformConfigDirs: [etc],
      warn: (line) => warnings.push(line),
    })
    // Two entries of one Keystone (two projects) are both offered.
    expect(every.map((cloud) => cloud.name)).toEqual(['devstack', 'other', 'again'])
    expect(warnings).toEqual([
      expect.stringMatching(/^Unsupported auth_type "v3oidcpassword" .*; left out of CONSOLE_CLOUDS=\*$/),
    ])
  })
})
