// Recorded calls: generic volume groups (docs/cinder-groups.md) below and at the microversions
// that brought them (types 3.11, groups 3.13, a volume's group_id in its view 3.13, a group's
// volumes 3.25), a group's list parameters, a volume made in a group and its view, and the group
// deleted with its volumes. The group type is an admin's; the member makes the rest.
import { type ProbeWorld, createVolume, until } from './probe-world'
import { LIKE, UNKNOWN_KEY, WITH_COUNT, priorVersion } from './probes-lists'

async function groupStatus(world: ProbeWorld): Promise<string | null> {
  const body = (await world.member.peek('volume', '/groups/{grp}', 'volume 3.13')) as {
    group?: { status: string }
  } | null
  return body?.group?.status ?? null
}

export async function groups(world: ProbeWorld) {
  const { member, admin, run } = world
  await admin.call('groups: group types below 3.11', 'volume', 'GET', '/group_types', { microversion: 'volume 3.10' })
  const typed = await admin.call('groups: create a group type (3.11)', 'volume', 'POST', '/group_types', {
    microversion: 'volume 3.11',
    body: { group_type: { name: `${run}-gt`, is_public: true } },
  })
  const groupType = (typed.body as { group_type?: { id?: string } }).group_type?.id
  if (!groupType) throw new Error(`${admin.label}: no group type: ${JSON.stringify(typed.body)}`)
  admin.remember('gt', groupType)
  member.remember('gt', groupType)
  await member.call('groups: show the group type as a member (3.11)', 'volume', 'GET', '/group_types/{gt}', {
    microversion: 'volume 3.11',
  })

  await createVolume(world, 'groups: a volume for its type', 'gv')
  const shown = (await member.peek('volume', '/volumes/{gv}', 'volume 3.63')) as {
    volume?: { volume_type_id?: string }
  } | null
  const volumeType = shown?.volume?.volume_type_id
  if (!volumeType) throw new Error(`${member.label}: the volume has no volume_type_id`)
  await member.call('groups: list below 3.13', 'volume', 'GET', '/groups/detail', { microversion: 'volume 3.12' })
  const made = await member.call('groups: create (3.13)', 'volume', 'POST', '/groups', {
    microversion: 'volume 3.13',
    body: { group: { name: `${run}-grp`, group_type: groupType, volume_types: [volumeType] } },
  })
  const groupId = (made.body as { group?: { id?: string } }).group?.id
  if (!groupId) throw new Error(`${member.label}: no group: ${JSON.stringify(made.body)}`)
  member.remember('grp', groupId)
  await until('the group available', world.timeoutMs, async () => (await groupStatus(world)) === 'available')

  await member.call('groups: add the volume', 'volume', 'PUT', '/groups/{grp}', {
    microversion: 'volume 3.13',
    body: { group: { add_volumes: member.id('gv') } },
  })
  await until('the group available again', world.timeoutMs, async () => (await groupStatus(world)) === 'available')
  for (const version of ['3.12', '3.13']) {
    await member.call(`groups: the grouped volume (${version})`, 'volume', 'GET', '/volumes/{gv}', {
      microversion: `volume ${version}`,
    })
  }
  for (const version of ['3.24', '3.25']) {
    await member.call(`groups: show with list_volume (${version})`, 'volume', 'GET', '/groups/{grp}?list_volume=true', {
      microversion: `volume ${version}`,
    })
  }
  for (const probe of [UNKNOWN_KEY, LIKE, WITH_COUNT]) {
    for (const version of [priorVersion(probe.since), probe.since]) {
      await member.call(
        `groups: list with ${probe.what} at ${version}`,
        'volume',
        'GET',
        `/groups/detail?name=${run}-grp&${probe.query}`,
        { microversion: `volume ${version}` },
      )
    }
  }

  // A volume made in the group: Cinder takes group_id from 3.13.
  const inGroup = await member.call('groups: create a volume in it (3.13)', 'volume', 'POST', '/volumes', {
    microversion: 'volume 3.13',
    body: { volume: { size: 1, name: `${run}-gv2`, group_id: groupId, volume_type: volumeType } },
  })
  const second = (inGroup.body as { volume?: { id?: string } }).volume?.id
  if (second) member.remember('gv2', second)
  await member.call('groups: delete without its volumes', 'volume', 'POST', '/groups/{grp}/action', {
    microversion: 'volume 3.13',
    body: { delete: { 'delete-volumes': false } },
  })
  if (second)
    await until('the second volume available', world.timeoutMs, async () => {
      const body = (await member.peek('volume', '/volumes/{gv2}')) as { volume?: { status: string } } | null
      return body?.volume?.status === 'available'
    })
  await member.call('groups: delete with its volumes', 'volume', 'POST', '/groups/{grp}/action', {
    microversion: 'volume 3.13',
    body: { delete: { 'delete-volumes': true } },
  })
  await until('the group gone', world.timeoutMs, async () => (await groupStatus(world)) === null)
  await admin.call('groups: delete the group type', 'volume', 'DELETE', '/group_types/{gt}', {
    microversion: 'volume 3.11',
  })
}
