// gzip sizes (zlib level 9) of every JS chunk in the build, what pulls each one in, and what the
// initial chunks hold. Initial JS is the entry chunk (index.html's script) plus every chunk it
// imports statically, recursively: the modulepreload links of index.html, what Sign In loads
// before it draws. Everything else arrives by a dynamic import(). Read from the build's
// .vite/bundle-stats.json (bench/bundle-stats-plugin.ts, Rolldown's bundle metadata).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { STATS_FILE, type StatsChunk } from './bundle-stats-plugin.ts'

/** The budgets: all initial chunks together, and any one chunk loaded later (a panel's own). */
export const BUDGETS = { initialGzip: 120_000, lazyChunkGzip: 60_000 } as const

export interface ChunkSize {
  file: string
  bytes: number
  gzip: number
  initial: boolean
  /** What loads it: `entry`, `import() of <module> from <chunks>`, `imported by <chunks>`. */
  pulledBy: string[]
}

/** A module or a package inside the initial chunks, with its share of their gzip. */
export interface ModuleSize {
  name: string
  /** Its code in the chunk before minification (Rolldown's renderedLength). */
  rendered: number
  /** The chunk's gzip size in proportion to the module's rendered share of it. */
  gzipShare: number
}

export interface BundleSizes {
  gzipLevel: 9
  initialFiles: string[]
  initialGzip: number
  initialBytes: number
  chunks: ChunkSize[]
  /** Within the initial chunks, biggest first. */
  initialModules: ModuleSize[]
  initialPackages: ModuleSize[]
}

export interface Breach {
  what: string
  gzip: number
  limit: number
}

function initialFiles(chunks: StatsChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]))
  const files = new Set<string>()
  const visit = (file: string) => {
    const chunk = byFile.get(file)
    if (!chunk || files.has(file)) return
    files.add(file)
    for (const next of chunk.imports) visit(next)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.file)
  return files
}

const short = (file: string) => file.replace(/^assets\//, '')

function listed(files: string[], most = 3): string {
  const names = files.map(short)
  return names.length > most ? `${names.slice(0, most).join(', ')} +${names.length - most}` : names.join(', ')
}

/** What pulls `chunk` in: the entry, the dynamic import()s that load it, the chunks that import it. */
export function pulledBy(chunk: StatsChunk, chunks: StatsChunk[]): string[] {
  const reasons: string[] = []
  if (chunk.isEntry) reasons.push(`entry (${chunk.facade ?? 'index.html'})`)
  const dynamic = chunks.filter((other) => other.dynamicImports.includes(chunk.file)).map((other) => other.file)
  if (dynamic.length) reasons.push(`import() of ${chunk.facade ?? short(chunk.file)} from ${listed(dynamic)}`)
  const importers = chunks.filter((other) => other.imports.includes(chunk.file)).map((other) => other.file)
  if (importers.length) reasons.push(`imported by ${listed(importers)}`)
  return reasons
}

/** `node_modules/@mui/material/Button/Button.js` → `@mui/material`; the app's own → `(app) src/…/dir`. */
export function packageOf(name: string): string {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)
  if (match?.[1]) return match[1]
  const dirs = name.split('/').slice(0, -1)
  return dirs.length ? `(app) ${dirs.slice(0, 2).join('/')}` : `(app) ${name}`
}

function sumBy(modules: ModuleSize[], key: (module: ModuleSize) => string): ModuleSize[] {
  const totals = new Map<string, ModuleSize>()
  for (const module of modules) {
    const name = key(module)
    const total = totals.get(name) ?? { name, rendered: 0, gzipShare: 0 }
    total.rendered += module.rendered
    total.gzipShare += module.gzipShare
    totals.set(name, total)
  }
  return [...totals.values()].sort((a, b) => b.gzipShare - a.gzipShare)
}

/** The sizes from a build's chunks and their files' contents (`read` gives a chunk's bytes). */
export function sizesOf(chunks: StatsChunk[], read: (file: string) => Buffer): BundleSizes {
  const initial = initialFiles(chunks)
  const modules: ModuleSize[] = []
  const sizes = chunks
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk): ChunkSize => {
      const content = read(chunk.file)
      const gzip = gzipSync(content, { level: 9 }).length
      if (initial.has(chunk.file)) {
        const rendered = chunk.modules.reduce((sum, module) => sum + module.renderedLength, 0)
        for (const module of chunk.modules)
          modules.push({
            name: module.id,
            rendered: module.renderedLength,
            gzipShare: rendered ? (gzip * module.renderedLength) / rendered : 0,
          })
      }
      return {
        file: chunk.file,
        bytes: content.length,
        gzip,
        initial: initial.has(chunk.file),
        pulledBy: pulledBy(chunk, chunks),
      }
    })
    .sort((a, b) => b.gzip - a.gzip)
  const first = sizes.filter((chunk) => chunk.initial)
  return {
    gzipLevel: 9,
    initialFiles: [...initial],
    initialGzip: first.reduce((sum, chunk) => sum + chunk.gzip, 0),
    initialBytes: first.reduce((sum, chunk) => sum + chunk.bytes, 0),
    chunks: sizes,
    initialModules: sumBy(modules, (module) => module.name),
    initialPackages: sumBy(modules, (module) => packageOf(module.name)),
  }
}

export function bundleSizes(dist: string): BundleSizes {
  const { chunks } = JSON.parse(readFileSync(join(dist, STATS_FILE), 'utf8')) as { chunks: StatsChunk[] }
  return sizesOf(chunks, (file) => readFileSync(join(dist, file)))
}

/** Every budget the build breaks: the initial JS as a whole, and each later chunk on its own. */
export function budgetBreaches(bundle: Pick<BundleSizes, 'initialGzip' | 'chunks'>): Breach[] {
  const breaches: Breach[] = []
  if (bundle.initialGzip > BUDGETS.initialGzip)
    breaches.push({ what: 'initial JS', gzip: bundle.initialGzip, limit: BUDGETS.initialGzip })
  for (const chunk of bundle.chunks)
    if (!chunk.initial && chunk.gzip > BUDGETS.lazyChunkGzip)
      breaches.push({ what: chunk.file, gzip: chunk.gzip, limit: BUDGETS.lazyChunkGzip })
  return breaches
}
