// Admin › Volume Types in Simplified Chinese: headings, column headers and row actions.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../i18n/i18n'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { canToggleShareable } from '../../rules/volume-type-guards'
import { VolumeTypesPage } from './VolumeTypesPage'

const demo = setUpDemoCloud()

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

describe('VolumeTypesPage in Simplified Chinese', () => {
  it('shows the table in Chinese', async () => {
    await changeLanguage('zh-CN', { remember: false })
    renderWithClient(<VolumeTypesPage />, await demo.signIn('admin'))
    const table = await screen.findByRole('table', { name: '云硬盘类型' })
    expect(screen.getByRole('heading', { name: '云硬盘类型', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '创建云硬盘类型' })).toBeInTheDocument()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '名称',
      '描述',
      '可共享（多挂载）',
      '可缓存',
      '加密',
      '公有',
      '额外规格',
      '云硬盘',
      '操作',
    ])
  })

  it('counts volumes in English with the singular and the plural', () => {
    const type = { id: 'x', name: 'x', extra_specs: {} } as unknown as Parameters<typeof canToggleShareable>[0]
    const usage = (count: number, partial = false) => ({ counts: new Map([['x', count]]), partial })
    expect(canToggleShareable(type, usage(1))).toMatchObject({
      reason: expect.stringMatching(/^1 volume of this type exist:/),
    })
    expect(canToggleShareable(type, usage(2, true))).toMatchObject({
      reason: expect.stringMatching(/^2 or more volumes of this type exist:/),
    })
  })
})
