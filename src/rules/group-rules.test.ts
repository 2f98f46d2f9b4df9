import { describe, expect, it } from 'vitest'
import {
  canCreateVolumeInGroup,
  canDeleteGroup,
  canDeleteGroupSnapshot,
  canResetGroupStatus,
  canSnapshotGroup,
  canUpdateGroupVolumes,
  type GroupFacts,
  type MemberFacts,
} from './group-rules'
import { canDeleteVolume, canRetypeVolume, DELETE_REFUSED, RETYPE_REFUSED } from './cinder-rules'
import { canDeleteSnapshot } from './snapshot-rules'

const group: GroupFacts = { id: 'g1', status: 'available', projectId: 'p1', volumeTypes: ['t1'], backend: 'h@b' }
const volume = (over: Partial<MemberFacts> = {}): MemberFacts => ({
  id: 'v1',
  status: 'available',
  projectId: 'p1',
  volumeTypeId: 't1',
  groupId: null,
  backend: 'h@b',
  ...over,
})

describe('adding and removing group members, in Cinder order', () => {
  it('takes a volume of the group type on its backend, attached ones too', () => {
    expect(canUpdateGroupVolumes(group, [{ id: 'v1', volume: volume({ status: 'in-use' }) }], [])).toEqual({ ok: true })
  })

  it.each([
    [undefined, 'Invalid volume: Cannot add volume v1 to group g1 because volume cannot be found.'],
    [volume({ groupId: 'g2' }), 'Invalid volume: Cannot add volume v1 to group g1 because it is already in group g2.'],
    [
      volume({ projectId: 'p2' }),
      'Invalid volume: Cannot add volume v1 to group g1 as they belong to different projects.',
    ],
    [
      volume({ volumeTypeId: 't2' }),
      'Invalid volume: Cannot add volume v1 to group g1 because volume type t2 is not supported by the group.',
    ],
    [
      volume({ status: 'error' }),
      "Invalid volume: Cannot add volume v1 to group g1 because volume is in an invalid state: error. Valid states are: ('available', 'in-use').",
    ],
    [volume({ backend: 'h@other' }), 'Invalid volume: Volume is not local to this node.'],
  ])('refuses %#', (member, message) => {
    expect(canUpdateGroupVolumes(group, [{ id: 'v1', volume: member }], [])).toMatchObject({ status: 400, message })
  })

  it('refuses a stranger to remove, and any change while the group is not available', () => {
    expect(canUpdateGroupVolumes(group, [], [{ id: 'v9', volume: volume({ id: 'v9' }) }])).toMatchObject({
      message: 'Invalid volume: Cannot remove volume v9 from group g1 because it is not in the group.',
    })
    expect(canUpdateGroupVolumes({ ...group, status: 'updating' }, [{ id: 'v1', volume: volume() }], [])).toMatchObject(
      { message: 'Invalid Group: Group status must be available.' },
    )
  })
})

describe('deleting a group', () => {
  it('wants delete-volumes for a group with members; checks attached members with it', () => {
    const g = { id: 'g1', status: 'available', hasGroupSnapshots: false }
    expect(canDeleteGroup(g, [{ attached: false, snapshots: 0 }], false)).toMatchObject({
      message: 'Invalid Group: Group g1 still contains volumes. The delete-volumes flag is required to delete it.',
    })
    expect(canDeleteGroup(g, [{ attached: false, snapshots: 0 }], true)).toEqual({ ok: true })
    expect(canDeleteGroup(g, [{ attached: true, snapshots: 0 }], true)).toMatchObject({
      message: 'Invalid Group: Volume in group g1 is attached. Need to detach first.',
    })
    expect(canDeleteGroup({ ...g, hasGroupSnapshots: true }, [], false)).toMatchObject({
      message: 'Invalid Group: Group has existing snapshots.',
    })
    expect(canDeleteGroup({ ...g, status: 'updating' }, [], false)).toMatchObject({
      message: 'Invalid Group: Group status must be available or error, but current status is: updating',
    })
  })

  it('deletes a group snapshot only when available or error', () => {
    expect(canDeleteGroupSnapshot({ status: 'creating' }, false)).toMatchObject({ status: 400 })
    expect(canDeleteGroupSnapshot({ status: 'error' }, false)).toEqual({ ok: true })
  })
})

