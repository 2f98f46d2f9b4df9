// "Equivalent command" in Edit Volume, Change Volume Type, Create Backup, and Create Transfer
// against the demo cloud: the command and the requests of what the form would
// send, nothing sent while it is shown.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { CreateBackupDialog } from '../snapshots/CreateBackupDialog'
import { CreateTransferDialog } from './CreateTransferDialog'
import { EditVolumeDialog } from './EditVolumeDialog'
import { RetypeVolumeDialog } from './RetypeVolumeDialog'
import { commandText as codeOf } from '../../../test/command-panel'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const writes = countRequests(demo, 'POST', /\/(action|backups|volume-transfers|os-volume-transfer|restore)$/)
const updates = countRequests(demo, 'PUT', /./)

const bodies = (text: string) =>
  text.split(/\n\n(?=[A-Z]+ http)/).map((request) => JSON.parse(request.slice(request.indexOf('\n\n'))) as unknown)

async function openCommand(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
}

describe('Equivalent command of the edit, backup and transfer dialogs', () => {
  it('Edit Volume: nothing to send until a field changes; a cleared description is cinder rename', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'shared-empty')
    renderWithClient(<EditVolumeDialog volume={volume} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Volume' })
    await openCommand(user, dialog)
    expect(within(dialog).getByText('Nothing to send with the values as they are.')).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText('Description'))
    await user.click(within(dialog).getByLabelText('Bootable'))
    expect(codeOf(dialog, 'CLI')).toBe(
      `cinder rename --description '' ${volume.id}\nopenstack volume set --bootable ${volume.id}`,
    )
    const requests = codeOf(dialog, 'API request')
    expect(requests).toMatch(new RegExp(`^PUT http\\S+/volumes/${volume.id}\\n`))
    expect(bodies(requests)).toEqual([{ volume: { description: '' } }, { 'os-set_bootable': { bootable: true } }])
    expect([writes.count, updates.count]).toEqual([0, 0])
  })

  it('Change Volume Type: the chosen type and migration policy', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'scratch-01')
    renderWithClient(<RetypeVolumeDialog volume={volume} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Change Volume Type' })
    await openCommand(user, dialog)
    expect(within(dialog).getByText('Nothing to send with the values as they are.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume Type' }))
    await user.click(await screen.findByRole('option', { name: /^nfs-standard/ }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Migration Policy' }))
    await user.click(await screen.findByRole('option', { name: 'Migrate when needed' }))
    expect(codeOf(dialog, 'CLI')).toBe(
      `openstack volume set --type nfs-standard --retype-policy on-demand ${volume.id}`,
    )
    expect(bodies(codeOf(dialog, 'API request'))).toEqual([
      { 'os-retype': { new_type: 'nfs-standard', migration_policy: 'on-demand' } },
    ])
    expect(writes.count).toBe(0)
  })

  it('Create Backup of an in-use volume: --force, as the dialog sends it', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'legacy-app-data')
    renderWithClient(<CreateBackupDialog volume={volume} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Backup' })
    await user.type(within(dialog).getByLabelText('Backup Name'), 'before upgrade')
    await openCommand(user, dialog)
    expect(codeOf(dialog, 'CLI')).toBe(`openstack volume backup create --name 'before upgrade' --force ${volume.id}`)
    expect(bodies(codeOf(dialog, 'API request'))).toEqual([
      {
        backup: { volume_id: volume.id, name: 'before upgrade', description: null, incremental: false, force: true },
      },
    ])
    expect(writes.count).toBe(0)
  })

  it('Create Transfer: whether the snapshots go, at 3.55; hidden once the key is shown', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'scratch-01')
    renderWithClient(<CreateTransferDialog volume={volume} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Transfer' })
    await user.type(within(dialog).getByLabelText('Transfer Name'), 'to ops')
    await user.click(within(dialog).getByLabelText('Leave its snapshots in this project'))
    await openCommand(user, dialog)
    expect(codeOf(dialog, 'CLI')).toBe(
      `openstack --os-volume-api-version 3.55 volume transfer request create --name 'to ops' --no-snapshots ${volume.id}`,
    )
    expect(codeOf(dialog, 'API request')).toMatch(/^POST http\S+\/volume-transfers\n/)
    expect(writes.count).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Create Transfer' }))
    expect((await within(dialog).findAllByText(/Transfer ID/)).length).toBeGreaterThan(0)
    expect(within(dialog).queryByRole('button', { name: /Equivalent command/ })).toBeNull()
  })
})
