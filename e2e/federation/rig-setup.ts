// Starts rigs/federation (and its Keystone when it is not up) before the journey, and stops
// what it started after.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const RIG = join(import.meta.dirname, '..', '..', 'rigs', 'federation')

export default function setup(): () => void {
  execFileSync(join(RIG, 'up.sh'), { stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 })
  return () => execFileSync(join(RIG, 'down.sh'), { stdio: 'ignore', timeout: 120_000 })
}
