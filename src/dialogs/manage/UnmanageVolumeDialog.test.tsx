// Unmanage Volume against the demo cloud: what it says (the data stays on the backend), refused
// before sending for an attached volume with snapshots, and a volume Cinder forgets, listed again as
// storage the backend holds.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { UnmanageVolumeDialog } from './UnmanageVolumeDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('UnmanageVolumeDialog', () => {
  it('says Cinder forgets it and the data stays; then the backend lists it as safe to manage', async () => {
    const admin = await demo.signIn('admin')
    const volume = await admin.cinder.getVolume((await volumeNamed(admin, 'admin-tools')).id)
    let closed = false
    renderWithClient(<UnmanageVolumeDialog volume={volume} onClose={() => (closed = true)} />, admin)
    const dialog = await screen.findByRole('dialog', { name: /Unmanage Volume/ })
    expect(
      within(dialog).getByText(/Its data is not deleted: it stays on the backend devstack@lvmdriver-1#lvmdriver-1/),
    ).toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Unmanage' })).toBeEnabled())
    await user.click(within(dialog).getByRole('button', { name: 'Unmanage' }))
    await waitFor(() => expect(closed).toBe(true))
    await waitFor(async () => {
      const entries = await admin.cinder.listManageableVolumes({ host: 'devstack@lvmdriver-1', detail: true })
      expect(entries.find((entry) => entry.reference['source-name'] === `volume-${volume.id}`)).toMatchObject({
        safe_to_manage: true,
      })
    })
  })

  it('is refused before sending for an attached volume with snapshots, with the reason', async () => {
    const admin = await demo.signIn('admin')
    const boot = (await admin.cinder.listVolumes({ allTenants: true, filters: { name: 'staging-db' } })).volumes[0]
    if (!boot) throw new Error('the demo scenario has staging-db')
    const volume = await admin.cinder.getVolume(boot.id)
    renderWithClient(<UnmanageVolumeDialog volume={volume} onClose={() => undefined} />, admin)
    const dialog = await screen.findByRole('dialog', { name: /Unmanage Volume/ })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Unmanage' })).toBeDisabled())
    expect(
      within(dialog).getByText(/Cinder unmanages a volume that is available or in error, not attached/),
    ).toBeInTheDocument()
  })
})
