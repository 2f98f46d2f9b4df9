// The backup dialogs against the demo cloud: Edit keeps a too-long text and sends nothing, and
// shows its command; batch
// delete keeps a full backup an incremental depends on, with the reason, and deletes the rest;
// administrators (only) get Reset Status and Force Delete, which change the backup.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Backup, OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { countRequests } from '../../test/request-log'
import { renderWithClient } from '../../test/render-with-client'
import { backupActions } from './backup-actions'
import { DeleteBackupsDialog } from './DeleteBackupsDialog'
import { EditBackupDialog } from './EditBackupDialog'
import { ForceDeleteBackupDialog } from './ForceDeleteBackupDialog'
import { ResetBackupStatusDialog } from './ResetBackupStatusDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const updates = countRequests(demo, 'PUT', /\/backups\/[^/]+$/)

async function backUp(client: OpenStackClient, volumeName: string, name: string, incremental = false) {
  const volume = await volumeNamed(client, volumeName)
  const { id } = await client.cinder.createBackup({ volumeId: volume.id, name, incremental })
  return waitFor(async () => {
    const backup = await client.cinder.getBackup(id)
    expect(backup.status).toBe('available')
    return backup
  })
}

const ids = (backups: Backup[]) => backups.map((backup) => backup.name).sort()

describe('backup dialogs', () => {
  it('Edit Backup keeps a description over 255 characters and sends nothing; a valid one saves once', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const backup = await backUp(client, 'scratch-01', 'nightly')
    let closed = false
    renderWithClient(<EditBackupDialog backup={backup} onClose={() => (closed = true)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Backup' })
    const description = within(dialog).getByLabelText('Description')
    await user.click(description)
    await user.paste('d'.repeat(300))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('The description can be at most 255 characters (now 300).'),
    ).toBeInTheDocument()
    expect(description).toHaveValue('d'.repeat(300))
    expect(updates.count).toBe(0)

    await user.clear(description)
    await user.paste('before the upgrade')
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.paste('nightly-renamed')
    // What Save sends, shown before it is sent: openstackclient's backup set at 3.9.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(within(dialog).getByRole('region', { name: 'CLI' })).toHaveTextContent(
      `openstack --os-volume-api-version 3.9 volume backup set --name nightly-renamed --description 'before the upgrade' ${backup.id}`,
    )
    expect(within(dialog).getByRole('region', { name: 'API request' })).toHaveTextContent(
      `PUT ${client.cinder.describe((cinder) => cinder.getBackup(backup.id))[0]!.url}`,
    )
    expect(updates.count).toBe(0)
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toBe(true))
    expect(updates.count).toBe(1)
    expect(await client.cinder.getBackup(backup.id)).toMatchObject({
      name: 'nightly-renamed',
      description: 'before the upgrade',
    })
  })

  it('Delete Backups keeps a full backup an incremental depends on, with the reason, and deletes the others', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const full = await backUp(client, 'scratch-01', 'full')
    const incremental = await backUp(client, 'scratch-01', 'incremental', true)
    const parent = await client.cinder.getBackup(full.id)
    expect(parent.has_dependent_backups).toBe(true)
    let deleted: string[] = []
    renderWithClient(<DeleteBackupsDialog backups={[parent, incremental]} onClose={(ids) => (deleted = ids)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 Backups' })
    expect(within(dialog).getByText('Incremental backups depend on it: delete them first.')).toBeInTheDocument()
    expect(
      within(dialog).getByText('1 of the selected backups cannot be deleted and will be left alone.'),
    ).toBeInTheDocument()
    // The command names only the one that will be deleted.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(within(dialog).getByRole('region', { name: 'CLI' })).toHaveTextContent(
      `openstack volume backup delete ${incremental.id}`,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(async () => {
      const { backups } = await client.cinder.listBackups()
      expect(ids(backups)).toEqual(['full'])
    })
    // Every backup it tried went, so it closes; the one it kept was said before the click.
    await waitFor(() => expect(deleted).toEqual([incremental.id]))
  })

  it('offers Reset Status, Force Delete and Export Record to administrators only', async () => {
    const member = await demo.signIn('member')
    const backup = await backUp(member, 'scratch-01', 'nightly')
    expect(backupActions(backup, member).map((action) => action.id)).toEqual([
      'create-volume',
      'restore',
      'edit',
      'delete',
    ])
    const admin = await demo.signIn('admin')
    expect(backupActions(backup, admin).map((action) => action.id)).toEqual([
      'create-volume',
      'restore',
      'edit',
      'delete',
      'reset-status',
      'force-delete',
      'export-record',
    ])
  })

  it('Reset Backup Status sets an available backup to error, and Force Delete then removes it', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const user = userEvent.setup({ delay: null })
    const backup = await backUp(member, 'scratch-01', 'stuck')
    const reset = renderWithClient(<ResetBackupStatusDialog backup={backup} onClose={() => undefined} />, admin)
    const dialog = await screen.findByRole('dialog', { name: 'Reset Backup Status' })
    expect(within(dialog).getByRole('radio', { name: 'error' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Reset Status' }))
    await waitFor(async () => expect((await admin.cinder.getBackup(backup.id)).status).toBe('error'))
    reset.unmount()

    const errored = await admin.cinder.getBackup(backup.id)
    let closed: boolean | null = null
    renderWithClient(<ForceDeleteBackupDialog backup={errored} onClose={(done) => (closed = done)} />, admin)
    const confirm = await screen.findByRole('dialog', { name: 'Force Delete Backup' })
    expect(within(confirm).getByText(/is deleted although it is error/)).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Force Delete' }))
    await waitFor(() => expect(closed).toBe(true))
    await waitFor(async () => expect(ids((await member.cinder.listBackups()).backups)).toEqual([]))
  })
})
