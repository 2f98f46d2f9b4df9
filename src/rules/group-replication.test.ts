import { describe, expect, it } from 'vitest'
import {
  checkMemberForReplication,
  isReplicatedVolumeType,
  isReplicationGroupType,
  replicationOutcome,
} from './group-replication'

describe('group replication rules', () => {
  it("reads specs as Cinder does: a volume type's '<is> True' loosely, a group type's exactly", () => {
    expect(isReplicatedVolumeType({ replication_enabled: '<is>  yes' })).toBe(true)
    expect(isReplicatedVolumeType({ replication_enabled: 'True' })).toBe(false)
    expect(isReplicationGroupType({ group_replication_enabled: '<is> True' })).toBe(true)
    expect(isReplicationGroupType({ group_replication_enabled: '<is> true' })).toBe(false)
    expect(isReplicationGroupType({ consistent_group_replication_enabled: '<is> True' })).toBe(true)
  })

  it("disable checks a member's replication status only; fail-over its attachment before it", () => {
    const member = { id: 'v', status: 'error', replicationStatus: 'enabled' }
    expect(checkMemberForReplication('disable', member).ok).toBe(true)
    expect(
      checkMemberForReplication('failover', { ...member, status: 'in-use', replicationStatus: null }),
    ).toMatchObject({
      message:
        'Invalid volume: Volume v is attached but allow_attached_volume flag is False. Cannot failover replication.',
    })
    expect(
      checkMemberForReplication('enable', { ...member, status: 'available', replicationStatus: null }),
    ).toMatchObject({
      message:
        "Invalid volume: Volume v replication status must be ['disabled', 'enabled'], but current status is: None. Cannot enable replication.",
    })
  })

  it('fails back to the primary with "default"', () => {
    expect(replicationOutcome('failover', 'default')).toBe('enabled')
    expect(replicationOutcome('failover', 'sf-dr')).toBe('failed-over')
    expect(replicationOutcome('failover', null)).toBe('failed-over')
  })
})
