// A volume's attachments read as one list: by server name first (worker-2 before worker-10),
// either way round, or by when they were attached.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Volume } from '../../../api'
import type { AttachmentItem } from '../attached-to/attachment-items'
import { VolumeAttachmentsTable } from './VolumeAttachmentsTable'

function item(label: string, attachedAt: string): AttachmentItem {
  const id = `att-${label}`
  return {
    attachment: {
      id: 'vol-1',
      attachment_id: id,
      volume_id: 'vol-1',
      server_id: `srv-${label}`,
      host_name: null,
      device: '/dev/vdb',
      attached_at: attachedAt,
    },
    label,
    device: '/dev/vdb',
    mode: 'RO',
  }
}

const items = [
  item('worker-10', '2026-11-20T10:00:00.000000'),
  item('worker-2', '2026-11-20T12:00:00.000000'),
  item('db-primary', '2026-11-20T11:00:00.000000'),
]
const volume = { id: 'vol-1', status: 'in-use', attachments: items.map((one) => one.attachment) } as unknown as Volume

const servers = () =>
  within(screen.getByRole('table', { name: 'Attachments' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent)

describe('the Attachments of a volume', () => {
  it('orders by server name, then the other way, then by when attached', async () => {
    const user = userEvent.setup({ delay: null })
    render(<VolumeAttachmentsTable volume={volume} items={items} admin={false} writer={false} onDetach={() => {}} />)
    expect(servers()).toEqual(['db-primary', 'worker-2', 'worker-10'])
    await user.click(screen.getByRole('button', { name: 'Server' }))
    expect(servers()).toEqual(['worker-10', 'worker-2', 'db-primary'])
    await user.click(screen.getByRole('button', { name: 'Attached At' }))
    expect(servers()).toEqual(['worker-10', 'db-primary', 'worker-2'])
    expect(screen.getByRole('columnheader', { name: 'Attached At' })).toHaveAttribute('aria-sort', 'ascending')
  })
})
