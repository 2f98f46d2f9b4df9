// Recorded calls: Keystone, version documents, volumes, types and limits, Cinder's attachments.
import { COMMON_MAX, CONNECTOR, NOWHERE, type ProbeWorld, createVolume, waitVolume } from './probe-world'

export async function identity(world: ProbeWorld) {
  const { member } = world
  await member.call('identity: wrong password', 'identity', 'POST', '/auth/tokens', {
    token: null,
    body: {
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name: 'demo', domain: { name: 'Default' }, password: 'not-the-password' } },
        },
      },
    },
  })
  await member.call('identity: a made-up token', 'identity', 'GET', '/auth/catalog', { token: 'made-up' })
  await member.call('identity: catalog', 'identity', 'GET', '/auth/catalog')
  await member.call('identity: projects', 'identity', 'GET', '/auth/projects')
  await member.call('identity: validate own token', 'identity', 'GET', '/auth/tokens', {
    headers: { 'X-Subject-Token': member.token },
  })
  // The user's own password change, refused before anything changes (no token needed).
  const password = `/users/${member.userId}/password`
  await member.call('identity: password change without original_password', 'identity', 'POST', password, {
    token: null,
    body: { user: { password: 'never-set-1' } },
  })
  await member.call('identity: password change with another field', 'identity', 'POST', password, {
    token: null,
    body: { user: { original_password: 'x', password: 'never-set-1', name: 'demo' } },
  })
  await member.call('identity: password change not JSON', 'identity', 'POST', password, {
    token: null,
    raw: 'not json',
  })
  await member.call('identity: password change by GET', 'identity', 'GET', password, { token: null })
}

export async function versions(world: ProbeWorld) {
  const { member } = world
  await member.call('volume: versions', 'volume', 'GET', '/', { root: true, token: null })
  await member.call('volume: v3 version', 'volume', 'GET', '/v3/', { root: true, token: null })
  await member.call('compute: versions', 'compute', 'GET', '/', { root: true, token: null })
  await member.call('compute: v2.1 version', 'compute', 'GET', '/v2.1/', { root: true, token: null })
  await member.call('volume: microversion out of range', 'volume', 'GET', '/volumes', {
    microversion: 'volume 3.999',
  })
  await member.call('compute: microversion out of range', 'compute', 'GET', '/servers', {
    microversion: 'compute 2.999',
  })
}

export async function volumes(world: ProbeWorld) {
  const { member, admin, run } = world
  await member.call('volumes: list, none match', 'volume', 'GET', `/volumes/detail?name=${run}-none`)
  await world.reader.call('reader: list volumes', 'volume', 'GET', `/volumes/detail?name=${run}-none`)
  const byReader = await world.reader.call('reader: create a volume', 'volume', 'POST', '/volumes', {
    body: { volume: { size: 1, name: `${run}-reader` } },
  })
  // Where the policies let a reader write (new-policy-defaults in known-differences.ts), clean up after it.
  const readerVolume = (byReader.body as { volume?: { id?: string } } | null)?.volume?.id
  if (readerVolume) member.remember('reader-volume', readerVolume)
  await world.reader.call('reader: limits', 'volume', 'GET', '/limits')
  await createVolume(world, 'volumes: create (3.0)', 'a')
  for (const version of ['3.0', '3.48', '3.63', COMMON_MAX.volume]) {
    await member.call(`volumes: show (${version})`, 'volume', 'GET', '/volumes/{a}', {
      microversion: `volume ${version}`,
    })
  }
  admin.remember('a', member.id('a'))
  await admin.call('volumes: show as admin', 'volume', 'GET', '/volumes/{a}', {
    microversion: `volume ${COMMON_MAX.volume}`,
  })
  await admin.call(
    'volumes: list every project as admin',
    'volume',
    'GET',
    `/volumes/detail?all_tenants=1&name=${run}-a`,
    {
      microversion: `volume ${COMMON_MAX.volume}`,
    },
  )
  await member.call('volumes: list summary', 'volume', 'GET', `/volumes?name=${run}-a`)
  await member.call(
    'volumes: list detail with count (3.45)',
    'volume',
    'GET',
    `/volumes/detail?name=${run}-a&with_count=true`,
    {
      microversion: 'volume 3.45',
    },
  )
  await member.call('volumes: rename', 'volume', 'PUT', '/volumes/{a}', {
    body: { volume: { name: `${run}-a2`, description: 'renamed' } },
  })
  await member.call('volumes: update with an empty body (3.53)', 'volume', 'PUT', '/volumes/{a}', {
    microversion: 'volume 3.53',
    body: { volume: {} },
  })
  await member.call('volumes: create of size 0', 'volume', 'POST', '/volumes', {
    body: { volume: { size: 0, name: `${run}-zero` } },
  })
  await member.call('volumes: create with malformed JSON', 'volume', 'POST', '/volumes', { raw: '{"volume": ' })
  await member.call('volumes: show unknown', 'volume', 'GET', `/volumes/${NOWHERE}`)
  await member.call('volumes: extend', 'volume', 'POST', '/volumes/{a}/action', {
    body: { 'os-extend': { new_size: 2 } },
  })
  await waitVolume(world, 'a', 'available')
  await member.call('volumes: extend to the same size', 'volume', 'POST', '/volumes/{a}/action', {
    body: { 'os-extend': { new_size: 2 } },
  })
  await member.call('volumes: set bootable', 'volume', 'POST', '/volumes/{a}/action', {
    body: { 'os-set_bootable': { bootable: true } },
  })
  await member.call('volumes: set read-only', 'volume', 'POST', '/volumes/{a}/action', {
    body: { 'os-update_readonly_flag': { readonly: true } },
  })
  await member.call('volumes: unknown action', 'volume', 'POST', '/volumes/{a}/action', {
    body: { 'os-frobnicate': {} },
  })
  await member.call('volumes: metadata', 'volume', 'GET', '/volumes/{a}/metadata')
  await member.call('volumes: add metadata', 'volume', 'POST', '/volumes/{a}/metadata', {
    body: { metadata: { purpose: 'diff' } },
  })
  await member.call('volumes: show metadata key', 'volume', 'GET', '/volumes/{a}/metadata/purpose')
  await member.call('volumes: delete metadata key', 'volume', 'DELETE', '/volumes/{a}/metadata/purpose')
  await member.call('volumes: delete', 'volume', 'DELETE', '/volumes/{a}')
  await member.call('volumes: delete unknown', 'volume', 'DELETE', `/volumes/${NOWHERE}`)
}

