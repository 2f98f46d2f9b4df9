import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Server, Volume, VolumeAttachmentRef } from '../../../api'
import { AttachedToCell } from './AttachedToCell'
import { attachmentItems } from './attachment-items'

function volumeWith(count: number, readonly = false): Pick<Volume, 'attachments' | 'metadata'> {
  const attachments: VolumeAttachmentRef[] = Array.from({ length: count }, (_, index) => ({
    id: 'vol',
    attachment_id: `att-${index}`,
    volume_id: 'vol',
    server_id: `srv-${index}`,
    host_name: null,
    device: '/dev/vdb',
    attached_at: '2026-11-21T10:00:00.000000',
  }))
  return { attachments, metadata: readonly ? { readonly: 'True' } : {} }
}

const servers = (count: number) =>
  new Map(
    Array.from({ length: count }, (_, index) => [
      `srv-${index}`,
      { id: `srv-${index}`, name: `node-${String(index).padStart(4, '0')}` } as Server,
    ]),
  )

describe('Attached To', () => {
  // jsdom lays nothing out; give elements the size a browser would, so the list virtualizes.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 440,
      height: 360,
      top: 0,
      left: 0,
      right: 440,
      bottom: 360,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(360)
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(440)
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows a dash when nothing is attached', () => {
    render(<AttachedToCell volumeName="v" items={[]} />)
    expect(screen.getByLabelText('Not attached')).toHaveTextContent('—')
  })

  it('shows each attachment as server · device · mode, the id for an unknown server, the host outside Nova', () => {
    const volume = volumeWith(2)
    volume.attachments[1] = { ...volume.attachments[1]!, server_id: null, host_name: null }
    const modes = new Map([['att-0', 'ro' as const]])
    render(<AttachedToCell volumeName="v" items={attachmentItems(volume, new Map(), modes)} />)
    expect(screen.getByTitle('srv-0 · /dev/vdb · RO')).toHaveTextContent('srv-0 · /dev/vdb · RO')
    expect(screen.getByTitle('external host · /dev/vdb')).toHaveTextContent('external host · /dev/vdb')
  })

  it('the volume-level read-only flag makes every attachment RO', () => {
    render(<AttachedToCell volumeName="v" items={attachmentItems(volumeWith(1, true), servers(1), new Map())} />)
    expect(screen.getByTitle('node-0000 · /dev/vdb · RO')).toHaveTextContent('node-0000 · /dev/vdb · RO')
  })

  it('keeps 1,000 attachments to two chips and "+998 more", whose list is searchable and virtualized', async () => {
    const user = userEvent.setup()
    const onDetach = vi.fn()
    render(
      <AttachedToCell
        volumeName="big"
        items={attachmentItems(volumeWith(1000), servers(1000), new Map())}
        onDetach={onDetach}
      />,
    )
    expect(screen.getAllByRole('button', { name: /node-/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Show all 1000 attachments of big' }))
    // The list's code arrives when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Attached To: big' })
    const list = within(dialog).getByRole('list', { name: 'Attachments of big' })
    const rendered = within(list).getAllByRole('listitem').length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(60)
    await user.click(within(dialog).getByRole('button', { name: 'Detach node-0002 · /dev/vdb' }))
    expect(onDetach).toHaveBeenCalledWith(expect.objectContaining({ label: 'node-0002' }))
    // Searching narrows the count (what it then renders is checked in Chromium, e2e).
    await user.type(within(dialog).getByLabelText('Search attachments'), 'node-0777')
    expect(await within(dialog).findByText('1 of 1000 attachments')).toBeInTheDocument()
  })

  it('offers Detach of exactly one attachment from its chip, or says why not', async () => {
    const user = userEvent.setup()
    const onDetach = vi.fn()
    const items = attachmentItems(volumeWith(2), servers(2), new Map())
    render(
      <AttachedToCell
        volumeName="v"
        items={items}
        onDetach={onDetach}
        detachBlocked={(item) => (item.label === 'node-0001' ? 'Root volume' : null)}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'node-0000 · /dev/vdb' }))
    await user.click(screen.getByRole('menuitem', { name: 'Detach' }))
    expect(onDetach).toHaveBeenCalledWith(items[0])
    await user.click(screen.getByRole('button', { name: 'node-0001 · /dev/vdb' }))
    expect(screen.getByRole('menuitem', { name: /Detach/ })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('Root volume')).toBeInTheDocument()
  })

  describe('in a narrow cell', () => {
    /** Lays the cell's chip row out `width` px wide (jsdom lays nothing out). */
    const cellWidth = (width: number) => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
    const pool = (count: number) =>
      new Map(
        Array.from({ length: count }, (_, index) => [
          `srv-${index}`,
          { id: `srv-${index}`, name: `anchor-worker-pool-node-${String(index).padStart(4, '0')}` } as Server,
        ]),
      )

    it('shows one chip with its whole name and "+1 more" where two would each keep a few letters', () => {
      cellWidth(290)
      render(
        <AttachedToCell
          volumeName="v"
          items={attachmentItems(volumeWith(2), servers(2), new Map())}
          onDetach={vi.fn()}
        />,
      )
      expect(screen.getAllByRole('button', { name: /node-/ })).toHaveLength(1)
      expect(screen.getByRole('button', { name: 'node-0000 · /dev/vdb' })).toHaveTextContent('node-0000')
      expect(screen.getByRole('button', { name: 'Show all 2 attachments of v' })).toHaveTextContent('+1 more')
    })

    it('shows two chips where both fit', () => {
      cellWidth(420)
      render(
        <AttachedToCell
          volumeName="v"
          items={attachmentItems(volumeWith(2), servers(2), new Map())}
          onDetach={vi.fn()}
        />,
      )
      expect(screen.getAllByRole('button', { name: /node-/ })).toHaveLength(2)
      expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull()
    })

    it('shortens a long name in its middle, the whole name kept in the title and the accessible name', () => {
      cellWidth(290)
      render(
        <AttachedToCell volumeName="v" items={attachmentItems(volumeWith(3), pool(3), new Map())} onDetach={vi.fn()} />,
      )
      const chip = screen.getByRole('button', { name: 'anchor-worker-pool-node-0000 · /dev/vdb' })
      expect(chip).toHaveAttribute('title', 'anchor-worker-pool-node-0000 · /dev/vdb')
      // What shows keeps the start and the end, where the pool's servers differ.
      const shown = within(chip).getByText((text) => text.includes('…'))
      expect(shown).toHaveAttribute('aria-hidden', 'true')
      expect(shown.textContent).toBe('anchor-wo…node-0000')
      expect(screen.getByRole('button', { name: 'Show all 3 attachments of v' })).toHaveTextContent('+2 more')
    })
  })
})
