// Create Volume from a backup (3.47) against the demo cloud: opened from the Backups panel's link
// it starts from the backup and its size; a smaller size is refused on its field before sending;
// the volume is made with backup_id, once, and holds the backup's size.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Volume } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { renderWithClient } from '../../../test/render-with-client'
import { CreateVolumeDialog } from './CreateVolumeDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const creates = countRequests(demo, 'POST', /\/volumes$/)

describe('Create Volume from a backup', () => {
  it('starts from the backup, refuses a size below it, and creates the volume once', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const source = await volumeNamed(client, 'pg-shared-data')
    const { id } = await client.cinder.createBackup({ volumeId: source.id, name: 'pg-weekly', force: true })
    await waitFor(async () => expect((await client.cinder.getBackup(id)).status).toBe('available'))

    let created: Volume | null = null
    renderWithClient(
      <CreateVolumeDialog
        open
        onClose={() => undefined}
        onCreated={(volume) => (created = volume)}
        initial={{ backupId: id }}
      />,
      client,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Create Volume' })
    expect(await within(dialog).findByRole('combobox', { name: 'Volume Source' })).toHaveTextContent('Backup')
    expect(within(dialog).getByRole('combobox', { name: 'Source backup' })).toHaveTextContent(
      `pg-weekly (${source.size} GiB, of pg-shared-data)`,
    )
    const size = within(dialog).getByLabelText(/Size \(GiB\)/)
    expect(size).toHaveValue(String(source.size))

    await user.clear(size)
    await user.type(size, String(source.size - 1))
    await user.type(within(dialog).getByLabelText('Name'), 'pg-restored')
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))
    expect(await within(dialog).findByText(`The source needs at least ${source.size} GiB.`)).toBeInTheDocument()
    expect(creates.count).toBe(0)

    await user.clear(size)
    await user.type(size, String(source.size + 1))
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create Volume' }))
    await waitFor(() => expect(created).not.toBeNull())
    expect(creates.count).toBe(1)
    const volume = await volumeNamed(client, 'pg-restored')
    expect(volume).toMatchObject({ size: source.size + 1, status: 'available' })
  })
})
