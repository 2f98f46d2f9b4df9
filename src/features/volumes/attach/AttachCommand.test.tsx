// "Equivalent command" of Attach Volume against the demo cloud: a line per chosen server (compute
// 2.60 for a shareable volume), the read-only attach said to have no CLI, the requests as the
// dialog sends them, and nothing sent while the command is shown.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ATTACH_MODE_MICROVERSION } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { AttachDialog } from './AttachDialog'
import { commandText as codeOf } from '../../../test/command-panel'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const attaches = countRequests(demo, 'POST', /\/os-volume_attachments$/)

describe('Equivalent command of Attach Volume', () => {
  it('Attach Volume: a line per server at compute 2.60 for a shareable volume; read-only only as a request', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'shared-empty')
    const [web1, web2] = [await serverNamed(client, 'web-1'), await serverNamed(client, 'web-2')]
    renderWithClient(<AttachDialog open onClose={() => undefined} volume={volume} />, client)
    const dialog = await screen.findByRole('dialog', { name: /Attach Volume shared-empty/ })
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(within(dialog).getByText('Nothing to send with the values as they are.')).toBeInTheDocument()

    for (const name of ['web-1', 'web-2']) {
      const box = within(dialog).getByRole('combobox', { name: 'Instances' })
      await user.click(box)
      await user.type(box, name)
      await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }))
    }
    expect(codeOf(dialog, 'CLI')).toBe(
      [web1, web2]
        .map((server) => `openstack --os-compute-api-version 2.60 server add volume ${server.id} ${volume.id}`)
        .join('\n'),
    )
    const rw = codeOf(dialog, 'API request')
    expect(rw.match(/^POST http\S+\/servers\/\S+\/os-volume_attachments$/gm)).toEqual([
      expect.stringContaining(`/servers/${web1.id}/`),
      expect.stringContaining(`/servers/${web2.id}/`),
    ])
    expect(rw).toContain(`"volumeId": "${volume.id}"`)

    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    expect(codeOf(dialog, 'CLI')).toMatch(/^# No CLI sends an attach mode/)
    const ro = codeOf(dialog, 'API request')
    expect(ro).toContain(`OpenStack-API-Version: compute ${ATTACH_MODE_MICROVERSION}`)
    expect(ro).toContain('"attach_mode": "ro"')
    expect(attaches.count).toBe(0)
  })
})
