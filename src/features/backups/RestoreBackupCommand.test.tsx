// "Equivalent command" in Restore Backup against the demo cloud: cinder's backup-restore into a
// new volume (named or not) as the form stands, nothing sent while it is shown.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { countRequests } from '../../test/request-log'
import { renderWithClient } from '../../test/render-with-client'
import { RestoreBackupDialog } from './RestoreBackupDialog'
import { commandText as codeOf } from '../../test/command-panel'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const writes = countRequests(demo, 'POST', /\/(backups|restore)$/)

const bodyOf = (request: string) => JSON.parse(request.slice(request.indexOf('\n\n'))) as unknown

describe('Equivalent command of Restore Backup', () => {
  it('Restore Backup: cinder backup-restore into a new volume by name, or over a chosen one', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const volume = await volumeNamed(client, 'scratch-01')
    const made = await client.cinder.createBackup({ volumeId: volume.id, name: 'for-restore' })
    const backup = await client.cinder.getBackup(made.id)
    const before = writes.count
    renderWithClient(<RestoreBackupDialog backup={backup} onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Restore Backup' })
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(codeOf(dialog, 'CLI')).toBe(`cinder backup-restore ${backup.id}`)
    expect(bodyOf(codeOf(dialog, 'API request'))).toEqual({ restore: {} })
    await user.type(within(dialog).getByLabelText('New volume name'), 'restored copy')
    expect(codeOf(dialog, 'CLI')).toBe(`cinder backup-restore --name 'restored copy' ${backup.id}`)
    expect(writes.count).toBe(before)
  })
})
