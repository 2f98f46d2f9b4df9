// Create Transfer against the demo cloud: sends once for a double click, and shows the id and key
// once, kept in no storage and not in the address.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { CreateTransferDialog } from './CreateTransferDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const creates = countRequests(demo, 'POST', /\/volume-transfers$/)

describe('Create Transfer', () => {
  it('Create Transfer sends once for a double click and shows the id and key once, stored nowhere', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    renderWithClient(<CreateTransferDialog volume={scratch} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Transfer' })
    await user.type(within(dialog).getByLabelText('Transfer Name'), 'to-ops')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create Transfer' }))
    const key = await within(dialog).findByLabelText('Authorization Key')
    expect((key as HTMLInputElement).value).toMatch(/^[0-9a-f]{16}$/)
    expect(within(dialog).getByText(/only time the key is shown/)).toBeInTheDocument()
    expect(creates.count).toBe(1)
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('awaiting-transfer')
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + window.location.href
    expect(stored).not.toContain((key as HTMLInputElement).value)
  })

  it('is offered only for an available volume, and says why for a shared attached one', async () => {
    const client = await demo.signIn('member')
    const { volumeActions } = await import('./volume-actions')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const transfer = volumeActions(pg, client).find((action) => action.id === 'transfer')
    expect(transfer?.guard).toEqual({
      ok: false,
      reason: 'Cinder transfers only an available volume: detach this shared volume from every server first.',
      rule: 'T5',
    })
    const scratch = await volumeNamed(client, 'scratch-01')
    expect(volumeActions(scratch, client).find((action) => action.id === 'transfer')?.guard).toEqual({ ok: true })
  })
})
