// The bundle analysis as printed: every chunk with its gzip and raw size, initial or not, its
// budget and what pulls it in; then what the initial chunks hold, by package and by module.
import { BUDGETS, type Breach, budgetBreaches, type BundleSizes } from './bundle-size.ts'
import type { Entry } from './table.ts'
import { check, kB } from './table.ts'

const TOP_MODULES = 25
const TOP_PACKAGES = 15

/** The lines of the bench's main table: the two budgets with their figures. */
export function bundleEntries(bundle: BundleSizes): Entry[] {
  const lazy = bundle.chunks.filter((chunk) => !chunk.initial)
  const largest = lazy[0]
  return [
    {
      section: `JavaScript, gzip level ${bundle.gzipLevel} (kB = 1,000 bytes); every chunk in the bundle analysis above`,
    },
    check(
      `  initial JS (${bundle.initialFiles.length} chunks, what Sign In loads)`,
      bundle.initialGzip,
      BUDGETS.initialGzip,
      kB,
    ),
    check(
      `  largest later chunk (${largest ? largest.file : 'none'}; ${lazy.length} chunks)`,
      largest?.gzip ?? 0,
      BUDGETS.lazyChunkGzip,
      kB,
    ),
  ]
}

function pad(cells: string[], widths: number[], right: Set<number>): string {
  return cells
    .map((cell, index) => (right.has(index) ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
    .join('  ')
    .trimEnd()
}

function columns(header: string[], rows: string[][], right: Set<number>): string[] {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)))
  return [
    pad(header, widths, right),
    widths.map((n) => '-'.repeat(n)).join('  '),
    ...rows.map((row) => pad(row, widths, right)),
  ]
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`

/** The whole analysis, as text. */
export function renderBundleReport(bundle: BundleSizes): string {
  const out: string[] = [
    `Bundle analysis: ${bundle.chunks.length} JS chunks, gzip level ${bundle.gzipLevel} (kB = 1,000 bytes).`,
    `Initial = loaded by index.html (its entry script and modulepreload links) before Sign In draws; budget ${kB(BUDGETS.initialGzip)} for all of them together.`,
    `Every other chunk comes by a dynamic import(); budget ${kB(BUDGETS.lazyChunkGzip)} each.`,
    '',
  ]
  const rows = bundle.chunks.map((chunk) => {
    const over = !chunk.initial && chunk.gzip > BUDGETS.lazyChunkGzip
    return [
      chunk.file.replace(/^assets\//, ''),
      kB(chunk.gzip),
      kB(chunk.bytes),
      chunk.initial ? 'initial' : 'later',
      chunk.initial ? '(in initial)' : over ? `OVER ${kB(BUDGETS.lazyChunkGzip)}` : 'ok',
      chunk.pulledBy.join('; '),
    ]
  })
  out.push(...columns(['Chunk', 'gzip', 'raw', 'Loaded', 'Budget', 'Pulled in by'], rows, new Set([1, 2])))
  const initialOver = bundle.initialGzip > BUDGETS.initialGzip
  out.push(
    '',
    `Initial JS: ${kB(bundle.initialGzip)} gzip (${kB(bundle.initialBytes)} raw) in ${bundle.initialFiles.length} chunks; budget ${kB(BUDGETS.initialGzip)}: ${initialOver ? 'OVER' : 'ok'}`,
    '',
    "What the initial chunks hold, by package (gzip share = the chunk gzip in proportion to each module's code before minification):",
  )
  const packageRows = bundle.initialPackages
    .slice(0, TOP_PACKAGES)
    .map((module) => [
      module.name,
      kB(module.gzipShare),
      percent(module.gzipShare, bundle.initialGzip),
      kB(module.rendered),
    ])
  out.push(...columns(['Package', '≈ gzip', 'share', 'rendered'], packageRows, new Set([1, 2, 3])))
  out.push('', `The ${TOP_MODULES} biggest modules of the initial chunks:`)
  const moduleRows = bundle.initialModules
    .slice(0, TOP_MODULES)
    .map((module) => [
      module.name,
      kB(module.gzipShare),
      percent(module.gzipShare, bundle.initialGzip),
      kB(module.rendered),
    ])
  out.push(...columns(['Module', '≈ gzip', 'share', 'rendered'], moduleRows, new Set([1, 2, 3])))
  return out.join('\n')
}

/** One line per broken budget, naming the chunk. */
export function breachLines(breaches: Breach[]): string[] {
  return breaches.map(
    (breach) => `bench: budget broken: ${breach.what} is ${kB(breach.gzip)} gzip, over its ${kB(breach.limit)}`,
  )
}

/** Prints the analysis and the broken budgets; true when every budget holds. */
export function reportBundle(bundle: BundleSizes): boolean {
  console.log(`\n${renderBundleReport(bundle)}\n`)
  const breaches = budgetBreaches(bundle)
  for (const line of breachLines(breaches)) console.error(line)
  return breaches.length === 0
}
