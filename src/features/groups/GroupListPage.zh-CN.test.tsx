// Volume Groups in Simplified Chinese: the heading, the count, the column headers, a row's
// actions and the reason one is not offered.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../i18n/i18n'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { GroupListPage } from './GroupListPage'

const demo = setUpDemoCloud()

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

describe('GroupListPage in Simplified Chinese', () => {
  it('shows the list and a row’s actions in Chinese', async () => {
    const member = await demo.signIn('member')
    const [appStack] = await member.cinder.listGroups()
    await demo.signIn('admin').then((admin) => admin.cinder.resetGroupStatus(appStack!.id, 'error'))
    await changeLanguage('zh-CN', { remember: false })
    renderWithClient(
      <MemoryRouter>
        <GroupListPage />
      </MemoryRouter>,
      member,
    )
    const table = await screen.findByRole('table', { name: '云硬盘组列表' })
    expect(screen.getByRole('heading', { name: '云硬盘组', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('2 个组')).toBeInTheDocument()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers.slice(0, 4)).toEqual(['名称', '状态', '组类型', '云硬盘类型'])
    await userEvent.setup({ delay: null }).click(within(table).getByRole('button', { name: /app-stack/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: /管理云硬盘/ })).toHaveAttribute('aria-disabled', 'true')
    expect(within(menu).getByText(/只有组处于可用状态时，云硬盘才能加入或离开/)).toBeInTheDocument()
  })
})