export async function typesAndLimits(world: ProbeWorld) {
  const { member, admin, run } = world
  await member.call('types: list (member)', 'volume', 'GET', '/types')
  await admin.call('types: list (admin)', 'volume', 'GET', '/types')
  await member.call('types: default', 'volume', 'GET', '/types/default')
  await member.call('types: create (member)', 'volume', 'POST', '/types', {
    body: { volume_type: { name: `${run}-t` } },
  })
  const { body } = await admin.call('types: create (admin)', 'volume', 'POST', '/types', {
    body: { volume_type: { name: `${run}-shared`, 'os-volume-type-access:is_public': true } },
  })
  const typeId = (body as { volume_type?: { id?: string } }).volume_type?.id
  if (!typeId) throw new Error(`no type made: ${JSON.stringify(body)}`)
  admin.remember('type', typeId)
  member.remember('type', typeId)
  await admin.call('types: set multiattach', 'volume', 'POST', '/types/{type}/extra_specs', {
    body: { extra_specs: { multiattach: '<is> True' } },
  })
  await admin.call('types: multiattach with cacheable', 'volume', 'POST', '/types/{type}/extra_specs', {
    body: { extra_specs: { cacheable: '<is> True' } },
  })
  await member.call('types: show (member)', 'volume', 'GET', '/types/{type}')
  await admin.call('types: show (admin)', 'volume', 'GET', '/types/{type}')
  await member.call('types: extra specs (member)', 'volume', 'GET', '/types/{type}/extra_specs')
  await admin.call('types: encryption (admin)', 'volume', 'GET', '/types/{type}/encryption')
  await member.call('limits', 'volume', 'GET', '/limits')
  await member.call('volume availability zones', 'volume', 'GET', '/os-availability-zone')
  await member.call('quota set (member)', 'volume', 'GET', `/os-quota-sets/${member.projectId}?usage=true`)
}

export async function cinderAttachments(world: ProbeWorld) {
  const { member } = world
  await createVolume(world, 'attachments: create a shareable volume', 'b', { volume_type: `${world.run}-shared` })
  const reservation = await member.call('attachments: reserve (3.27)', 'volume', 'POST', '/attachments', {
    microversion: 'volume 3.27',
    body: { attachment: { volume_uuid: member.id('b') } },
  })
  const reserved = (reservation.body as { attachment?: { id?: string } }).attachment?.id
  if (reserved) member.remember('reserved', reserved)
  await member.call('volumes: show reserved', 'volume', 'GET', '/volumes/{b}', { microversion: 'volume 3.27' })
  await member.call('attachments: delete the reservation', 'volume', 'DELETE', '/attachments/{reserved}', {
    microversion: 'volume 3.27',
  })
  await waitVolume(world, 'b', 'available')
  const connected = await member.call(
    'attachments: create read-only with a connector (3.54)',
    'volume',
    'POST',
    '/attachments',
    {
      microversion: 'volume 3.54',
      body: { attachment: { volume_uuid: member.id('b'), connector: CONNECTOR, mode: 'ro' } },
    },
  )
  const attachment = (connected.body as { attachment?: { id?: string } }).attachment?.id
  if (attachment) member.remember('att', attachment)
  await member.call('attachments: complete (3.44)', 'volume', 'POST', '/attachments/{att}/action', {
    microversion: 'volume 3.44',
    body: { 'os-complete': {} },
  })
  await waitVolume(world, 'b', 'in-use')
  await member.call('attachments: list (3.54)', 'volume', 'GET', '/attachments?volume_id={b}', {
    microversion: 'volume 3.54',
  })
  await member.call('attachments: list detail (3.54)', 'volume', 'GET', '/attachments/detail?volume_id={b}', {
    microversion: 'volume 3.54',
  })
  await member.call('attachments: show (3.54)', 'volume', 'GET', '/attachments/{att}', { microversion: 'volume 3.54' })
  await member.call('volumes: show in-use (latest common)', 'volume', 'GET', '/volumes/{b}', {
    microversion: `volume ${COMMON_MAX.volume}`,
  })
  await member.call('attachments: unknown mode', 'volume', 'POST', '/attachments', {
    microversion: 'volume 3.54',
    body: { attachment: { volume_uuid: member.id('b'), mode: 'rx' } },
  })
  await member.call('volumes: delete while attached', 'volume', 'DELETE', '/volumes/{b}')
  await member.call('attachments: delete', 'volume', 'DELETE', '/attachments/{att}', { microversion: 'volume 3.54' })
  await waitVolume(world, 'b', 'available')
}
