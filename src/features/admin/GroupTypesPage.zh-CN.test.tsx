// Admin › Group Types in Simplified Chinese: heading, column headers, the reserved type's mark.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../i18n/i18n'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { GroupTypesPage } from './GroupTypesPage'

const demo = setUpDemoCloud()

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

describe('GroupTypesPage in Simplified Chinese', () => {
  it('shows the table in Chinese, the cloud’s names as they are', async () => {
    await changeLanguage('zh-CN', { remember: false })
    renderWithClient(<GroupTypesPage />, await demo.signIn('admin'))
    const table = await screen.findByRole('table', { name: '组类型' })
    expect(screen.getByRole('heading', { name: '组类型', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '创建组类型' })).toBeInTheDocument()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['名称', '描述', '公有', '组规格', '默认值', '组', '操作'])
    expect(within(table).getByText('default_cgsnapshot_type')).toBeInTheDocument()
    expect(within(table).getByText('为一致性组保留')).toBeInTheDocument()
  })
})
