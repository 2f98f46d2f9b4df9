// The attach dialogs in Simplified Chinese: labels, buttons, the mode radios and the table headers.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../../i18n/i18n'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { AttachDialog } from './AttachDialog'
import { ManageAttachmentsDialog } from './ManageAttachmentsDialog'
import { renderWithClient } from '../../../test/render-with-client'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('attach dialogs in Simplified Chinese', () => {
  beforeEach(() => changeLanguage('zh-CN', { remember: false }))
  afterEach(() => changeLanguage('en', { remember: false }))

  it('shows Attach Volume in Chinese and attaches with the Chinese labels', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'shared-empty')
    const user = userEvent.setup({ delay: null })
    renderWithClient(<AttachDialog open onClose={() => undefined} volume={volume} />, client)
    const dialog = await screen.findByRole('dialog', { name: /挂载云硬盘 shared-empty/ })

    expect(within(dialog).getByRole('radiogroup', { name: '挂载模式' })).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: '读写（rw）' })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: '只读（ro）' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '设备名' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled()
    const attach = within(dialog).getByRole('button', { name: '挂载' })
    expect(attach).toBeDisabled()

    const instances = within(dialog).getByRole('combobox', { name: '云主机' })
    await user.click(instances)
    await user.type(instances, 'web-1')
    await user.click(await screen.findByRole('option', { name: /^web-1/ }))
    await user.click(attach)

    const results = await within(dialog).findByRole('list', { name: '挂载结果' })
    await waitFor(() => expect(results).toHaveTextContent('已挂载'))
    expect(await screen.findByText('已将 shared-empty 挂载到 web-1。')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeEnabled()
  })

  it('shows Manage Attachments with Chinese headers and modes', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'pg-shared-data')
    renderWithClient(<ManageAttachmentsDialog open onClose={() => undefined} volumeId={volume.id} />, client)
    const dialog = await screen.findByRole('dialog', { name: /管理挂载 pg-shared-data/ })
    const table = await within(dialog).findByRole('table', { name: '挂载' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['', '云主机', '设备名', '模式', '挂载时间（UTC）', '操作'])
    await waitFor(() => expect(within(table).getAllByText('读写').length).toBeGreaterThan(0))
    expect(within(table).getAllByRole('button', { name: '卸载' }).length).toBeGreaterThan(0)
    expect(within(dialog).getByRole('button', { name: '卸载所选' })).toBeDisabled()
    expect(within(dialog).getByRole('heading', { name: '挂载到更多云主机' })).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent('可共享（多挂载）')
  })
})
