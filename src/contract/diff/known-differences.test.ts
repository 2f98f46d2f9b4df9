// Every difference the demo cloud keeps on purpose is explained in docs/cloud-differences.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KNOWN_DIFFERENCES } from './known-differences'

describe('differences kept on purpose', () => {
  it('are each listed, with their id, in docs/cloud-differences.md', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'cloud-differences.md'), 'utf8')
    expect(KNOWN_DIFFERENCES.length).toBeGreaterThan(0)
    for (const known of KNOWN_DIFFERENCES) expect(doc, known.id).toContain(`| \`${known.id}\` |`)
  })
})
