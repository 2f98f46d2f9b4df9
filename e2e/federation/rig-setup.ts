// Starts rigs/federation (and its Keystone when it is not up) before the journeys, and stops
// what it started after. The Keystone it starts is a node of the real cloud's when that cloud's
// keystone.conf is on this machine (VC_KEYSTONE_SHARE), so a federated session reaches its
// Cinder; the cloud must then be up, or that Keystone cannot open its database and says so.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const RIG = join(import.meta.dirname, '..', '..', 'rigs', 'federation')
const SHARED_KEYSTONE = join(process.env.RO_STATE ?? '/var/lib/real-openstack', 'etc', 'keystone', 'keystone.conf')

export default function setup(): () => void {
  const share = process.env.VC_KEYSTONE_SHARE ?? (existsSync(SHARED_KEYSTONE) ? SHARED_KEYSTONE : '')
  execFileSync(join(RIG, 'up.sh'), {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
    env: { ...process.env, VC_KEYSTONE_SHARE: share },
  })
  return () => execFileSync(join(RIG, 'down.sh'), { stdio: 'ignore', timeout: 120_000 })
}
