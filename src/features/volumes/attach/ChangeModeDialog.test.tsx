import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { ChangeModeDialog } from './ChangeModeDialog'
import { renderWithClient } from '../../../test/render-with-client'
import { commandText } from '../../../test/command-panel'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function openFor(client: OpenStackClient, volumeName: string, serverName: string) {
  const volume = await volumeNamed(client, volumeName)
  const server = await serverNamed(client, serverName)
  const attachment = volume.attachments.find((item) => item.server_id === server.id)!
  renderWithClient(<ChangeModeDialog open onClose={() => undefined} volume={volume} attachment={attachment} />, client)
  const dialog = await screen.findByRole('dialog', { name: 'Change Attach Mode' })
  return { volume, server, dialog }
}

async function modeOn(client: OpenStackClient, volumeId: string, serverId: string) {
  const details = await client.cinder.listAttachmentDetails({ filters: { volume_id: volumeId } })
  return details.find((detail) => detail.instance === serverId)?.attach_mode
}

describe('ChangeModeDialog', () => {
  it('changes read-only to read/write with the steps in view', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { volume, server, dialog } = await openFor(client, 'imagenet-dataset', 'worker-03')
    await waitFor(() => expect(dialog).toHaveTextContent('read-only → read/write'))
    const steps = within(dialog).getByLabelText('Progress')
    expect(steps).toHaveTextContent('Detaching…')
    expect(steps).toHaveTextContent('Attaching read/write…')
    expect(steps).toHaveTextContent('Done')
    // The command: the detach, then (once detached) Nova's plain attach, read/write at 2.60.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    const device = volume.attachments.find((item) => item.server_id === server.id)!.device
    expect(commandText(dialog, 'CLI')).toBe(
      [
        `openstack server remove volume ${server.id} ${volume.id}`,
        '# Once the volume no longer lists the server (openstack volume show), attach it again:',
        `openstack --os-compute-api-version 2.60 server add volume --device ${device} ${server.id} ${volume.id}`,
      ].join('\n'),
    )
    const requests = commandText(dialog, 'API request')
    expect(requests).toMatch(new RegExp(`^DELETE http\\S+/servers/${server.id}/os-volume_attachments/${volume.id}\\n`))
    expect(requests).toMatch(new RegExp(`^POST http\\S+/servers/${server.id}/os-volume_attachments\\n`, 'm'))
    await user.click(within(dialog).getByRole('button', { name: 'Change mode' }))
    expect(
      await within(dialog).findByText('Done: imagenet-dataset is attached read/write to worker-03.'),
    ).toBeInTheDocument()
    expect(await modeOn(client, volume.id, server.id)).toBe('rw')
  })

  it('shows the error of the second step and re-attaches with the old mode in one click', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { volume, server, dialog } = await openFor(client, 'pg-shared-data', 'db-standby')
    await waitFor(() => expect(dialog).toHaveTextContent('read/write → read-only'))
    // Read-only has no CLI flag: the panel says so where the attach would be.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI').split('\n')).toEqual([
      `openstack server remove volume ${server.id} ${volume.id}`,
      '# Once the volume no longer lists the server (openstack volume show), attach it again:',
      '# No CLI sends an attach mode (attach_mode of the Rocky multi-attach spec): only the API request below does.',
    ])
    // Only POSTs to os-volume_attachments fail: the detach (a DELETE) goes through, the attach does not.
    demo.cloud.settings.faults = [
      { kind: 'error', rate: 1, methods: ['POST'], path: 'os-volume_attachments', status: 500 },
    ]
    await user.click(within(dialog).getByRole('button', { name: 'Change mode' }))
    const restore = await within(dialog).findByRole('button', { name: 'Re-attach with the old mode' })
    expect(dialog).toHaveTextContent('pg-shared-data is detached from db-standby.')
    expect(dialog).toHaveTextContent('(injected fault)')
    expect(within(dialog).getByLabelText('Progress')).toHaveTextContent('Failed')
    expect((await client.cinder.getVolume(volume.id)).attachments.map((item) => item.server_id)).not.toContain(
      server.id,
    )

    demo.cloud.settings.faults = []
    await user.click(restore)
    expect(
      await within(dialog).findByText('pg-shared-data is attached read/write to db-standby again (the old mode).'),
    ).toBeInTheDocument()
    expect(await modeOn(client, volume.id, server.id)).toBe('rw')
  })

  it('is not offered without the attach-mode extension, and says why', async () => {
    demo.cloud.settings.attachModeExtension = false
    const client = await demo.signIn('member')
    const { dialog } = await openFor(client, 'pg-shared-data', 'db-standby')
    expect(within(dialog).getByRole('button', { name: 'Change mode' })).toBeDisabled()
    expect(dialog).toHaveTextContent('needs Compute (Nova) API 2.200 or later')
  })
})
