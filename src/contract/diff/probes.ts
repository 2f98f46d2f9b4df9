// The calls the differential recorder makes on each cloud, in the same order with the same
// inputs: what the contract scenarios and the console call, per microversion and per role, with
// the refusals a client meets. Waits between calls are reads that are not recorded.
import { type ProbeWorld, until, volumeStatus } from './probe-world'
import { backups, backupStatus, snapshots } from './probes-snapshots-backups'
import { cinderAttachments, identity, typesAndLimits, versions, volumes } from './probes-volumes'
import { manage } from './probes-manage'
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
    await messages(world)
    await nova(world)
  } finally {
    await cleanUp(world)
  }
}

async function cleanUp(world: ProbeWorld) {
  const { member, admin } = world
  if (member.ids.has('bk') && (await backupStatus(member, 'bk')) !== null) {
    await until('the backup settled', world.timeoutMs, async () =>
      ['available', 'error', null].includes(await backupStatus(member, 'bk')),
    ).catch(() => undefined)
    await member.quietly('volume', 'DELETE', '/backups/{bk}')
  }
  if (member.ids.has('srv') && (await serverStatus(member, 'srv')) !== null) {
    await member.quietly('compute', 'DELETE', '/servers/{srv}')
    await until('the server gone', world.timeoutMs, async () => (await serverStatus(member, 'srv')) === null).catch(
      () => undefined,
    )
  }
  if (member.ids.has('msg')) await member.quietly('volume', 'DELETE', '/messages/{msg}', undefined, 'volume 3.3')
  for (const name of ['a', 'b', 'c', 's', 'bv', 'bsmall', 'root', 'cli', 'reader-volume', 'm']) {
    if (!member.ids.has(name) || (await volumeStatus(member, name)) === null) continue
    await until(`${name} settled`, world.timeoutMs, async () =>
      ['available', 'error', 'in-use', null].includes(await volumeStatus(member, name)),
    ).catch(() => undefined)
    await member.quietly('volume', 'DELETE', `/volumes/{${name}}?cascade=true`)
  }
  for (const name of ['a', 'b', 'c', 's', 'bv', 'bsmall', 'root', 'cli', 'reader-volume', 'm']) {
    if (!member.ids.has(name)) continue
    await until(`${name} deleted`, world.timeoutMs, async () => (await volumeStatus(member, name)) === null).catch(
      () => undefined,
    )
  }
  if (admin.ids.has('type')) await admin.quietly('volume', 'DELETE', '/types/{type}')
  if (admin.ids.has('nowhere-type')) await admin.quietly('volume', 'DELETE', '/types/{nowhere-type}')
}
