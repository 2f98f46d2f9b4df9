// Transfers against the demo cloud: the Transfers panel lists the pending one and cancels it; Accept Transfer keeps what
// was typed on a wrong key and takes the volume into the accepting project with the right one.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { commandText } from '../../test/command-panel'
import { AcceptTransferDialog } from './AcceptTransferDialog'
import { TransfersPage } from './TransfersPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('transfers', () => {
  it('the panel lists the pending transfer; Cancel Transfer gives the volume back', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createTransfer({ volumeId: scratch.id, name: 'to-ops' })
    renderWithClient(
      <MemoryRouter>
        <TransfersPage />
      </MemoryRouter>,
      client,
    )
    const table = await screen.findByRole('table', { name: 'Pending transfers' })
    expect(within(table).getByText('to-ops')).toBeInTheDocument()
    expect(within(table).getByText(created.id)).toBeInTheDocument()
    // The volume by its name, linking to its page.
    expect(await within(table).findByRole('link', { name: 'scratch-01' })).toHaveAttribute('title', scratch.id)
    await user.click(within(table).getByRole('button', { name: 'Cancel Transfer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Transfer' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Transfer' }))
    expect(await screen.findByText('No pending transfers')).toBeInTheDocument()
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('available')
  })

  it('Accept Transfer: a wrong key is refused with the input kept; the right one brings the volume', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(member, 'scratch-01')
    const created = await member.cinder.createTransfer({ volumeId: scratch.id })
    renderWithClient(
      <MemoryRouter>
        <AcceptTransferDialog onClose={() => undefined} />
      </MemoryRouter>,
      admin,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Accept Transfer' })
    await user.type(within(dialog).getByLabelText('Transfer ID'), created.id)
    await user.type(within(dialog).getByLabelText('Authorization Key'), '0123456789abcdef')
    // The equivalent command names the transfer and reads the key from the environment: never shown.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      `# The authorization key is not shown: set VOLUME_TRANSFER_AUTH_KEY to it first.\nopenstack volume transfer request accept --auth-key "$VOLUME_TRANSFER_AUTH_KEY" ${created.id}`,
    )
    const request = commandText(dialog, 'API request')
    expect(request).toMatch(new RegExp(`^POST http\\S+/volume-transfers/${created.id}/accept\\n`))
    expect(JSON.parse(request.slice(request.indexOf('\n\n')))).toEqual({ accept: { auth_key: '<authorization key>' } })
    expect(within(dialog).getByRole('group', { name: 'Equivalent command' })).not.toHaveTextContent('0123456789abcdef')
    await user.click(within(dialog).getByRole('button', { name: 'Accept Transfer' }))
    expect(await within(dialog).findByText('The transfer was not accepted')).toBeInTheDocument()
    expect(within(dialog).getByText(/invalid auth key/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Transfer ID')).toHaveValue(created.id)
    const key = within(dialog).getByLabelText('Authorization Key')
    await user.clear(key)
    await user.type(key, created.auth_key)
    await user.click(within(dialog).getByRole('button', { name: 'Accept Transfer' }))
    expect(await within(dialog).findByRole('link', { name: 'open it' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Equivalent command/ })).toBeNull()
    await waitFor(async () =>
      expect((await admin.cinder.getVolume(scratch.id))['os-vol-tenant-attr:tenant_id']).toBe(admin.token.project.id),
    )
  })
})
