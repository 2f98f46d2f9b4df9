// The calls the differential recorder makes on each cloud, in the same order with the same
// inputs: what the contract scenarios and the console call, per microversion and per role, with
// the refusals a client meets. Waits between calls are reads that are not recorded.
import { type ProbeWorld, until, volumeStatus } from './probe-world'
import { backups, backupStatus, snapshots } from './probes-snapshots-backups'
import { cinderAttachments, identity, typesAndLimits, versions, volumes } from './probes-volumes'
import { manage } from './probes-manage'
import { attachmentLife } from './probes-attachment-life'
import { groups } from './probes-groups'
import { lists } from './probes-lists'
import { messages, nova, serverStatus } from './probes-nova'

export { COMMON_MAX, nextSecond, type ProbeWorld } from './probe-world'

/** Every recorded call, in order; then removes what it made (not recorded). */
export async function runProbes(world: ProbeWorld): Promise<void> {
  try {
    await identity(world)
    await versions(world)
    await volumes(world)
    await typesAndLimits(world)
    await cinderAttachments(world)
    await snapshots(world)
    await backups(world)
    await manage(world)
    await lists(world)
    await groups(world)
    await attachmentLife(world)
    await messages(world)
    await nova(world)
  } finally {
    await cleanUp(world)
  }
}

/** Every volume a probe may make, by the name it remembers it by. */
const VOLUMES = ['a', 'b', 'c', 's', 'bv', 'bsmall', 'root', 'cli', 'reader-volume', 'm', 'l', 'life', 'gv', 'gv2']

async function cleanUp(world: ProbeWorld) {
  const { member, admin } = world
  if (member.ids.has('bk') && (await backupStatus(member, 'bk')) !== null) {
    await until('the backup settled', world.timeoutMs, async () =>
      ['available', 'error', null].includes(await backupStatus(member, 'bk')),
    ).catch(() => undefined)
    await member.quietly('volume', 'DELETE', '/backups/{bk}')
  }
  for (const server of ['srv', 'isrv']) {
    if (!member.ids.has(server) || (await serverStatus(member, server)) === null) continue
    await member.quietly('compute', 'DELETE', `/servers/{${server}}`)
    await until(`${server} gone`, world.timeoutMs, async () => (await serverStatus(member, server)) === null).catch(
      () => undefined,
    )
  }
  if (member.ids.has('grp') && (await member.peek('volume', '/groups/{grp}', 'volume 3.13')) !== null) {
    await member.quietly(
      'volume',
      'POST',
      '/groups/{grp}/action',
      { delete: { 'delete-volumes': true } },
      'volume 3.13',
    )
    await until(
      'the group gone',
      world.timeoutMs,
      async () => (await member.peek('volume', '/groups/{grp}', 'volume 3.13')) === null,
    ).catch(() => undefined)
  }
  for (const snapshot of ['ls', 'lifesnap']) {
    if (member.ids.has(snapshot)) await member.quietly('volume', 'DELETE', `/snapshots/{${snapshot}}`)
  }
  if (member.ids.has('msg')) await member.quietly('volume', 'DELETE', '/messages/{msg}', undefined, 'volume 3.3')
  for (const name of VOLUMES) {
    if (!member.ids.has(name) || (await volumeStatus(member, name)) === null) continue
    await until(`${name} settled`, world.timeoutMs, async () =>
      ['available', 'error', 'in-use', null].includes(await volumeStatus(member, name)),
    ).catch(() => undefined)
    await member.quietly('volume', 'DELETE', `/volumes/{${name}}?cascade=true`)
  }
  for (const name of VOLUMES) {
    if (!member.ids.has(name)) continue
    await until(`${name} deleted`, world.timeoutMs, async () => (await volumeStatus(member, name)) === null).catch(
      () => undefined,
    )
  }
  if (admin.ids.has('type')) await admin.quietly('volume', 'DELETE', '/types/{type}')
  if (admin.ids.has('nowhere-type')) await admin.quietly('volume', 'DELETE', '/types/{nowhere-type}')
  if (admin.ids.has('gt')) await admin.quietly('volume', 'DELETE', '/group_types/{gt}', undefined, 'volume 3.11')
}
