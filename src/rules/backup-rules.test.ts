import { describe, expect, it } from 'vitest'
import { canResetBackupStatus } from './backup-rules'

describe('backup admin actions (docs/snapshots-backups-facts.md §10.5)', () => {
  it('resets a backup to available or error only, in any case', () => {
    expect(canResetBackupStatus('available').ok).toBe(true)
    expect(canResetBackupStatus('ERROR').ok).toBe(true)
    expect(canResetBackupStatus('creating')).toMatchObject({
      status: 400,
      message: "Backup status: creating is invalid, valid statuses are: ['available', 'error'].",
    })
  })
})
