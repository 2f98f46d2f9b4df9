// The cloud the console's server signs in to, from OS_* variables and clouds.yaml.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cloudConfigSandboxes, devstack, loadError } from './cloud-config-sandbox'

const sandbox = cloudConfigSandboxes()

describe('loadCloudConfig from OS_* variables', () => {
  it('builds the config from the environment, with fallbacks and defaults', () => {
    const { load } = sandbox()
    expect(
      load({
        OS_AUTH_URL: '  https://keystone.example:5000  ',
        OS_USERNAME: 'alice',
        OS_PASSWORD: 's3cret',
        OS_TENANT_NAME: 'legacy',
        OS_REGION_NAME: 'RegionTwo',
        OS_ENDPOINT_TYPE: 'internalURL',
      }),
    ).toEqual({
      authUrl: 'https://keystone.example:5000',
      username: 'alice',
      password: 's3cret',
      projectName: 'legacy',
      userDomainName: 'Default',
      projectDomainName: 'Default',
      region: 'RegionTwo',
      interface: 'internal',
      source: 'OS_* environment',
    })
  })

  it('prefers OS_PROJECT_NAME and OS_INTERFACE; OS_DOMAIN_NAME fills both domains unless given one by one', () => {
    const { load } = sandbox()
    const config = load({
      OS_AUTH_URL: 'https://keystone.example/v3',
      OS_PROJECT_NAME: 'new',
      OS_TENANT_NAME: 'old',
      OS_INTERFACE: 'admin',
      OS_ENDPOINT_TYPE: 'internalURL',
      OS_DOMAIN_NAME: 'Corp',
      OS_PROJECT_DOMAIN_NAME: 'Projects',
    })
    expect(config).toMatchObject({
      projectName: 'new',
      interface: 'admin',
      userDomainName: 'Corp',
      projectDomainName: 'Projects',
      username: '',
      password: null,
      region: '',
    })
  })

  it('returns null when neither OS_CLOUD nor OS_AUTH_URL is set, empty strings counting as unset', () => {
    const { load } = sandbox()
    expect(load({})).toBeNull()
    expect(load({ OS_CLOUD: '', OS_AUTH_URL: '', OS_USERNAME: 'alice' })).toBeNull()
  })
})

