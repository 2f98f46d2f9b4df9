// Move Shared Volume against the demo cloud, as an administrator: the equivalent command of the
// chosen plan (the other writer detached, the migration, the writer attached again, with what to
// wait for between them), then the move itself, its steps done.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commandText } from '../../../test/command-panel'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { renderWithClient } from '../../../test/render-with-client'
import { MoveSharedVolumeDialog } from './MoveSharedVolumeDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const fast = { intervalMs: 5, timeoutMs: 5000 }

describe('Move Shared Volume', () => {
  it('shows the commands of the plan chosen, then moves the volume and attaches the writer again', async () => {
    const admin = await demo.signIn('admin')
    const { volumes } = await admin.cinder.listVolumes({ allTenants: true, filters: { name: 'pg-shared-data' } })
    const volume = volumes[0]!
    const servers = new Map(demo.cloud.state.servers.map((server) => [server.id, server.name]))
    renderWithClient(<MoveSharedVolumeDialog volume={volume} onClose={() => undefined} poll={fast} />, admin)
    const dialog = await screen.findByRole('dialog', { name: /Move Shared Volume pg-shared-data/ })
    const user = userEvent.setup({ delay: null })
    const keep = within(dialog).getByRole('combobox', { name: 'Keep attached' })
    await waitFor(() => expect(keep).toHaveTextContent(/db-/))
    const kept = keep.textContent
    const other = volume.attachments.find((attachment) => servers.get(attachment.server_id!) !== kept)!.server_id!
    await user.click(within(dialog).getByRole('combobox', { name: 'Destination host' }))
    await user.click(await screen.findByRole('option', { name: 'devstack@solidfire#sf-pool' }))
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI').split('\n')).toEqual([
      `openstack server remove volume ${other} ${volume.id}`,
      '# Once the volume no longer lists them (openstack volume show), migrate it (an administrator):',
      `openstack volume migrate --host 'devstack@solidfire#sf-pool' ${volume.id}`,
      '# Once its migration_status is success, attach them again:',
      `openstack --os-compute-api-version 2.60 server add volume ${other} ${volume.id}`,
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Move' }))
    expect(await within(dialog).findByText('The volume moved.')).toBeInTheDocument()
    const after = await admin.cinder.getVolume(volume.id)
    expect(after['os-vol-host-attr:host']).toBe('devstack@solidfire#sf-pool')
    expect(after.attachments.map((attachment) => attachment.server_id).sort()).toEqual(
      volume.attachments.map((attachment) => attachment.server_id).sort(),
    )
  })
})
