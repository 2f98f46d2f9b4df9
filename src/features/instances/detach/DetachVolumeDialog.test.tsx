import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { DetachVolumeDialog } from './DetachVolumeDialog'
import { commandText as codeOf } from '../../../test/command-panel'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const detaches = countRequests(demo, 'DELETE', /\/os-volume_attachments\//)

async function openFor(client: OpenStackClient, serverName: string, onClose = () => undefined) {
  const server = await serverNamed(client, serverName)
  renderWithClient(<DetachVolumeDialog server={server} onClose={onClose} />, client)
  const dialog = await screen.findByRole('dialog', { name: `Detach Volume ${serverName}` })
  await within(dialog).findByRole('radiogroup', { name: 'Volume' })
  return { server, dialog }
}

describe('DetachVolumeDialog', () => {
  it('refuses the root volume, with the reason', async () => {
    const client = await demo.signIn('member')
    const { dialog } = await openFor(client, 'web-1')
    const root = within(dialog).getByRole('radio', { name: /^web-1-root · \/dev\/vda/ })
    expect(root).toBeDisabled()
    expect(within(dialog).getByText("This is the server's root volume: Nova does not detach it.")).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Detach Volume' })).toBeDisabled()
  })

  it('detaches the chosen volume and leaves the others', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    const { server, dialog } = await openFor(client, 'db-standby', onClose)
    await user.click(within(dialog).getByRole('radio', { name: /^pg-shared-data · \/dev\/vdb/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Detach Volume' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await screen.findByText('Detached pg-shared-data from db-standby.')).toBeInTheDocument()
    const pg = await volumeNamed(client, 'pg-shared-data')
    expect(pg.attachments.map((attachment) => attachment.server_id)).not.toContain(server.id)
    expect(pg.attachments).toHaveLength(1)
  })

  it('detaches a shelved-offloaded server’s reserved volume through Nova', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    await openFor(client, 'batch-old', onClose)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('radio', { name: /^batch-old-root/ })).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: /^batch-data/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Detach Volume' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await screen.findByText('Detached batch-data from batch-old.')).toBeInTheDocument()
    expect((await volumeNamed(client, 'batch-data')).status).toBe('available')
    const server = await serverNamed(client, 'batch-old')
    expect(server['os-extended-volumes:volumes_attached']).toHaveLength(1)
  })

  it('shows the equivalent command: openstack server remove volume and Nova’s DELETE', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'pg-shared-data')
    const { server, dialog } = await openFor(client, 'db-standby')
    await user.click(within(dialog).getByRole('radio', { name: /^pg-shared-data · \/dev\/vdb/ }))
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(codeOf(dialog, 'CLI')).toBe(`openstack server remove volume ${server.id} ${volume.id}`)
    expect(codeOf(dialog, 'API request')).toMatch(
      new RegExp(`^DELETE http\\S+/servers/${server.id}/os-volume_attachments/${volume.id}\\n`),
    )
    expect(detaches.count).toBe(0)
  })
})
