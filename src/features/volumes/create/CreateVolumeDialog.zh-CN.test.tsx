// The Create Volume dialog and the Volumes page in Simplified Chinese.
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { AppProviders } from '../../../app/AppProviders'
import { NotificationsProvider } from '../../../components/notify'
import { changeLanguage } from '../../../i18n/i18n'
import { createQueryClient } from '../../../lib/query-client'
import { SessionContext } from '../../../lib/session'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { VolumeListPage } from '../VolumeListPage'
import { CreateVolumeDialog } from './CreateVolumeDialog'

const demo = setUpDemoCloud()
let client: OpenStackClient

beforeEach(async () => {
  client = await demo.signIn('member')
  await changeLanguage('zh-CN', { remember: false })
})

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

function renderWithSession(children: ReactNode) {
  const session = { client, signIn: () => {}, switchTo: () => Promise.resolve(), signOut: () => {} }
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <NotificationsProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter>{children}</MemoryRouter>
        </SessionContext.Provider>
      </NotificationsProvider>
    </AppProviders>,
  )
}

describe('in Simplified Chinese', () => {
  it('shows the Create Volume dialog with Chinese labels and the quota', async () => {
    renderWithSession(<CreateVolumeDialog open onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: '创建云硬盘' })
    expect(await within(dialog).findByRole('textbox', { name: '名称' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '描述' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '容量（GiB）' })).toHaveValue('1')
    expect(within(dialog).getByRole('checkbox', { name: '可共享（多挂载）' })).not.toBeChecked()
    expect(within(dialog).getByRole('combobox', { name: '云硬盘类型' })).toHaveTextContent('lvmdriver-1')
    expect(within(dialog).getByRole('combobox', { name: '可用区' })).toHaveTextContent('nova')
    expect(within(dialog).getByText(/^配额：已用 \d+ \/ 2000 GiB，\d+ \/ 60 个云硬盘$/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '创建云硬盘' })).toBeInTheDocument()
  })

  it('shows the Volumes page with Chinese headings, columns and yes/no', async () => {
    renderWithSession(<VolumeListPage />)
    expect(await screen.findByRole('heading', { name: '云硬盘' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: '云硬盘' })
    for (const name of ['名称', '状态', '容量', '挂载到', '可共享', '可启动', '创建时间'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument()
    expect(within(table).getAllByRole('cell', { name: '否' }).length).toBeGreaterThan(0)
    expect(within(table).getAllByRole('cell', { name: /^\d+ GiB$/ }).length).toBeGreaterThan(0)
    expect(screen.getByRole('search', { name: '筛选云硬盘' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '按名称筛选' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '创建云硬盘' })).toBeInTheDocument()
    expect(screen.getByText(/^\d+ 个云硬盘$/)).toBeInTheDocument()
  })
})
