// Create Backup on a cloud without a backup service: once Cinder has recorded a backup that
// failed for that reason (its user message), the dialog says so before the next click.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { renderWithClient } from '../../../test/render-with-client'
import { CreateBackupDialog } from './CreateBackupDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const WARNING = /This cloud seems to run no backup service/

describe('Create Backup without a backup service', { timeout: 20_000 }, () => {
  it('says nothing of it while the cloud has recorded no such failure', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    renderWithClient(<CreateBackupDialog volume={scratch} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Backup' })
    await waitFor(() =>
      expect(
        within(dialog).getByText('The volume has no backup yet: the first one is a full backup.'),
      ).toBeInTheDocument(),
    )
    expect(within(dialog).queryByText(WARNING)).toBeNull()
  })

  it("warns before the click once a backup failed with the scheduler's no-service message", async () => {
    demo.cloud.settings.backupService = false
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const { id } = await client.cinder.createBackup({ volumeId: scratch.id })
    await waitFor(async () => expect((await client.cinder.getBackup(id)).status).toBe('error'))
    const { messages } = await client.cinder.listMessages()
    expect(messages.map((message) => message.event_id)).toContain('VOLUME_VOLUME_BACKUP_013_024')

    renderWithClient(<CreateBackupDialog volume={scratch} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Create Backup' })
    expect(await within(dialog).findByText(WARNING)).toBeInTheDocument()
  })
})
