// The snapshot dialogs of a volume against the demo cloud: Create Snapshot says what a snapshot
// of a shared volume holds and sends one request; Revert says why not while the volume is
// attached and offers Manage Attachments; Delete Volume takes the snapshots along only when asked.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { DeleteVolumesDialog } from '../actions/DeleteVolumesDialog'
import { CreateSnapshotDialog } from './CreateSnapshotDialog'
import { RevertToSnapshotDialog } from './RevertToSnapshotDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const creates = countRequests(demo, 'POST', /\/snapshots$/)

describe('snapshot dialogs', () => {
  it('Create Snapshot warns that a shared read/write volume gives a crash-consistent copy, and sends once', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const pg = await volumeNamed(client, 'pg-shared-data')
    let closed = false
    renderWithClient(<CreateSnapshotDialog volume={pg} onClose={() => (closed = true)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Snapshot' })
    expect(await within(dialog).findByText(/Several servers write to this shared volume/)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Snapshot Name'), 'pg-before-migration')
    const submit = within(dialog).getByRole('button', { name: 'Create Snapshot' })
    await user.dblClick(submit)
    await waitFor(() => expect(closed).toBe(true))
    expect(creates.count).toBe(1)
    const { snapshots } = await client.cinder.listSnapshots({ filters: { name: 'pg-before-migration' } })
    expect(snapshots).toHaveLength(1)
  })

  it("Create Snapshot shows the quota it takes and, over the volume type's own quota, says why before sending", async () => {
    const client = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const type = pg.volume_type ?? ''
    await admin.cinder.updateQuotaSet(client.token.project.id, { [`snapshots_${type}`]: 2 })
    renderWithClient(<CreateSnapshotDialog volume={pg} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Snapshot' })
    expect(
      await within(dialog).findByText(
        /^Quota: 3 of 10 snapshots, \d+ of 2000 GiB used · Type multiattach: 2 of 2 snapshots$/,
      ),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText(
        `Over quota: snapshots_${type} allows 2, 2 is used and this needs 1 more. Delete something or ask for a larger quota.`,
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Create Snapshot' })).toBeDisabled()
    expect(creates.count).toBe(0)
  })

  it('Create Snapshot keeps the name typed when it is too long, and sends nothing', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    renderWithClient(<CreateSnapshotDialog volume={scratch} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Snapshot' })
    const name = within(dialog).getByLabelText('Snapshot Name')
    await user.click(name)
    await user.paste('n'.repeat(256))
    await user.click(within(dialog).getByRole('button', { name: 'Create Snapshot' }))
    expect(await within(dialog).findByText('The name can be at most 255 characters (now 256).')).toBeInTheDocument()
    expect(name).toHaveValue('n'.repeat(256))
    expect(creates.count).toBe(0)
  })

  it('Revert says why not while the shared volume is attached, and offers Manage Attachments', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    renderWithClient(
      <RevertToSnapshotDialog volume={pg} onClose={() => undefined} onManageAttachments={() => undefined} />,
      client,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revert to Snapshot' })
    expect(await within(dialog).findByText(/goes back to its latest snapshot, pg-before-upgrade/)).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Attached to 2 server(s): detach it from every one first. Cinder reverts only an available volume.',
    )
    expect(within(dialog).getByRole('button', { name: 'Revert Volume' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Manage Attachments' })).toBeEnabled()
  })

  it('Delete Volume keeps a volume with snapshots unless they go with it (cascade)', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const boot = await volumeNamed(client, 'boot-template')
    renderWithClient(<DeleteVolumesDialog volumes={[boot]} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Delete Volume' })
    expect(
      await within(dialog).findByText(/Has 1 snapshot\(s\): Cinder keeps a volume with snapshots/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()
    await user.click(within(dialog).getByLabelText('Also delete their snapshots (1 volume(s) have some)'))
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    // Both go: the volume and its snapshot (transitions take no time in this test).
    await waitFor(async () =>
      expect(await client.cinder.getVolume(boot.id).catch((error: unknown) => error)).toMatchObject({ status: 404 }),
    )
    expect((await client.cinder.listSnapshots({ filters: { volume_id: boot.id } })).snapshots).toEqual([])
  })
})