describe('what a grouped volume cannot do', () => {
  it('is not deleted nor retyped; its group snapshot members are not deleted alone', () => {
    expect(canDeleteVolume({ status: 'available', attached: false, grouped: true })).toMatchObject({
      message: DELETE_REFUSED,
    })
    const retype = canRetypeVolume(
      { id: 'v1', status: 'available', multiattach: false, volume_type: 'a', grouped: true },
      { name: 'b', encrypted: false },
      () => true,
    )
    expect(retype).toMatchObject({ message: RETYPE_REFUSED })
    expect(canDeleteSnapshot({ status: 'available', group_snapshot_id: 'gs' })).toMatchObject({ status: 400 })
    expect(canDeleteSnapshot({ status: 'available', group_snapshot_id: null })).toEqual({ ok: true })
  })
})

describe('reset status', () => {
  it('refuses in-use for a group although the message lists it', () => {
    expect(canResetGroupStatus('group', 'in-use')).toMatchObject({
      message:
        "Invalid Group Status: Group status: in-use is invalid, valid status are: ('error', 'available', 'creating', 'deleting', 'deleted', 'updating', 'in-use', 'error_deleting').",
    })
    expect(canResetGroupStatus('groupSnapshot', 'AVAILABLE')).toEqual({ ok: true })
  })
})

describe('a new volume in a group (G8), in Cinder order', () => {
  const inGroup = { status: 'available', volumeTypes: ['t1'] }
  const t1 = { id: 't1', repr: 'lvm' }

  it('takes a type of the group while the group is available or creating', () => {
    expect(canCreateVolumeInGroup(inGroup, t1)).toEqual({ ok: true })
    expect(canCreateVolumeInGroup({ ...inGroup, status: 'creating' }, t1)).toEqual({ ok: true })
  })

  it('needs a type asked for, before anything else', () => {
    expect(canCreateVolumeInGroup({ status: 'error', volumeTypes: [] }, null)).toMatchObject({
      status: 400,
      rule: 'G8',
      message: 'Invalid input received: volume_type must be provided when creating a volume in a group.',
    })
  })

  it("names the type as given when it is not the group's, before the group's status", () => {
    expect(
      canCreateVolumeInGroup({ status: 'error', volumeTypes: ['t1'] }, { id: 't2', repr: 'VolumeType(x)' }),
    ).toMatchObject({
      status: 400,
      message:
        'Invalid input received: Invalid volume_type provided: VolumeType(x) (requested type must be supported by this group).',
    })
  })

  it.each(['error', 'updating', 'deleting'])('refuses a group that is %s', (status) => {
    expect(canCreateVolumeInGroup({ ...inGroup, status }, t1)).toMatchObject({
      status: 400,
      message: "Invalid Group: Originating group status must be one of 'available, creating' values",
    })
  })
})

describe('G9: a group snapshot', () => {
  it('is taken of a group with a volume, not of an empty one nor of one being made or changed', () => {
    const refused = {
      status: 400,
      message:
        "Invalid Group: Source group cannot be empty or in 'creating' or 'updating' state. No group snapshot will be created.",
      rule: 'G9',
    }
    expect(canSnapshotGroup({ status: 'available' }, 1).ok).toBe(true)
    expect(canSnapshotGroup({ status: 'error' }, 2).ok).toBe(true)
    expect(canSnapshotGroup({ status: 'available' }, 0)).toMatchObject(refused)
    expect(canSnapshotGroup({ status: 'creating' }, 1)).toMatchObject(refused)
    expect(canSnapshotGroup({ status: 'updating' }, 1)).toMatchObject(refused)
  })
})
