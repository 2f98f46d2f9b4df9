// Create Backup on a cloud without a backup service: once Cinder has recorded a backup that
// failed for that reason (its user message), the dialog says so before the next click, with
// when; once a backup of the project has been made since, it no longer does.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, Volume } from '../../../api'
import { keys } from '../../../queries/keys'
import { ManualClock, setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { renderWithClient } from '../../../test/render-with-client'
import { CreateBackupDialog } from './CreateBackupDialog'

// The cloud's clock starts now (the warning looks back a day from the real time) and moves by hand.
const clock = new ManualClock(Date.now())
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 0 } })
const WARNING = /This cloud may run no backup service: a backup failed at .+ with "Service not found/

async function backUp(client: OpenStackClient, volume: Volume, status: string) {
  const { id } = await client.cinder.createBackup({ volumeId: volume.id })
  await waitFor(async () => expect((await client.cinder.getBackup(id)).status).toBe(status))
}

/** The dialog, once the cloud has answered whether a backup failed for want of the service. */
async function openDialog(client: OpenStackClient, volume: Volume) {
  const { queryClient } = renderWithClient(<CreateBackupDialog volume={volume} onClose={() => undefined} />, client)
  const dialog = await screen.findByRole('dialog', { name: 'Create Backup' })
  await waitFor(() => expect(queryClient.getQueryState(keys.backupServiceMissing())?.status).toBe('success'))
  return dialog
}

describe('Create Backup without a backup service', () => {
  it('says nothing of it while the cloud has recorded no such failure', async () => {
    const client = await demo.signIn('member')
    const dialog = await openDialog(client, await volumeNamed(client, 'scratch-01'))
    expect(within(dialog).queryByText(WARNING)).toBeNull()
  })

  it("warns before the click once a backup failed with the scheduler's no-service message", async () => {
    demo.cloud.settings.backupService = false
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await backUp(client, scratch, 'error')
    const { messages } = await client.cinder.listMessages()
    expect(messages.map((message) => message.event_id)).toContain('VOLUME_VOLUME_BACKUP_013_024')
    const dialog = await openDialog(client, scratch)
    expect(within(dialog).getByRole('status')).toHaveTextContent(WARNING)
  })

  it('says nothing once a backup of the project has been made since', async () => {
    demo.cloud.settings.backupService = false
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await backUp(client, scratch, 'error')
    demo.cloud.settings.backupService = true
    // Cinder's created_at has whole seconds: the next backup is made a second later.
    clock.advance(1000)
    await backUp(client, scratch, 'available')
    const dialog = await openDialog(client, scratch)
    expect(within(dialog).queryByText(WARNING)).toBeNull()
  })
})
