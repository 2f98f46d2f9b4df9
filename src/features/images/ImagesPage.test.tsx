// The Images panel against the demo cloud: an uploaded image with its owner, formats, visibility and
// protection; Glance's paging by marker (the total known on the last page); the image an upload's
// notification links to; the empty and error states.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { createQueryClient } from '../../lib/query-client'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { TestProviders } from '../../test/render-with-client'
import { ImagesPage } from './ImagesPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

function show(client: OpenStackClient, at = '/images') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <TestProviders client={client} queryClient={createQueryClient({ retry: false })}>
        <ImagesPage />
      </TestProviders>
    </MemoryRouter>,
  )
}

describe('Images', () => {
  it('lists an uploaded image with this project as owner, its formats, visibility and protection', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.cinder.uploadToImage(scratch.id, {
      imageName: 'scratch-copy',
      diskFormat: 'qcow2',
      visibility: 'shared',
      protected: true,
    })
    show(client)
    const table = await screen.findByRole('table', { name: 'Images' })
    const row = (await within(table).findByText('scratch-copy')).closest('tr') as HTMLElement
    for (const text of ['active', 'qcow2', 'bare', 'Shared', 'Yes', 'This project']) {
      expect(within(row).getByText(text)).toBeInTheDocument()
    }
    const cirros = within(table).getByText('cirros-0.6.2-x86_64-disk').closest('tr') as HTMLElement
    expect(within(cirros).getByText('Public')).toBeInTheDocument()
    expect(within(cirros).getByText(/^Another project/)).toBeInTheDocument()
  })

  it('pages by marker, newest first, and knows the total on the last page', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    for (let index = 0; index < 10; index += 1) {
      demo.cloud.state.images.push({
        id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
        name: `img-${index}`,
        size: 1024,
        min_disk: 0,
        disk_format: 'raw',
        created_at: `2026-02-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
      })
    }
    show(client)
    const table = await screen.findByRole('table', { name: 'Images' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12)
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    await user.click(await screen.findByRole('option', { name: '10' }))
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Images' })).getAllByRole('row')).toHaveLength(11),
    )
    expect(screen.getByText('1–10 of more than 10')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => expect(screen.getByText('11–12 of 12')).toBeInTheDocument())
    expect(
      within(screen.getByRole('table', { name: 'Images' })).getByText('cirros-0.6.2-x86_64-disk'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }))
    await waitFor(() => expect(screen.getByText('img-9')).toBeInTheDocument())
  })

  it('shows the image a notification links to above the list', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const answer = await client.cinder.uploadToImage(scratch.id, { imageName: 'linked' })
    show(client, `/images?image=${answer.image_id}`)
    const card = await screen.findByLabelText('Image linked')
    expect(within(card).getByText(answer.image_id)).toBeInTheDocument()
    expect(within(card).getByText('raw / bare')).toBeInTheDocument()
  })

  it('says when there is no image', async () => {
    const client = await demo.signIn('member')
    demo.cloud.state.images = []
    show(client)
    expect(await screen.findByText('No images')).toBeInTheDocument()
  })

  it('says when the list cannot be read, with the cloud’s answer', async () => {
    const client = await demo.signIn('member')
    demo.cloud.settings.faults = [{ kind: 'error', rate: 1, status: 503, methods: ['GET'], path: '/image/v2/images' }]
    show(client)
    expect(await screen.findByText('Could not load images')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
