// The lint rules that keep the code's shape do fire: a feature importing another feature, the
// API module or the rules importing React or the demo cloud, an import cycle, a promise nobody
// awaits (the fixtures in lint-fixtures/ break them on purpose), a dialog drawing the form's
// layout itself or a confirmation making a form of its own, a table drawn by hand rather than by
// DataTable, a test replacing modules in a file that shares them with others.
import { ESLint } from 'eslint'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
// ignore: false lints the fixtures, which the project's own lint run leaves out.
const eslint = new ESLint({ cwd: root, ignore: false })

/** Lints `code` as if it were `filePath` (a lint-probe.ts, which exists only here). */
async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

async function rulesHitInFile(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(root, filePath)])
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('lint rules', { timeout: 120_000 }, () => {
  it('fails on a feature importing another feature, and not on shared code', async () => {
    const crossing =
      "import { serverDisplayName } from '../instances/server-format'\nexport const name = serverDisplayName\n"
    expect(await rulesHit(crossing, 'src/features/volumes/lint-probe.ts')).toContain('import-x/no-restricted-paths')
    const shared = "import { volumeDisplayName } from '../../lib/format'\nexport const name = volumeDisplayName\n"
    expect(await rulesHit(shared, 'src/features/instances/lint-probe.ts')).toEqual([])
  })

  it('fails on shared code importing a feature, and on the API module importing wording', async () => {
    const upward =
      "import { serverDisplayName } from '../features/instances/server-format'\nexport const name = serverDisplayName\n"
    expect(await rulesHit(upward, 'src/queries/lint-probe.ts')).toContain('import-x/no-restricted-paths')
    const wording = "import { tr } from '../i18n/tr'\nexport const text = tr('Yes')\n"
    expect(await rulesHit(wording, 'src/api/lint-probe.ts')).toContain('import-x/no-restricted-paths')
  })

  it('fails on the API module or the rules importing React or the demo cloud; their tests may start it', async () => {
    const react = "import { useState } from 'react'\nexport const hook = useState\n"
    const demo = "import { demoScenario } from '../mocks/scenarios/demo'\nexport const scenario = demoScenario\n"
    for (const file of ['src/api/lint-probe.ts', 'src/rules/lint-probe.ts']) {
      expect(await rulesHit(react, file)).toContain('no-restricted-imports')
      expect(await rulesHit(demo, file)).toContain('no-restricted-imports')
    }
    expect(await rulesHit(react, 'src/mocks/lint-probe.ts')).toContain('no-restricted-imports')
    expect(await rulesHit(demo, 'src/api/lint-probe.test.ts')).not.toContain('no-restricted-imports')
    expect(await rulesHit(react, 'src/api/lint-probe.test.ts')).toContain('no-restricted-imports')
  })

  it('fails on a table drawn with MUI’s parts outside DataTable, and not in it', async () => {
    const table = "import Table from '@mui/material/Table'\nexport const parts = [Table]\n"
    expect(await rulesHit(table, 'src/features/volumes/lint-probe.ts')).toContain('no-restricted-imports')
    const named = "import { TableCell } from '@mui/material'\nexport const parts = [TableCell]\n"
    expect(await rulesHit(named, 'src/dialogs/lint-probe.ts')).toContain('no-restricted-imports')
    expect(await rulesHitInFile('src/components/table/DataTable.tsx')).not.toContain('no-restricted-imports')
  })

  it('fails on an import cycle', async () => {
    expect(await rulesHitInFile('src/test/lint-fixtures/cycle-a.ts')).toContain('import-x/no-cycle')
  })

  it('fails on a floating promise', async () => {
    expect(await rulesHitInFile('src/test/lint-fixtures/floating.ts')).toContain(
      '@typescript-eslint/no-floating-promises',
    )
  })

  it('fails on a dialog wiring its own submit, and on a confirmation making a dummy form', async () => {
    const layout =
      "import { DialogFormLayout } from '../../components/dialog/DialogFormLayout'\nexport const Layout = DialogFormLayout\n"
    expect(await rulesHit(layout, 'src/features/volumes/lint-probe.ts')).toContain('no-restricted-syntax')
    const dummy = "import { useForm } from 'react-hook-form'\nexport const useConfirm = () => useForm()\n"
    expect(await rulesHit(dummy, 'src/features/volumes/lint-probe.ts')).toContain('no-restricted-syntax')
    const fields =
      "import { useForm } from 'react-hook-form'\nexport const useFields = () => useForm({ defaultValues: { name: '' } })\n"
    expect(await rulesHit(fields, 'src/features/volumes/lint-probe.ts')).toEqual([])
  })

  it('fails on replacing a module in a test file that shares its modules, and not in an isolated one', async () => {
    const mocking = "import { vi } from 'vitest'\nvi.mock('../api')\n"
    expect(await rulesHit(mocking, 'src/api/lint-probe.test.ts')).toContain('no-restricted-syntax')
    expect(await rulesHit(mocking, 'src/api/lint-probe.isolated.test.ts')).toEqual([])
  })

  it("fails on a test file setting Testing Library's wait cap of its own", async () => {
    const capped = "import { configure } from '@testing-library/react'\nconfigure({ asyncUtilTimeout: 10_000 })\n"
    expect(await rulesHit(capped, 'src/api/lint-probe.test.ts')).toContain('no-restricted-syntax')
  })

  it("fails on a journey taking Playwright's own test, and not on one taking e2e/page-errors.ts's", async () => {
    const own = "import { test } from '@playwright/test'\ntest('x', () => {})\n"
    expect(await rulesHit(own, 'e2e/lint-probe.spec.ts')).toContain('no-restricted-imports')
    const ours =
      "import { expect } from '@playwright/test'\nimport { test } from './page-errors'\ntest('x', () => expect(1).toBe(1))\n"
    expect(await rulesHit(ours, 'e2e/lint-probe.spec.ts')).toEqual([])
  })
})
