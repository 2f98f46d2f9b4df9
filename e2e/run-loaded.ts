/**
 * `npm run test:loaded`: the unit tests, the demo build and the journeys on it with the machine
 * loaded, as another developer's or CI's machine may be (a package install, a build, another
 * suite beside it).
 * `stress-ng` keeps every core busy (one CPU worker per core, full load) for as long as the
 * tests run; it is stopped by its own PID at the end. Pass stage names to run others
 * (`npm run test:loaded -- unit`). The last line is the tests' own `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const wanted = process.argv.slice(2)
const stages = wanted.length > 0 ? wanted : ['unit', 'builds', 'e2e']

function hasStressNg(): boolean {
  return spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0
}

if (!hasStressNg()) {
  if (process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', '-q', 'stress-ng'], { stdio: 'inherit' })
  }
  if (!hasStressNg()) {
    console.error('test:loaded needs stress-ng: apt-get install -y stress-ng')
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
}

const cores = availableParallelism()
console.log(`test:loaded: stress-ng --cpu ${cores} beside: ${stages.join(', ')}`)
const stress = spawn('stress-ng', ['--cpu', String(cores), '--timeout', '2h', '--quiet'], { stdio: 'ignore' })
const stopStress = () => {
  if (stress.exitCode === null) stress.kill('SIGTERM')
}
process.on('exit', stopStress)

const tests = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'e2e', 'run-tests.ts'), ...stages], {
  cwd: root,
  stdio: 'inherit',
})
tests.on('close', (code) => {
  stopStress()
  process.exitCode = code ?? 1
})
