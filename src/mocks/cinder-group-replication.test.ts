// Group replication on the demo cloud (docs/cinder-groups.md §4.8), what the contract scenario
// cannot show on a shared cloud: the demo's replicating backend and its replication_device (whole
// for an admin, the backend_id for a member), a replicated type refused by a backend that does not
// replicate, and Cinder's per-member order, which leaves the members it passed in their new status.
import { describe, expect, it } from 'vitest'
import { refusal } from '../test/refusal'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

const drPair = () => {
  const group = demo.cloud.groups.find((candidate) => candidate.name === 'dr-pair')
  if (!group) throw new Error('the demo scenario has a group dr-pair')
  return group
}

describe('group replication on the demo cloud', () => {
  it("lists the backend's replication target: every key for an admin, the backend_id for a member", async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    expect(await member.cinder.listGroupReplicationTargets(drPair().id)).toEqual([{ backend_id: 'sf-dr' }])
    expect(await admin.cinder.listGroupReplicationTargets(drPair().id)).toEqual([
      { backend_id: 'sf-dr', san_ip: '192.0.2.20' },
    ])
  })

  it('schedules a replicated type only to a backend that replicates', async () => {
    const admin = await demo.signIn('admin')
    const type = await admin.cinder.createVolumeType({
      name: 'replicated-lvm',
      extra_specs: { volume_backend_name: 'lvmdriver-1', replication_enabled: '<is> True' },
    })
    const made = await admin.cinder.createVolume({ size: 1, volume_type: type.id })
    const settled = await waitFor(
      async () => {
        const volume = await admin.cinder.getVolume(made.id)
        return volume.status === 'creating' ? undefined : volume
      },
      { clock },
    )
    expect(settled).toMatchObject({ status: 'error', replication_status: null })
  })

  it('checks the members in turn: one refused leaves those before it enabling, as Cinder does', async () => {
    const member = await demo.signIn('member')
    const group = drPair()
    const typeId = group.volume_type_ids[0] as string
    const made = await Promise.all(
      ['first', 'second'].map((name) =>
        member.cinder.createVolume({ size: 1, name, volume_type: typeId, group_id: group.id }),
      ),
    )
    await waitFor(
      async () => {
        const volumes = await Promise.all(made.map((volume) => member.cinder.getVolume(volume.id)))
        return volumes.every((volume) => volume.status === 'available') && volumes
      },
      { clock },
    )
    const [first, second] = made.map((volume) => demo.cloud.volume(volume.id)!)
    second!.status = 'error'
    expect(await refusal(member.cinder.setGroupReplication(group.id, true))).toEqual({
      status: 400,
      message: `Invalid volume: Volume ${second!.id} status must be ['available', 'in-use'], but current status is: error. Cannot enable replication.`,
    })
    expect(first!.replication_status).toBe('enabling')
    expect((await member.cinder.getGroup(group.id)).replication_status).toBe('disabled')
  })

  it('routes no replication action, nor reset_status, below its microversion', async () => {
    const admin = await demo.signIn('admin')
    const notFound = { status: 404, message: 'The resource could not be found.' }
    expect(await refusal(admin.cinder.listGroupReplicationTargets(drPair().id, { microversion: '3.37' }))).toEqual(
      notFound,
    )
    expect(await refusal(admin.cinder.resetGroupStatus(drPair().id, 'error', { microversion: '3.19' }))).toEqual(
      notFound,
    )
  })
})
