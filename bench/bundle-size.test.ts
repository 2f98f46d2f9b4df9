import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { StatsChunk } from './bundle-stats-plugin.ts'
import { moduleName } from './bundle-stats-plugin.ts'
import { BUDGETS, budgetBreaches, packageOf, sizesOf } from './bundle-size.ts'
import { renderBundleReport } from './bundle-report.ts'

function chunk(file: string, more: Partial<StatsChunk> = {}): StatsChunk {
  return {
    file,
    isEntry: false,
    isDynamicEntry: false,
    facade: null,
    imports: [],
    dynamicImports: [],
    modules: [],
    ...more,
  }
}

// A made-up build: the entry imports react statically and loads a page by import(); the page
// imports a shared table chunk. Contents are random bytes so gzip cannot shrink them.
const CHUNKS: StatsChunk[] = [
  chunk('assets/index.js', {
    isEntry: true,
    facade: 'index.html',
    imports: ['assets/react.js'],
    dynamicImports: ['assets/Page.js'],
    modules: [{ id: 'src/main.tsx', renderedLength: 100 }],
  }),
  chunk('assets/react.js', {
    modules: [
      { id: 'node_modules/react-dom/cjs/react-dom-client.production.js', renderedLength: 900 },
      { id: 'node_modules/react/index.js', renderedLength: 100 },
    ],
  }),
  chunk('assets/Page.js', { isDynamicEntry: true, facade: 'src/features/Page.tsx', imports: ['assets/Table.js'] }),
  chunk('assets/Table.js'),
]

const LENGTHS: Record<string, number> = {
  'assets/index.js': 1_000,
  'assets/react.js': 9_000,
  'assets/Page.js': 2_000,
  'assets/Table.js': 70_000,
}
const sizes = sizesOf(CHUNKS, (file) => randomBytes(LENGTHS[file] ?? 0))

describe('the bundle analysis', () => {
  it('counts the entry and what it imports statically as initial, not what it loads by import()', () => {
    expect(sizes.initialFiles.sort()).toEqual(['assets/index.js', 'assets/react.js'])
    const initial = sizes.chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0)
    expect(sizes.initialGzip).toBe(initial)
    expect(sizes.initialBytes).toBe(10_000)
  })

  it('says what pulls each chunk in', () => {
    const by = (file: string) => sizes.chunks.find((c) => c.file === file)?.pulledBy
    expect(by('assets/index.js')).toEqual(['entry (index.html)'])
    expect(by('assets/react.js')).toEqual(['imported by index.js'])
    expect(by('assets/Page.js')).toEqual(['import() of src/features/Page.tsx from index.js'])
    expect(by('assets/Table.js')).toEqual(['imported by Page.js'])
  })

  it('shares a chunk gzip among its modules and sums them by package', () => {
    const react = sizes.chunks.find((c) => c.file === 'assets/react.js')
    const dom = sizes.initialPackages.find((p) => p.name === 'react-dom')
    expect(dom?.gzipShare).toBeCloseTo((react?.gzip ?? 0) * 0.9)
    expect(sizes.initialPackages[0]?.name).toBe('react-dom')
    expect(packageOf('node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material')
    expect(packageOf('src/features/auth/SignInForm.tsx')).toBe('(app) src/features')
    expect(moduleName('/p/node_modules/.pnpm/x/node_modules/i18next/dist/esm/i18next.js', '/p')).toBe(
      'node_modules/i18next/dist/esm/i18next.js',
    )
    expect(moduleName('/p/src/main.tsx?v=1', '/p')).toBe('src/main.tsx')
  })
})

describe('the budgets', () => {
  it('names each later chunk over its budget, and the initial JS when it is over', () => {
    expect(budgetBreaches(sizes)).toEqual([
      { what: 'assets/Table.js', gzip: expect.any(Number) as number, limit: BUDGETS.lazyChunkGzip },
    ])
    const heavy = { initialGzip: BUDGETS.initialGzip + 1, chunks: [] }
    expect(budgetBreaches(heavy)).toEqual([
      { what: 'initial JS', gzip: BUDGETS.initialGzip + 1, limit: BUDGETS.initialGzip },
    ])
  })

  it('holds an initial chunk to the initial budget only, and passes a build within both', () => {
    const chunks = [
      { file: 'a.js', bytes: 1, gzip: BUDGETS.lazyChunkGzip + 5, initial: true, pulledBy: [] },
      { file: 'b.js', bytes: 1, gzip: BUDGETS.lazyChunkGzip, initial: false, pulledBy: [] },
    ]
    expect(budgetBreaches({ initialGzip: BUDGETS.initialGzip, chunks })).toEqual([])
  })

  it('prints every chunk with its verdict and the initial total', () => {
    const report = renderBundleReport(sizes)
    expect(report).toMatch(/Table\.js .* later +OVER 60\.0 kB +imported by Page\.js/)
    expect(report).toMatch(/index\.js .* initial/)
    expect(report).toContain('Initial JS:')
  })
})
