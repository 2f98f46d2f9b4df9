// The repository's documents name files that exist: a moved or renamed file fails here until the
// documents follow it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const DOCUMENTS = ['README.md', 'docs/architecture.md', 'docs/rules.md']

describe('documents', () => {
  for (const document of DOCUMENTS) {
    it(`${document} names only files that exist`, () => {
      const text = readFileSync(join(root, document), 'utf8')
      const named = [...text.matchAll(/\b((?:src|e2e|server|bench|docs)\/[\w./-]+\.(?:tsx?|md|sh|json))\b/g)].map(
        (match) => match[1] ?? '',
      )
      expect(named.length).toBeGreaterThan(0)
      expect([...new Set(named)].filter((path) => !existsSync(join(root, path)))).toEqual([])
    })
  }
})