describe('loadCloudConfig from clouds.yaml', () => {
  it('reads the OS_CLOUD entry of <cwd>/clouds.yaml', () => {
    const { cwd, write, load } = sandbox()
    const path = write(join(cwd, 'clouds.yaml'), devstack())
    expect(load({ OS_CLOUD: 'devstack' })).toEqual({
      name: 'devstack',
      authUrl: 'http://cwd.example/identity',
      username: 'demo',
      password: null,
      projectName: 'demo',
      userDomainName: 'Users',
      projectDomainName: 'Projects',
      region: 'RegionOne',
      interface: 'public',
      source: `clouds.yaml: ${path} (cloud "devstack")`,
    })
  })

  it('reads ~/.config/openstack/clouds.yml when the current directory has none', () => {
    const { homeDir, write, load } = sandbox()
    const path = write(join(homeDir, 'clouds.yml'), devstack('http://home.example'))
    expect(load({ OS_CLOUD: 'devstack' })).toMatchObject({
      authUrl: 'http://home.example',
      source: expect.stringContaining(path),
    })
  })

  it('takes the first file found: cwd before home before the platform directories', () => {
    const { cwd, homeDir, etc, write, load } = sandbox()
    write(join(etc, 'clouds.yaml'), devstack('http://etc.example'))
    expect(load({ OS_CLOUD: 'devstack' })?.authUrl).toBe('http://etc.example')
    write(join(homeDir, 'clouds.yaml'), devstack('http://home.example'))
    expect(load({ OS_CLOUD: 'devstack' })?.authUrl).toBe('http://home.example')
    write(join(cwd, 'clouds.yaml'), devstack('http://cwd.example'))
    expect(load({ OS_CLOUD: 'devstack' })?.authUrl).toBe('http://cwd.example')
  })

  it('puts OS_CLIENT_CONFIG_FILE first (relative to cwd)', () => {
    const { root, cwd, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack('http://cwd.example'))
    write(join(root, 'elsewhere', 'my-clouds.yaml'), devstack('http://explicit.example'))
    const config = load({ OS_CLOUD: 'devstack', OS_CLIENT_CONFIG_FILE: '../elsewhere/my-clouds.yaml' })
    expect(config?.authUrl).toBe('http://explicit.example')
    expect(config?.source).toBe(`clouds.yaml: ${join(root, 'elsewhere', 'my-clouds.yaml')} (cloud "devstack")`)
  })

  it('deep-merges secure.yaml (from any search directory) over the entry', () => {
    const { cwd, homeDir, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack())
    write(join(homeDir, 'secure.yaml'), 'clouds:\n  devstack:\n    auth:\n      password: from-secure\n')
    expect(load({ OS_CLOUD: 'devstack' })).toMatchObject({
      password: 'from-secure',
      username: 'demo',
      authUrl: 'http://cwd.example/identity',
    })
  })

  it('puts OS_CLIENT_SECURE_FILE first among the secure files', () => {
    const { root, cwd, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack())
    write(join(cwd, 'secure.yaml'), 'clouds:\n  devstack:\n    auth:\n      password: cwd\n')
    const secure = write(join(root, 'vault', 'secure.yaml'), 'clouds:\n  devstack:\n    auth:\n      password: vault\n')
    expect(load({ OS_CLOUD: 'devstack', OS_CLIENT_SECURE_FILE: secure })?.password).toBe('vault')
  })

  it('lets OS_* variables that are set win over the file', () => {
    const { cwd, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), devstack())
    const config = load({
      OS_CLOUD: 'devstack',
      OS_USERNAME: 'bob',
      OS_PASSWORD: 'env-secret',
      OS_REGION_NAME: 'RegionTwo',
      OS_INTERFACE: 'internal',
      OS_USER_DOMAIN_NAME: 'EnvUsers',
      OS_PROJECT_NAME: '',
    })
    expect(config).toMatchObject({
      authUrl: 'http://cwd.example/identity',
      username: 'bob',
      password: 'env-secret',
      region: 'RegionTwo',
      interface: 'internal',
      userDomainName: 'EnvUsers',
      projectDomainName: 'Projects',
      projectName: 'demo',
    })
  })

  it('uses domain_name for both domains unless they are given one by one, and tenant_name for the project', () => {
    const { cwd, write, load } = sandbox()
    write(
      join(cwd, 'clouds.yaml'),
      `clouds:
  a:
    auth: { auth_url: http://a, domain_name: Corp, tenant_name: 12345 }
  b:
    auth: { auth_url: http://b, domain_name: Corp, user_domain_name: Users }
`,
    )
    expect(load({ OS_CLOUD: 'a' })).toMatchObject({
      userDomainName: 'Corp',
      projectDomainName: 'Corp',
      projectName: '12345',
    })
    expect(load({ OS_CLOUD: 'b' })).toMatchObject({ userDomainName: 'Users', projectDomainName: 'Corp' })
  })

  it('takes the first region of a list, whether names or {name} entries', () => {
    const { cwd, write, load } = sandbox()
    write(
      join(cwd, 'clouds.yaml'),
      `clouds:
  names:
    auth: { auth_url: http://a }
    region_name: [RegionA, RegionB]
  entries:
    auth: { auth_url: http://a }
    regions:
      - name: RegionC
        values: { interface: internal }
      - RegionD
  commas:
    auth: { auth_url: http://a }
    region_name: RegionE,RegionF
`,
    )
    expect(load({ OS_CLOUD: 'names' })?.region).toBe('RegionA')
    expect(load({ OS_CLOUD: 'entries' })?.region).toBe('RegionC')
    expect(load({ OS_CLOUD: 'commas' })?.region).toBe('RegionE')
  })

  it.each([
    ['public', 'public'],
    ['publicURL', 'public'],
    ['internalURL', 'internal'],
    ['adminURL', 'admin'],
    ['admin', 'admin'],
  ])('accepts interface %s as %s', (given, expected) => {
    const { cwd, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), `clouds:\n  c:\n    auth: { auth_url: http://a }\n    interface: ${given}\n`)
    expect(load({ OS_CLOUD: 'c' })?.interface).toBe(expected)
    expect(load({ OS_AUTH_URL: 'http://a', OS_INTERFACE: given })?.interface).toBe(expected)
  })

  it('rejects an unknown interface, naming the allowed values', () => {
    const { cwd, write, load } = sandbox()
    write(join(cwd, 'clouds.yaml'), 'clouds:\n  c:\n    auth: { auth_url: http://a }\n    interface: private\n')
    for (const env of [{ OS_CLOUD: 'c' }, { OS_AUTH_URL: 'http://a', OS_ENDPOINT_TYPE: 'private' }]) {
      const error = loadError(() => load(env))
      expect(error.message).toContain('"private"')
      expect(error.message).toMatch(/public, internal or admin/)
    }
  })

  it('names the files and the clouds found when OS_CLOUD names no known cloud', () => {
    const { cwd, homeDir, write, load } = sandbox()
    const path = write(join(cwd, 'clouds.yaml'), devstack())
    const secure = write(join(homeDir, 'secure.yaml'), 'clouds:\n  vaulted:\n    auth: { password: x }\n')
    const error = loadError(() => load({ OS_CLOUD: 'prod' }))
    expect(error.message).toContain('"prod"')
    expect(error.message).toContain(path)
    expect(error.message).toContain(secure)
    expect(error.message).toContain('"devstack", "other", "vaulted"')
  })

  it('lists the paths searched when there is no clouds.yaml at all', () => {
    const { cwd, homeDir, etc, load } = sandbox()
    const error = loadError(() => load({ OS_CLOUD: 'prod', OS_CLIENT_CONFIG_FILE: '/nowhere/clouds.yaml' }))
    for (const path of [
      '/nowhere/clouds.yaml',
      join(cwd, 'clouds.yaml'),
      join(homeDir, 'clouds.yml'),
      join(etc, 'clouds.yaml'),
    ])
      expect(error.message).toContain(path)
  })

  it('reports a file that is not valid YAML', () => {
    const { cwd, write, load } = sandbox()
    const path = write(join(cwd, 'clouds.yaml'), 'clouds:\n  devstack:\n    auth: [unclosed\n')
    const error = loadError(() => load({ OS_CLOUD: 'devstack' }))
    expect(error.message).toContain(path)
    expect(error.message).toMatch(/not valid YAML/)
  })

  it('reports an entry without auth_url', () => {
    const { cwd, write, load } = sandbox()
    const path = write(join(cwd, 'clouds.yaml'), 'clouds:\n  devstack:\n    auth: { username: demo }\n')
    const error = loadError(() => load({ OS_CLOUD: 'devstack' }))
    expect(error.message).toContain('"devstack"')
    expect(error.message).toContain(path)
    expect(error.message).toContain('auth_url')
    // OS_AUTH_URL supplies it, like any other OS_* value.
    expect(load({ OS_CLOUD: 'devstack', OS_AUTH_URL: 'http://env.example' })?.authUrl).toBe('http://env.example')
  })
})
