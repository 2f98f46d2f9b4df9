// The demo settings page in Simplified Chinese, and its descriptions with code in them: the
// same words in English as before the page was translated, the code still set as code.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../i18n/i18n'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderSettings } from '../../test/render-settings'

const demo = setUpDemoCloud()

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

function section(name: string): HTMLElement {
  const region = screen.getByText(name, { selector: 'h2' }).closest('section')
  if (!region) throw new Error(`no section ${name}`)
  return region
}

describe('DemoSettingsPage in Simplified Chinese', () => {
  it('shows the headings, switches, table and buttons in Chinese', async () => {
    await changeLanguage('zh-CN', { remember: false })
    renderSettings(await demo.signIn('member'))
    await screen.findByText('计算主机', { selector: 'h2' })
    expect(screen.getByRole('heading', { name: '演示云设置', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: '挂载模式扩展' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: '计算主机' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: '可用区' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'volume:create' })).toBeInTheDocument()
    expect(screen.getAllByRole('radio', { name: '仅管理员' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: '保存设置' })).toBeDisabled()
    const attachMode = section('挂载模式扩展（Rocky 规范）')
    expect([...attachMode.querySelectorAll('code')].map((code) => code.textContent).sort()).toEqual([
      'attach_mode',
      'block_device_mapping_v2',
    ])
    expect(attachMode).toHaveTextContent('上游 Nova 从未发布此功能')
  })

  it('keeps the English descriptions word for word, code as code', async () => {
    renderSettings(await demo.signIn('member'))
    await screen.findByText('Compute hosts', { selector: 'h2' })
    const hosts = section('Compute hosts')
    expect([...hosts.querySelectorAll('strong')].map((element) => element.textContent)).toEqual([
      'Multi-attach support',
      'Old compute (no attach mode)',
    ])
    expect(hosts).toHaveTextContent(
      "Multi-attach support: the host's virt driver can attach one volume to several servers (libvirt can; some drivers cannot). Off, attaching a shareable volume to a server on that host fails with 400 \"… has 'multiattach' set, which is not supported for this instance.\" and the Attach dialog shows such servers disabled. Old compute (no attach mode): the host's nova-compute is too old for the Rocky spec's attach_mode; attaching with a mode to a server there answers 409.",
    )
    const reset = section('Reset demo data')
    expect(reset.querySelector('code')?.textContent).toBe('?scenario=NAME')
    expect(reset).toHaveTextContent(
      'Open the dashboard with ?scenario=NAME (demo, empty, scale) to start another scenario.',
    )
  })
})
