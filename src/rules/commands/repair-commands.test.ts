import { describe, expect, it } from 'vitest'
import { forceDeleteCommand, forceDetachCommand, resetStatusCommand } from './repair-commands'

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
})
