// Group replication (3.38, docs/cinder-groups.md §4.8): a replication group type and a replicated
// volume type (admin), a group of them with a volume, enable, fail over, fail back and disable, and
// Cinder's refusals in its order: the types, the group's replication status, an attached member.
// Runs on the demo cloud and a real one (the rig's fake driver replicates; its backend has no
// replication_device, so its list of targets is empty).
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenStackClient, VolumeGroup } from '../api'
import { hostConnector } from '../mocks/cloud/attachments'
import { refusal } from '../test/refusal'
import { makeReplicationTypes, replicationSettled } from './replication-types'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient

beforeAll(() => {
  if (!world.admin) throw new Error('group replication needs CONTRACT_ADMIN_* (its types are an admin’s)')
  admin = world.admin
})

describe('group replication: enable, fail over, fail back, disable', () => {
  it("moves a group and its volume through replication's states, refusing as Cinder does", async () => {
    const cinder = world.member.cinder
    const types = await makeReplicationTypes(admin, world.name)
    const { volumeType, groupType } = types
    const plainType = await admin.cinder.createGroupType({ name: world.name('plain-gtype') })
    const groups: string[] = []
    const makeGroup = async (type: string, volumeTypes: string[], label: string) => {
      const made = await cinder.createGroup({ groupType: type, volumeTypes, name: world.name(label) })
      groups.push(made.id)
      return world.until(() => cinder.getGroup(made.id), replicationSettled, `group ${label}`)
    }
    try {
      const group = await makeGroup(groupType.id, [volumeType.id], 'rep-group')
      expect(group).toMatchObject({ status: 'available', replication_status: 'disabled' })
      // Below 3.38 the actions are not routed at all.
      expect(await refusal(cinder.setGroupReplication(group.id, true, { microversion: '3.37' }))).toEqual({
        status: 404,
        message: 'The resource could not be found.',
      })
      const targets = await cinder.listGroupReplicationTargets(group.id)
      for (const target of targets) expect(Object.keys(target)).toEqual(['backend_id'])

      // The group's replication status first: nothing to fail over or disable yet.
      expect(
        await refusal(cinder.failoverGroupReplication(group.id, { allowAttached: false, secondaryBackendId: null })),
      ).toEqual({
        status: 400,
        message: `Invalid Group: Group ${group.id} replication status must be ['enabled', 'failed-over'], but current status is: disabled. Cannot failover replication.`,
      })
      expect(await refusal(cinder.setGroupReplication(group.id, false))).toEqual({
        status: 400,
        message: `Invalid Group: Group ${group.id} replication status must be ['enabled', 'error'], but current status is: disabled. Cannot disable replication.`,
      })

      // A volume made in the group: the backend reports its replication disabled.
      const volume = await cinder.createVolume({
        size: 1,
        name: world.name('rep-volume'),
        volume_type: volumeType.id,
        group_id: group.id,
      })
      const ready = await world.waitVolume(volume.id, (v) => v.status !== 'creating', 'the replicated volume')
      expect(ready).toMatchObject({ status: 'available', group_id: group.id, replication_status: 'disabled' })

      await cinder.setGroupReplication(group.id, true)
      // Each step is waited for by its outcome: a fail-back shows the driver's "failed-over" first.
      const reaches = (status: string) => (value: VolumeGroup) =>
        value.replication_status === status || value.status === 'error'
      let now = await world.until(() => cinder.getGroup(group.id), reaches('enabled'), 'replication to be enabled')
      expect(now.replication_status).toBe('enabled')
      expect((await cinder.getVolume(volume.id)).replication_status).toBe('enabled')

      // An attached member fails over only with allow_attached_volume.
      const attachment = await cinder.createAttachment({
        volumeId: volume.id,
        connector: hostConnector('vc-rep-host', null),
      })
      await cinder.completeAttachment(attachment.id)
      expect(
        await refusal(cinder.failoverGroupReplication(group.id, { allowAttached: false, secondaryBackendId: null })),
      ).toEqual({
        status: 400,
        message: `Invalid volume: Volume ${volume.id} is attached but allow_attached_volume flag is False. Cannot failover replication.`,
      })
      await cinder.failoverGroupReplication(group.id, { allowAttached: true, secondaryBackendId: null })
      now = await world.until(() => cinder.getGroup(group.id), reaches('failed-over'), 'the fail-over')
      expect(now.replication_status).toBe('failed-over')
      expect((await cinder.getVolume(volume.id)).replication_status).toBe('failed-over')
      await cinder.deleteAttachment(attachment.id)
      await world.waitVolume(volume.id, (v) => v.status === 'available', 'the detach')

      expect(await refusal(cinder.setGroupReplication(group.id, true))).toEqual({
        status: 400,
        message: `Invalid Group: Group ${group.id} replication status must be ['disabled', 'enabled'], but current status is: failed-over. Cannot enable replication.`,
      })
      // "default" fails back to the primary: enabled again.
      await cinder.failoverGroupReplication(group.id, { allowAttached: false, secondaryBackendId: 'default' })
      now = await world.until(() => cinder.getGroup(group.id), reaches('enabled'), 'the fail-back')
      expect(now.replication_status).toBe('enabled')
      await cinder.setGroupReplication(group.id, false)
      now = await world.until(() => cinder.getGroup(group.id), reaches('disabled'), 'replication to be disabled')
      expect(now.replication_status).toBe('disabled')
      expect((await cinder.getVolume(volume.id)).replication_status).toBe('disabled')

      // The types come first (#_check_type): a group type without group_replication_enabled, then
      // a volume type without replication_enabled.
      const plain = await makeGroup(plainType.id, [volumeType.id], 'plain-group')
      const notReplicated = {
        status: 400,
        message: `Invalid group type: Group ${plain.id} is not a replication group type.`,
      }
      expect(await refusal(cinder.setGroupReplication(plain.id, true))).toEqual(notReplicated)
      expect(await refusal(cinder.listGroupReplicationTargets(plain.id))).toEqual(notReplicated)
      const defaultType = (await cinder.getDefaultVolumeType()).id
      const mixed = await makeGroup(groupType.id, [volumeType.id, defaultType], 'mixed-group')
      expect(await refusal(cinder.setGroupReplication(mixed.id, true))).toEqual({
        status: 400,
        message: `Invalid volume type: Volume type ${defaultType} does not have 'replication_enabled' spec key set to '<is> True'.`,
      })
    } finally {
      for (const id of groups) {
        await cinder.deleteGroup(id, true).catch(() => undefined)
        await world.waitGone(() => cinder.getGroup(id), 'a group to go').catch(() => undefined)
      }
      await admin.cinder.deleteGroupType(plainType.id).catch(() => undefined)
      await types.remove()
    }
  }, 180_000)
})
