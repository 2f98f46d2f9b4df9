// Edit Volume and Edit Metadata against the demo cloud: only what changed is sent, once; a field
// Cinder would refuse says so with what was typed kept; the metadata editor refuses keys Cinder
// refuses (and the ones it keeps for itself), and shows another tab's change instead of undoing it.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { commandText } from '../../../test/command-panel'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { EditVolumeDialog } from './EditVolumeDialog'
import { EditVolumeMetadataDialog } from './EditVolumeMetadataDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const updates = countRequests(demo, 'PUT', /\/volumes\/[^/]+$/)
const actions = countRequests(demo, 'POST', /\/volumes\/[^/]+\/action$/)
const metadataWrites = countRequests(demo, 'PUT', /\/volumes\/[^/]+\/metadata$/)

describe('Edit Volume', () => {
  it('renames and flags bootable: one update and one os-set_bootable for a double click', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    let closed = false
    renderWithClient(<EditVolumeDialog volume={scratch} onClose={() => (closed = true)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Volume' })
    const name = within(dialog).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'scratch-renamed')
    await user.click(within(dialog).getByLabelText('Bootable'))
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toBe(true))
    expect([updates.count, actions.count]).toEqual([1, 1])
    const saved = await client.cinder.getVolume(scratch.id)
    expect(saved).toMatchObject({ name: 'scratch-renamed', bootable: 'true', description: null })
  })

  it('sends nothing when nothing changed, and keeps a description that is too long', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    let closed = false
    const view = renderWithClient(<EditVolumeDialog volume={scratch} onClose={() => (closed = true)} />, client)
    let dialog = await screen.findByRole('dialog', { name: 'Edit Volume' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toBe(true))
    view.unmount()
    renderWithClient(<EditVolumeDialog volume={scratch} onClose={() => undefined} />, client)
    dialog = await screen.findByRole('dialog', { name: 'Edit Volume' })
    const description = within(dialog).getByLabelText('Description')
    await user.click(description)
    await user.paste('d'.repeat(256))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('The description can be at most 255 characters (now 256).'),
    ).toBeInTheDocument()
    expect(description).toHaveValue('d'.repeat(256))
    expect([updates.count, actions.count]).toEqual([0, 0])
  })

  it("shows Cinder's refusal in the dialog (a volume gone into maintenance), the input kept", async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    renderWithClient(<EditVolumeDialog volume={scratch} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Volume' })
    demo.cloud.state.volumes.find((record) => record.id === scratch.id)!.status = 'maintenance'
    await user.type(within(dialog).getByLabelText('Name'), '-x')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The volume was not changed')).toBeInTheDocument()
    expect(within(dialog).getByText(/The volume cannot be updated during maintenance/)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('scratch-01-x')
  })
})

describe('Edit Metadata of a volume', () => {
  it('adds, changes and removes keys in one conditional replace', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.cinder.replaceVolumeMetadata(scratch.id, { owner: 'ops', stale: 'yes' })
    const ifMatch: Array<string | null> = []
    demo.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/metadata')) ifMatch.push(request.headers.get('If-Match'))
    })
    let closed = false
    renderWithClient(<EditVolumeMetadataDialog volume={scratch} onClose={() => (closed = true)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Metadata: scratch-01' })
    const rows = await within(dialog).findByRole('list', { name: 'Keys and values' })
    await user.click(within(rows).getByRole('button', { name: 'Remove stale' }))
    const values = within(rows).getAllByLabelText('Value')
    await user.clear(values[0]!)
    await user.type(values[0]!, 'dba')
    await user.click(within(dialog).getByRole('button', { name: 'Add key' }))
    await user.type(within(rows).getAllByLabelText('Key').at(-1)!, 'env')
    await user.type(within(rows).getAllByLabelText('Value').at(-1)!, 'prod')
    // The command of the change: the keys set, then the key removed; the request is the replace.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      [
        `openstack volume set --property env=prod --property owner=dba ${scratch.id}`,
        `openstack volume unset --property stale ${scratch.id}`,
      ].join('\n'),
    )
    const request = commandText(dialog, 'API request')
    expect(request).toMatch(new RegExp(`^PUT http\\S+/volumes/${scratch.id}/metadata\\n`))
    expect(request).toMatch(/^If-Match: [0-9a-f]{32}$/m)
    expect(JSON.parse(request.slice(request.indexOf('\n\n')))).toEqual({ metadata: { owner: 'dba', env: 'prod' } })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toBe(true))
    expect(ifMatch).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)])
    expect((await client.cinder.getVolumeMetadata(scratch.id)).metadata).toEqual({ owner: 'dba', env: 'prod' })
  })

  it('refuses on the field a key Cinder refuses, one it keeps for itself, and a key twice; sends nothing', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    renderWithClient(<EditVolumeMetadataDialog volume={scratch} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Metadata: scratch-01' })
    const add = await within(dialog).findByRole('button', { name: 'Add key' })
    for (const key of ['部门', 'readonly', 'team', 'team']) {
      await user.click(add)
      await user.type(within(dialog).getAllByLabelText('Key').at(-1)!, key)
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Cinder takes letters, digits, spaces and - _ : . / in a key.'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('Cinder keeps “readonly” for itself: Set read-only and attaching set it.'),
    ).toBeInTheDocument()
    expect(within(dialog).getAllByText('This key is in the list twice.')).toHaveLength(2)
    expect(within(dialog).getAllByLabelText('Key')[0]).toHaveValue('部门')
    expect(metadataWrites.count).toBe(0)
  })

  it("shows Cinder's own keys as such, not as rows to edit", async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.cinder.setReadonly(scratch.id, true)
    const flagged = await client.cinder.getVolume(scratch.id)
    renderWithClient(<EditVolumeMetadataDialog volume={flagged} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Metadata: scratch-01' })
    expect(await within(dialog).findByText('Set by Cinder')).toBeInTheDocument()
    expect(within(dialog).getByText('readonly')).toBeInTheDocument()
    expect(within(dialog).queryAllByLabelText('Key')).toHaveLength(0)
  })

  it("another tab's change to the same key comes back as a conflict; Save again keeps this tab's value", async () => {
    const client = await demo.signIn('member')
    const other = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.cinder.replaceVolumeMetadata(scratch.id, { tier: 'gold' })
    let closed = false
    renderWithClient(<EditVolumeMetadataDialog volume={scratch} onClose={() => (closed = true)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Metadata: scratch-01' })
    const value = await within(dialog).findByLabelText('Value')
    await other.cinder.replaceVolumeMetadata(scratch.id, { tier: 'silver', env: 'prod' })
    await user.clear(value)
    await user.type(value, 'bronze')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('The metadata changed since you opened it')
    expect(alert).toHaveTextContent('tier: now “silver”')
    expect((await other.cinder.getVolumeMetadata(scratch.id)).metadata).toEqual({ tier: 'silver', env: 'prod' })
    // The list now holds the other tab's new key and this tab's value.
    expect(
      within(dialog)
        .getAllByLabelText('Key')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['env', 'tier'])
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toBe(true))
    expect((await other.cinder.getVolumeMetadata(scratch.id)).metadata).toEqual({ tier: 'bronze', env: 'prod' })
  })
})
