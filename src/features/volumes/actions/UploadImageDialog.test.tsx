// Upload to Image against the demo cloud: one request for a double click with the name prefilled,
// a toast that links to the image; Cinder's name limits on the field; an attached volume explained,
// and Cinder's refusal kept in the dialog with what was typed; public offered to admins only; the
// action's place in the menu (Attach and Manage Attachments first, Delete last).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, Volume } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { commandText } from '../../../test/command-panel'
import { createQueryClient } from '../../../lib/query-client'
import { TestProviders } from '../../../test/render-with-client'
import { UploadImageDialog } from './UploadImageDialog'
import { volumeActions } from './volume-actions'

const demo = setUpDemoCloud({ settings: { transitionMs: 60_000 } })
const actions = countRequests(demo, 'POST', /\/volumes\/[^/]+\/action$/)

/** The dialog as a page holds it: gone once closed. */
function Host({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const [open, setOpen] = useState(true)
  return open ? (
    <UploadImageDialog
      volume={volume}
      onClose={() => {
        setOpen(false)
        onClose()
      }}
    />
  ) : null
}

/** Inside a router, as in the app: the success toast holds a link. */
function open(volume: Volume, client: OpenStackClient, onClose: () => void = () => undefined) {
  render(
    <MemoryRouter>
      <TestProviders client={client} queryClient={createQueryClient({ retry: false })}>
        <Host volume={volume} onClose={onClose} />
      </TestProviders>
    </MemoryRouter>,
  )
  return screen.findByRole('dialog', { name: 'Upload to Image' })
}

/** A select's options as shown (label and second line), once opened. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }))
  const listbox = await screen.findByRole('listbox')
  return within(listbox).getAllByRole('option')
}

describe('Upload to Image', () => {
  it('sends once for a double click, with the volume name prefilled; the toast links to the image', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    let closed = false
    const dialog = await open(scratch, client, () => (closed = true))
    expect(within(dialog).getByLabelText(/^Image Name/)).toHaveValue('scratch-01')
    expect(within(dialog).queryByLabelText(/Force/)).toBeNull()
    await user.dblClick(within(dialog).getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(closed).toBe(true))
    expect(actions.count).toBe(1)
    expect(await screen.findByText('Uploading scratch-01 to image scratch-01')).toBeInTheDocument()
    const link = await screen.findByRole('link', { name: 'View image' })
    const image = demo.cloud.state.images.find((candidate) => candidate.name === 'scratch-01')
    expect(image).toMatchObject({
      visibility: 'private',
      protected: false,
      disk_format: 'raw',
      container_format: 'bare',
    })
    expect(link).toHaveAttribute('href', `/images?image=${image?.id}`)
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('uploading')
  })

  it('shows the equivalent command of the values as they are, and sends nothing for it', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const scratch = await volumeNamed(client, 'scratch-01')
    const dialog = await open(scratch, client)
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      `openstack --os-volume-api-version 3.1 image create --volume ${scratch.id} --disk-format raw --container-format bare --private --unprotected scratch-01`,
    )
    const name = within(dialog).getByLabelText(/^Image Name/)
    await user.clear(name)
    await user.type(name, "web's image")
    expect(commandText(dialog, 'CLI')).toMatch(/ 'web'\\''s image'$/)
    const request = commandText(dialog, 'API request')
    expect(request).toMatch(new RegExp(`^POST http\\S+/volumes/${scratch.id}/action\\n`))
    expect(JSON.parse(request.slice(request.indexOf('\n\n')))).toEqual({
      'os-volume_upload_image': {
        image_name: "web's image",
        disk_format: 'raw',
        container_format: 'bare',
        visibility: 'private',
        protected: false,
      },
    })
    await user.clear(name)
    expect(within(dialog).getByText('Nothing to send with the values as they are.')).toBeInTheDocument()
    expect(actions.count).toBe(0)
  })

  it('checks the name as Cinder does (1–255) and keeps what was typed; nothing is sent', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const dialog = await open(await volumeNamed(client, 'scratch-01'), client)
    const name = within(dialog).getByLabelText(/^Image Name/)
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByText('Enter a name for the image.')).toBeInTheDocument()
    await user.click(name)
    await user.paste('n'.repeat(256))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByText('The name can be at most 255 characters (now 256).')).toBeInTheDocument()
    expect(name).toHaveValue('n'.repeat(256))
    expect(actions.count).toBe(0)
  })

  it('explains an attached shared volume, and keeps the refusal in place when the cloud ignores force', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const pg = await volumeNamed(client, 'pg-shared-data')
    const dialog = await open(pg, client)
    expect(within(dialog).getByText(/This shared volume is attached to servers/)).toBeInTheDocument()
    const name = within(dialog).getByLabelText(/^Image Name/)
    await user.clear(name)
    await user.type(name, 'pg-copy')
    await user.click(within(dialog).getByLabelText('Force (upload while attached)'))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(
      await within(dialog).findByText(`Invalid volume: Volume ${pg.id} status must be available`),
    ).toBeInTheDocument()
    expect(within(dialog).getByText(/its enable_force_upload is off/)).toBeInTheDocument()
    expect(name).toHaveValue('pg-copy')
    expect(actions.count).toBe(1)
  })

  it('offers public to administrators only, and only raw and bare for an encrypted volume', async () => {
    const member = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    let dialog = await open(await volumeNamed(member, 'secrets'), member)
    const visibility = await optionsOf(user, dialog, 'Visibility')
    const pub = visibility.find((option) => option.textContent?.startsWith('Public'))
    expect(pub).toHaveAttribute('aria-disabled', 'true')
    expect(pub).toHaveTextContent('Only an administrator may make a public image.')
    await user.keyboard('{Escape}')
    const disks = await optionsOf(user, dialog, 'Disk Format')
    expect(disks.filter((option) => option.getAttribute('aria-disabled') !== 'true').map((o) => o.textContent)).toEqual(
      ['raw'],
    )
    await user.keyboard('{Escape}')
    cleanup()
    const admin = await demo.signIn('admin')
    dialog = await open(await volumeNamed(admin, 'admin-tools'), admin)
    const adminChoices = await optionsOf(user, dialog, 'Visibility')
    expect(adminChoices.find((option) => option.textContent?.startsWith('Public'))).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('sits after the other actions and before Delete, Attach and Manage Attachments first; refused while uploading', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const ids = volumeActions(scratch, client).map((action) => action.id)
    expect(ids.slice(0, 2)).toEqual(['attach', 'manage'])
    expect(ids.slice(-2)).toEqual(['upload', 'delete'])
    expect(volumeActions({ ...scratch, status: 'uploading' }, client).find((a) => a.id === 'upload')?.guard).toEqual({
      ok: false,
      reason: 'The volume is uploading; wait until it settles.',
      rule: 'state',
    })
    expect(
      volumeActions({ ...scratch, status: 'awaiting-transfer' }, client).find((a) => a.id === 'upload')?.guard,
    ).toEqual({
      ok: false,
      reason: 'A volume that is awaiting-transfer cannot be uploaded to an image.',
      rule: 'U4',
    })
  })
})
