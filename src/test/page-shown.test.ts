// The one line a failed journey's summary gives of what its page showed, read from the page
// snapshot Playwright writes beside the failure.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageShown, shownIn } from '../../e2e/page-shown'
import { stagesFor } from '../../e2e/test-stages'

const loading = `# Page snapshot

\`\`\`yaml
- generic [ref=e1]:
  - navigation [ref=e2]:
    - link "Volumes" [ref=e3]
  - dialog "Create Volume" [ref=e9]:
    - heading "Create Volume" [level=2] [ref=e10]
    - progressbar [ref=e11]
    - paragraph [ref=e12]: Loading volume types, zones and quota…
    - group [aria-hidden]:
      - generic: Legend
\`\`\`
`

describe('what a failed journey page showed', () => {
  it('is the open dialog and what it held, without what is hidden from assistive technology', () => {
    expect(shownIn(loading)).toBe(
      'dialog "Create Volume": heading Create Volume | paragraph Loading volume types, zones and quota…',
    )
  })

  it('is the alerts when no dialog is open, and nothing when neither is there', () => {
    const alert = '- main [ref=e1]:\n  - alert [ref=e2]:\n    - generic [ref=e3]: The volumes could not be read.\n'
    expect(shownIn(alert)).toBe('alert: The volumes could not be read.')
    expect(shownIn('- main [ref=e1]:\n  - heading "Volumes" [level=1]\n')).toBe('')
  })

  it('is added to the failure line of a journey whose report has the snapshot', () => {
    const folder = mkdtempSync(join(tmpdir(), 'page-shown-'))
    const context = join(folder, 'error-context.md')
    writeFileSync(context, loading)
    expect(
      pageShown([
        { name: 'screenshot', path: join(folder, 'x.png') },
        { name: 'error-context', path: context },
      ]),
    ).toContain('Loading volume types')
    const report = {
      suites: [
        {
          specs: [
            {
              title: 'creates',
              file: 'a.spec.ts',
              line: 3,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message: 'TimeoutError: locator.click: Timeout 60000ms exceeded.',
                        location: { line: 9 },
                      },
                      attachments: [{ name: 'error-context', path: context }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    const e2e = stagesFor('/repo', '/scratch').find((stage) => stage.name === 'e2e')!
    expect(e2e.failures!(report)).toEqual([
      'a.spec.ts:3 › creates — TimeoutError: locator.click: Timeout 60000ms exceeded. (at line 9); the page showed dialog "Create Volume": heading Create Volume | paragraph Loading volume types, zones and quota…',
    ])
  })
})
