// Unmanage Snapshot against the demo cloud: what it says (the data stays on the backend), a
// snapshot Cinder forgets and the backend lists again, and a snapshot taken with its group refused
// before sending, with the reason.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { UnmanageSnapshotDialog } from './UnmanageSnapshotDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function snapshotNamed(name: string) {
  const admin = await demo.signIn('admin')
  const { snapshots } = await admin.cinder.listSnapshots({ allTenants: true, filters: { name } })
  const snapshot = snapshots[0]
  if (!snapshot) throw new Error(`the demo scenario has ${name}`)
  return { admin, snapshot }
}

describe('UnmanageSnapshotDialog', () => {
  it('says Cinder forgets it and the data stays; then the backend lists it as safe to manage', async () => {
    const { admin, snapshot } = await snapshotNamed('staging-db-daily')
    let closed = false
    renderWithClient(<UnmanageSnapshotDialog snapshot={snapshot} onClose={() => (closed = true)} />, admin)
    const dialog = await screen.findByRole('dialog', { name: /Unmanage Snapshot/ })
    expect(within(dialog).getByText(/Its data is not deleted/)).toBeInTheDocument()
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Unmanage' }))
    await waitFor(() => expect(closed).toBe(true))
    await waitFor(async () => {
      const volume = await admin.cinder.getVolume(snapshot.volume_id)
      const host = (volume['os-vol-host-attr:host'] ?? '').split('#')[0] ?? ''
      const entries = await admin.cinder.listManageableSnapshots({ host, detail: true })
      expect(entries.find((entry) => entry.reference['source-name'] === `snapshot-${snapshot.id}`)).toMatchObject({
        safe_to_manage: true,
      })
    })
  })

  it('is refused before sending for a snapshot taken with its group, with the reason', async () => {
    const { admin, snapshot } = await snapshotNamed('staging-db-daily')
    const member = { ...snapshot, group_snapshot_id: 'a-group-snapshot' }
    renderWithClient(<UnmanageSnapshotDialog snapshot={member} onClose={() => undefined} />, admin)
    const dialog = await screen.findByRole('dialog', { name: /Unmanage Snapshot/ })
    expect(within(dialog).getByRole('button', { name: 'Unmanage' })).toBeDisabled()
    expect(
      within(dialog).getByText('It was taken with its group: Cinder lets it go only with the group snapshot.'),
    ).toBeInTheDocument()
  })
})
