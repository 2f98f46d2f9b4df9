// Launch Instance in Simplified Chinese: the dialog's labels, the count's help and the guards'
// own words come from the zh-CN bundle; English comes back afterwards.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../../i18n/i18n'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { renderWithClient } from '../../../test/render-with-client'
import { validateCount } from './launch-form'
import { LaunchInstanceDialog } from './LaunchInstanceDialog'

const demo = setUpDemoCloud()

beforeEach(async () => {
  await changeLanguage('zh-CN', { remember: false })
})

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

describe('LaunchInstanceDialog in Simplified Chinese', () => {
  it('labels the form in Chinese', async () => {
    const client = await demo.signIn('member')
    renderWithClient(<LaunchInstanceDialog open onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: '创建云主机' })
    expect(await within(dialog).findByRole('textbox', { name: '云主机名称' })).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: '云主机类型' })).toBeInTheDocument()
    expect(within(dialog).getByRole('radiogroup', { name: '启动源' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '数量' })).toHaveAccessibleDescription('1 到 10 台云主机。')
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: '创建云主机' })).toBeInTheDocument()
    expect(validateCount('x')).toBe('数量必须是整数。')
  })

  it('is English again after switching back', async () => {
    await changeLanguage('en', { remember: false })
    expect(validateCount('0')).toBe('Launch between 1 and 10 instances at a time.')
  })
})
