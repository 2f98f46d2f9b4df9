// The repository's documents name files that exist, symbols where they say they are, and tests by
// the titles they have: a moved or renamed file, function or test fails here until the documents
// follow it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { namedPaths, namedSymbols, namedTests } from './docs-references'

const root = join(import.meta.dirname, '..', '..')
const DOCUMENTS = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)]

const read = (path: string) => readFileSync(join(root, path), 'utf8')

describe('documents', () => {
  for (const document of DOCUMENTS) {
    const text = read(document)

    it(`${document} names only files that exist`, () => {
      const named = namedPaths(text)
      expect(named.length).toBeGreaterThan(0)
      expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([])
    })

    it(`${document} finds each symbol it names in the file it names`, () => {
      const missing = namedSymbols(text)
        .filter(({ path }) => existsSync(join(root, path)))
        .filter(({ symbol, path }) => !new RegExp(`\\b${symbol.replace(/\$/g, '\\$')}\\b`).test(read(path)))
        .map(({ symbol, path }) => `${symbol} in ${path}`)
      expect(missing).toEqual([])
    })

    it(`${document} names tests by the titles they have`, () => {
      const missing = namedTests(text)
        .filter(({ path }) => existsSync(join(root, path)))
        .filter(({ title, path }) => !read(path).includes(title))
        .map(({ title, path }) => `${path}: "${title}"`)
      expect(missing).toEqual([])
    })
  }
})

describe('what the documents check reads', () => {
  it('reads symbols before " in <path>", and test titles after a test file and a dash', () => {
    const text = [
      '- Dashboard: `canAttach()`, `canDetach()` and `Guard` in src/rules/guards.ts; `other()` in the same file.',
      '- Polling: `transitionalRefetch` in `src/queries/polling.ts` asks; `useStepsMutation` (`src/queries/steps.ts`).',
      '- Rules: src/rules/guards.test.ts — "attach: available"; "\\"ro\\" stays". src/a.ts is a file.',
      '- Modes (`swap()` in src/x.ts, the `shelved` step in src/y.ts).',
    ].join('\n')
    expect(namedSymbols(text)).toEqual([
      { symbol: 'canAttach', path: 'src/rules/guards.ts' },
      { symbol: 'canDetach', path: 'src/rules/guards.ts' },
      { symbol: 'Guard', path: 'src/rules/guards.ts' },
      { symbol: 'transitionalRefetch', path: 'src/queries/polling.ts' },
      { symbol: 'swap', path: 'src/x.ts' },
      { symbol: 'shelved', path: 'src/y.ts' },
      { symbol: 'useStepsMutation', path: 'src/queries/steps.ts' },
    ])
    expect(namedTests(text)).toEqual([
      { title: 'attach: available', path: 'src/rules/guards.test.ts' },
      { title: '"ro" stays', path: 'src/rules/guards.test.ts' },
    ])
    expect(namedPaths(text)).toEqual([
      'src/rules/guards.ts',
      'src/queries/polling.ts',
      'src/queries/steps.ts',
      'src/rules/guards.test.ts',
      'src/a.ts',
      'src/x.ts',
      'src/y.ts',
    ])
  })
})
