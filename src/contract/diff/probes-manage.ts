// Recorded calls: manage, unmanage and backup records (docs/manage.md), the refusals that do not
// depend on what a backend holds (its storage differs between the two clouds), per role.
import { COMMON_MAX, NOWHERE, type ProbeWorld } from './probe-world'

const AT_MAX = { microversion: `volume ${COMMON_MAX.volume}` }

/** The manageable lists and manage (MG1, MG2), unmanage (MG3, MG4), backup records (MG5, MG6). */
export async function manage(world: ProbeWorld) {
  const { member, admin } = world
  const nohost = `${world.run}-nohost`
  await admin.call('manage: list below 3.8', 'volume', 'GET', '/manageable_volumes?host=h', {
    microversion: 'volume 3.7',
  })
  await member.call('manage: a member lists', 'volume', 'GET', '/manageable_snapshots?host=h', AT_MAX)
  await admin.call('manage: list without a host', 'volume', 'GET', '/manageable_volumes/detail', AT_MAX)
  await admin.call(
    'manage: list by an unknown sort key',
    'volume',
    'GET',
    '/manageable_volumes?host=h&sort=name',
    AT_MAX,
  )
  await admin.call('manage: list a negative limit', 'volume', 'GET', '/manageable_volumes?host=h&limit=-1', AT_MAX)
  await admin.call('manage: list an unknown host', 'volume', 'GET', `/os-volume-manage?host=${nohost}%23p`, AT_MAX)
  const ref = { 'source-name': `${world.run}-never-made` }
  await admin.call('manage: no host (3.0)', 'volume', 'POST', '/os-volume-manage', {
    microversion: 'volume 3.0',
    body: { volume: { ref } },
  })
  await admin.call('manage: no ref', 'volume', 'POST', '/os-volume-manage', {
    ...AT_MAX,
    body: { volume: { host: 'h' } },
  })
  await admin.call('manage: an unknown type', 'volume', 'POST', '/os-volume-manage', {
    ...AT_MAX,
    body: { volume: { ref, host: 'h', volume_type: `${world.run}-no-type` } },
  })
  await admin.call('manage: an unknown host', 'volume', 'POST', '/os-volume-manage', {
    ...AT_MAX,
    body: { volume: { ref, host: nohost } },
  })
  await member.call('manage: a member manages', 'volume', 'POST', '/manageable_volumes', {
    ...AT_MAX,
    body: { volume: { ref, host: nohost } },
  })
  await admin.call('manage: a snapshot of no volume', 'volume', 'POST', '/os-snapshot-manage', {
    ...AT_MAX,
    body: { snapshot: { volume_id: NOWHERE, ref } },
  })
  await admin.call('manage: unmanage no volume', 'volume', 'POST', `/volumes/${NOWHERE}/action`, {
    ...AT_MAX,
    body: { 'os-unmanage': null },
  })
  await admin.call('manage: unmanage no snapshot', 'volume', 'POST', `/snapshots/${NOWHERE}/action`, {
    ...AT_MAX,
    body: { 'os-unmanage': null },
  })
  await admin.call('backup records: export no backup', 'volume', 'GET', `/backups/${NOWHERE}/export_record`, AT_MAX)
  const record = (url: string) => ({
    'backup-record': { backup_service: 'cinder.backup.drivers.posix', backup_url: url },
  })
  await member.call('backup records: a member imports', 'volume', 'POST', '/backups/import_record', {
    ...AT_MAX,
    body: record(btoa('{}')),
  })
  await admin.call('backup records: not base64', 'volume', 'POST', '/backups/import_record', {
    ...AT_MAX,
    body: record('abc'),
  })
  await admin.call('backup records: not JSON', 'volume', 'POST', '/backups/import_record', {
    ...AT_MAX,
    body: record(btoa('not json')),
  })
  await admin.call('backup records: no id', 'volume', 'POST', '/backups/import_record', {
    ...AT_MAX,
    body: record(btoa('{"size": 1}')),
  })
}
