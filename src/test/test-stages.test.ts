// What `npm test` prints at its end: the counts and the failed tests each stage's report names,
// read from reports in the shape Vitest's and Playwright's JSON reporters write.
import { describe, expect, it } from 'vitest'
import { stagesFor } from '../../e2e/test-stages'

const stages = stagesFor('/repo', '/scratch')
const stage = (name: string) => stages.find((candidate) => candidate.name === name)!

const vitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/src/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'outer fails',
          status: 'failed',
          failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at a.test.ts:4:5'],
        },
        { fullName: 'outer passes', status: 'passed' },
      ],
    },
    { name: '/repo/src/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
    { name: '/repo/src/c.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
}

const playwrightReport = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'a.spec.ts',
      specs: [{ title: 'passes', file: 'a.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'group',
          specs: [
            {
              title: 'fails here',
              file: 'a.spec.ts',
              line: 5,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'first try' } },
                    {
                      error: {
                        message:
                          '\nError: expect(locator).toContainText(expected) failed\n\nLocator: getByRole(\'status\')\nExpected string: "Ready"\nReceived string: "Asking"',
                        location: { file: '/repo/e2e/a.spec.ts', line: 7, column: 3 },
                      },
                    },
                  ],
                },
              ],
            },
            { title: 'passes on retry', file: 'a.spec.ts', line: 9, tests: [{ status: 'flaky' }] },
          ],
          suites: [],
        },
      ],
    },
  ],
}

describe("npm test's stages", () => {
  it("name Vitest's failed tests with their error's first line, and a file that did not run", () => {
    expect(stage('unit').count(1, vitestReport)).toEqual({ passed: 1, failed: 1, skipped: 0 })
    expect(stage('unit').failures!(vitestReport)).toEqual([
      '/repo/src/a.test.ts › outer fails — AssertionError: expected 2 to be 3',
      '/repo/src/b.test.ts (did not run: Cannot find module x)',
    ])
  })

  it("name Playwright's unexpected outcomes with their describe path the last try's error, its locator and line, and count a flaky one as passed", () => {
    expect(stage('e2e').count(1, playwrightReport)).toEqual({ passed: 3, failed: 1, skipped: 0 })
    expect(stage('e2e').failures!(playwrightReport)).toEqual([
      'a.spec.ts:5 › group › fails here — Error: expect(locator).toContainText(expected) failed; Locator: getByRole(\'status\'); Expected string: "Ready"; Received string: "Asking" (at line 7)',
    ])
  })

  it('name the step a test that ran out of time was waiting on, from its next error', () => {
    const timedOut = {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'b.spec.ts',
          specs: [
            {
              title: 'hangs',
              file: 'b.spec.ts',
              line: 4,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: { message: 'Test timeout of 180000ms exceeded.' },
                      errors: [
                        { message: 'Test timeout of 180000ms exceeded.' },
                        {
                          message:
                            "Error: locator.click: Test timeout of 180000ms exceeded.\nCall log:\n  - waiting for getByRole('combobox', { name: 'Volume Type' })",
                          location: { file: '/repo/e2e/b.spec.ts', line: 12, column: 5 },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
          suites: [],
        },
      ],
    }
    expect(stage('e2e').failures!(timedOut)).toEqual([
      "b.spec.ts:4 › hangs — Test timeout of 180000ms exceeded.; Error: locator.click: Test timeout of 180000ms exceeded.; - waiting for getByRole('combobox', { name: 'Volume Type' }) (at line 12)",
    ])
  })

  it("name the differential recorder's differences no known one explains, one line each", () => {
    const line =
      'value volume.status · volumes: show while backing up · GET volume /volumes/{bv} · demo backing-up · real available'
    const report = { passed: 236, failed: 1, kept: 58, differing: [line] }
    expect(stage('cloud-diff').count(1, report)).toEqual({ passed: 236, failed: 1, skipped: 0 })
    expect(stage('cloud-diff').failures!(report)).toEqual([line])
  })

  it('name nothing for a report that is missing or not what they read', () => {
    expect(stage('unit').failures!({})).toEqual([])
    expect(stage('e2e').failures!(null)).toEqual([])
    expect(stage('unit').count(1, undefined)).toBeNull()
  })
})
