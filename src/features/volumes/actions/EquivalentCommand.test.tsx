// "Equivalent command" in the volume dialogs against the demo cloud: closed at first, it shows the
// CLI command and the API request of the form's current values, follows them, copies each, sends
// nothing and never shows the session's token.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { CreateSnapshotDialog } from '../snapshots/CreateSnapshotDialog'
import { DeleteVolumesDialog } from './DeleteVolumesDialog'
import { ExtendVolumeDialog } from './ExtendVolumeDialog'
import { commandText as codeOf } from '../../../test/command-panel'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const actions = countRequests(demo, 'POST', /\/action$/)

describe('Equivalent command', () => {
  it('Extend Volume: opens on request, follows the size, copies the command, sends nothing, shows no token', async () => {
    const client = await demo.signIn('member')
    const tokens = new Set<string>()
    demo.server.events.on('request:start', ({ request }) => {
      const token = request.headers.get('x-auth-token')
      if (token) tokens.add(token)
    })
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'scratch-01')
    renderWithClient(<ExtendVolumeDialog volume={volume} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Extend Volume' })
    const disclosure = within(dialog).getByRole('button', { name: /Equivalent command/ })
    expect(disclosure).toHaveAttribute('aria-expanded', 'false')
    expect(within(dialog).queryByRole('region', { name: 'CLI' })).toBeNull()

    await user.click(disclosure)
    expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    const size = volume.size + 1
    expect(codeOf(dialog, 'CLI')).toBe(`openstack volume set --size ${size} ${volume.id}`)

    const field = within(dialog).getByLabelText('New Size (GiB)')
    await user.clear(field)
    await user.type(field, String(volume.size + 4))
    expect(codeOf(dialog, 'CLI')).toBe(`openstack volume set --size ${volume.size + 4} ${volume.id}`)
    const request = codeOf(dialog, 'API request')
    expect(request).toMatch(new RegExp(`^POST http\\S+/volumes/${volume.id}/action\\n`))
    expect(request).toMatch(/^OpenStack-API-Version: volume 3\.\d+$/m)
    expect(JSON.parse(request.slice(request.indexOf('\n\n')))).toEqual({ 'os-extend': { new_size: volume.size + 4 } })

    await user.click(within(dialog).getByRole('button', { name: 'Copy CLI command' }))
    expect(await navigator.clipboard.readText()).toBe(`openstack volume set --size ${volume.size + 4} ${volume.id}`)
    expect(within(within(dialog).getByRole('region', { name: 'CLI' })).getByRole('status')).toHaveTextContent('Copied')
    await user.click(within(dialog).getByRole('button', { name: 'Copy API request' }))
    expect(await navigator.clipboard.readText()).toBe(request)

    await user.clear(field)
    await user.type(field, 'abc')
    expect(within(dialog).getByText('Nothing to send with the values as they are.')).toBeInTheDocument()

    expect(actions.count).toBe(0)
    expect(tokens.size).toBeGreaterThan(0)
    for (const token of tokens) expect(dialog.textContent).not.toContain(token)
    expect(dialog.textContent).not.toMatch(/X-Auth-Token:/)
  })

  it('Create Snapshot: the name as typed, quoted for the shell', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'scratch-01')
    renderWithClient(<CreateSnapshotDialog volume={volume} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Snapshot' })
    await user.type(within(dialog).getByLabelText('Snapshot Name'), "Bob's copy")
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(codeOf(dialog, 'CLI')).toBe(`openstack volume snapshot create --volume ${volume.id} 'Bob'\\''s copy'`)
    expect(codeOf(dialog, 'API request')).toContain('"name": "Bob\'s copy"')
  })

  it('Delete Volume: --purge and cascade=true once the snapshots go with it', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const boot = await volumeNamed(client, 'boot-template')
    renderWithClient(<DeleteVolumesDialog volumes={[boot]} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Delete Volume' })
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(await within(dialog).findByText('Nothing to send with the values as they are.')).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Also delete their snapshots (1 volume(s) have some)'))
    expect(codeOf(dialog, 'CLI')).toBe(`openstack volume delete --purge ${boot.id}`)
    expect(codeOf(dialog, 'API request')).toMatch(new RegExp(`^DELETE http\\S+/volumes/${boot.id}\\?cascade=true\\n`))
  })
})
