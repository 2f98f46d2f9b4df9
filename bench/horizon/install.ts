// Debian's Horizon: `openstack-dashboard-apache` (openstack-dashboard, Apache and mod_wsgi), from
// apt when missing. No service may start during the install (it would listen on *:80): a
// policy-rc.d that says "no" is put in place for the install when the system has none.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'

const PACKAGE = 'openstack-dashboard-apache'
const POLICY = '/usr/sbin/policy-rc.d'

function installed(name: string): boolean {
  const answer = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' })
  return answer.status === 0 && answer.stdout.includes('install ok installed')
}

function candidateKnown(name: string): boolean {
  const policy = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' }).stdout
  return /Candidate: (?!\(none\))/.test(policy)
}

/** The installed Horizon version (e.g. 3:23.0.0-5+deb12u2). */
export function horizonVersion(): string {
  return execFileSync('dpkg-query', ['-W', '-f=${Version}', 'openstack-dashboard'], { encoding: 'utf8' }).trim()
}

export function installHorizon(log: (message: string) => void): void {
  if (installed(PACKAGE) && installed('openstack-dashboard')) return
  if (process.getuid?.() !== 0) throw new Error(`${PACKAGE} is not installed and installing it needs root`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!candidateKnown(PACKAGE)) {
    log('apt-get update')
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
  }
  const ownPolicy = !existsSync(POLICY)
  if (ownPolicy)
    writeFileSync(POLICY, '#!/bin/sh\n# bench/horizon: no service starts while installing\nexit 101\n', { mode: 0o755 })
  try {
    log(`apt-get install ${PACKAGE} (Horizon, Apache, mod_wsgi; its postinst compresses the static files)`)
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', PACKAGE], { stdio: 'inherit', env })
  } finally {
    if (ownPolicy) rmSync(POLICY, { force: true })
  }
}
