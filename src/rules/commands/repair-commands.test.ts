import { describe, expect, it } from 'vitest'
import {
  forceDeleteBackupCommand,
  forceDeleteCommand,
  forceDetachCommand,
  resetBackupStatusCommand,
  resetGroupStatusCommand,
  resetStatusCommand,
} from './repair-commands'

describe('repair commands', () => {
  it('Reset Status: cinder reset-state in one request; none where the migration status is set to error', () => {
    expect(resetStatusCommand('v1', { status: 'available', attach_status: 'detached' })).toBe(
      'cinder reset-state --state available --attach-status detached v1',
    )
    expect(resetStatusCommand('v1', { migration_status: 'none' })).toBe(
      'cinder reset-state --reset-migration-status v1',
    )
    expect(resetStatusCommand('v1', { status: 'error', migration_status: 'error' })).toBeNull()
  })

  it('Force Delete, and Force Detach through the attachments API only', () => {
    expect(forceDeleteCommand('v1')).toBe('openstack volume delete --force v1')
    expect(forceDetachCommand('attachment-delete', 'a1')).toBe(
      'openstack --os-volume-api-version 3.27 volume attachment delete a1',
    )
    expect(forceDetachCommand('force-detach', 'a1')).toBeNull()
  })

  it('the repairs of backups (openstack) and of groups and group snapshots (cinder reset-state at 3.20 and 3.19)', () => {
    expect(resetBackupStatusCommand('b1', 'error')).toBe('openstack volume backup set --state error b1')
    expect(forceDeleteBackupCommand('b1')).toBe('openstack volume backup delete --force b1')
    expect(resetGroupStatusCommand('group', 'g1', 'available')).toBe(
      'cinder --os-volume-api-version 3.20 reset-state --type group --state available g1',
    )
    expect(resetGroupStatusCommand('group-snapshot', 'gs1', 'error')).toBe(
      'cinder --os-volume-api-version 3.19 reset-state --type group-snapshot --state error gs1',
    )
  })
})
