/**
 * Builds the production bundle (`npm run build`'s Vite step → dist/) and the demo bundle
 * (`npm run build:demo`'s → dist-demo/; the type-check stage has type-checked), then checks that the demo cloud is in the demo build
 * only. Each check prints `ok`/`not ok`; the counts go to the JSON file given as argument.
 * Markers: MSW's service worker file and its log prefix, the demo cloud's control API and the
 * "Reset demo data" button; each is asserted present in the demo build, so a marker that
 * stopped meaning anything fails too.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const reportPath = process.argv[2]
const MARKERS = ['mockServiceWorker', '[MSW]', '/_demo/', 'Reset demo data']

let passed = 0
let failed = 0
function check(ok: boolean, what: string, detail = ''): void {
  if (ok) passed += 1
  else failed += 1
  console.log(`${ok ? 'ok' : 'not ok'} - ${what}${detail && !ok ? `: ${detail}` : ''}`)
}

/** `vite build` as `npm run build` (VITE_CLOUD=real) or `npm run build:demo` runs it, without their tsc. */
function build(env: Record<string, string>, outDir: string): boolean {
  const vite = join(root, 'node_modules', '.bin', 'vite')
  const result = spawnSync(vite, ['build', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status === 0
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

function filesWith(dir: string, marker: string): string[] {
  return files(dir)
    .filter((path) => /\.(js|html|css)$/.test(path) && readFileSync(path, 'utf8').includes(marker))
    .map((path) => relative(root, path))
}

const dist = join(root, 'dist')
const demo = join(root, 'dist-demo')
check(build({ VITE_CLOUD: 'real' }, 'dist'), 'the production build (VITE_CLOUD=real) succeeds')
check(build({ VITE_CLOUD: '' }, 'dist-demo'), 'the demo build succeeds')
check(existsSync(join(dist, 'index.html')), 'dist/index.html exists')
check(!existsSync(join(dist, 'mockServiceWorker.js')), 'the production build has no mockServiceWorker.js')
check(existsSync(join(demo, 'mockServiceWorker.js')), 'the demo build has mockServiceWorker.js')
for (const marker of MARKERS) {
  const inProduction = filesWith(dist, marker)
  check(inProduction.length === 0, `the production build has no "${marker}"`, inProduction.join(', '))
  check(filesWith(demo, marker).length > 0, `the demo build has "${marker}"`)
}

// Simplified Chinese comes as chunks of its own, loaded when chosen: not in the entry script.
const ZH_MARKER = '云硬盘控制台'
const entry = /src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? ''
const zhFiles = filesWith(dist, ZH_MARKER)
check(zhFiles.length > 0, 'the production build carries the Simplified Chinese bundles')
check(
  entry !== '' && !zhFiles.includes(relative(root, join(dist, entry))),
  'the entry script does not carry them (loaded only when chosen)',
  zhFiles.join(', '),
)

// `npm run serve` sends the copies the build compressed (server/precompress.ts).
check(
  entry !== '' && existsSync(join(dist, `${entry}.br`)) && existsSync(join(dist, `${entry}.gz`)),
  'the entry script has brotli and gzip copies',
)

console.log(`\nbuild checks: ${passed} passed, ${failed} failed`)
if (reportPath) writeFileSync(reportPath, JSON.stringify({ passed, failed }))
process.exitCode = failed > 0 ? 1 : 0
