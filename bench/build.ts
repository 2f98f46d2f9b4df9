// The production build the bench measures: type-check, then `VITE_CLOUD=real vite build` into
// .bench/dist with a manifest and the bundle's metadata (BUNDLE_STATS=1, bench/bundle-stats-plugin.ts),
// never into dist/, which others build into.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DIST, ROOT } from './paths.ts'

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`)),
    )
  })
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)

export async function buildApp(outDir = DIST): Promise<void> {
  await run(bin('tsc'), ['--noEmit', '-p', '.'])
  await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    VITE_CLOUD: 'real',
    BUNDLE_STATS: '1',
  })
}

/**
 * The build a bench measures: made afresh, or with --no-build the one an earlier run kept
 * (--keep-dist) in `outDir`. `step` reports it.
 */
export async function buildOrReuse(step: (message: string) => void, outDir = DIST): Promise<void> {
  const shown = relative(ROOT, outDir)
  if (!process.argv.includes('--no-build')) {
    step(`type-check and build into ${shown}`)
    await buildApp(outDir)
  } else if (!existsSync(outDir)) {
    throw new Error(`--no-build: ${shown} is missing (keep it with --keep-dist)`)
  }
}
