// What the cloud-config tests share: a fresh directory tree per test (the current directory, a
// home and a platform directory), removed after it, and a clouds.yaml of two clouds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect } from 'vitest'
import type { LoadOptions } from './cloud-config'
import { CloudConfigError, loadCloudConfig } from './cloud-config'

/**
 * Makes sandboxes for one test file: a fresh tree each, <root>/work (cwd), <root>/home, <root>/etc
 * (the platform directory), removed after each test. Call it at the top of the file.
 */
export function cloudConfigSandboxes() {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })
  return function sandbox() {
    const root = mkdtempSync(join(tmpdir(), 'cloud-config-'))
    roots.push(root)
    const cwd = join(root, 'work')
    const home = join(root, 'home')
    const etc = join(root, 'etc')
    const homeDir = join(home, '.config', 'openstack')
    for (const dir of [cwd, homeDir, etc]) mkdirSync(dir, { recursive: true })
    const write = (path: string, content: string) => {
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, content)
      return path
    }
    const load = (env: LoadOptions['env']) => loadCloudConfig({ env, cwd, home, platformConfigDirs: [etc] })
    return { root, cwd, home, homeDir, etc, write, load }
  }
}

export const devstack = (authUrl = 'http://cwd.example/identity') => `
clouds:
  devstack:
    auth:
      auth_url: ${authUrl}
      username: demo
      project_name: demo
      user_domain_name: Users
      project_domain_name: Projects
    region_name: RegionOne
  other:
    auth:
      auth_url: http://other.example
`

export function loadError(run: () => unknown): CloudConfigError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(CloudConfigError)
    return error as CloudConfigError
  }
  throw new Error('expected a CloudConfigError')
}
