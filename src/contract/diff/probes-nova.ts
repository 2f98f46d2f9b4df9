// Recorded calls: user messages, Nova's servers and volume attachments, and the OpenStack CLIs.
import type { CliRecorder } from './cli-flows'
import type { HttpSession } from './http-session'
import { COMMON_MAX, NOWHERE, type ProbeWorld, createVolume, until, waitVolume } from './probe-world'

/**
 * User messages (docs/messages.md): a volume the scheduler can place nowhere (an admin's type
 * naming no backend) and its message per microversion and role, the refusals, delete. Lists are
 * filtered by the volume: Zed lists every project's messages (M2).
 */
export async function messages(world: ProbeWorld) {
  const { member, admin, reader, run } = world
  const latest = `volume ${COMMON_MAX.volume}`
  const typed = await admin.call('messages: a type on no backend (admin)', 'volume', 'POST', '/types', {
    body: { volume_type: { name: `${run}-nowhere`, extra_specs: { volume_backend_name: `${run}-no-backend` } } },
  })
  const typeId = (typed.body as { volume_type?: { id?: string } }).volume_type?.id
  if (!typeId) throw new Error(`no type made: ${JSON.stringify(typed.body)}`)
  admin.remember('nowhere-type', typeId)
  const made = await member.call('messages: create a volume on no backend', 'volume', 'POST', '/volumes', {
    body: { volume: { size: 1, name: `${run}-m`, volume_type: `${run}-nowhere` } },
  })
  const volumeId = (made.body as { volume?: { id?: string } }).volume?.id
  if (!volumeId) throw new Error(`${member.label}: no volume made: ${JSON.stringify(made.body)}`)
  member.remember('m', volumeId)
  await waitVolume(world, 'm', 'error')
  await member.call('messages: list below 3.3', 'volume', 'GET', '/messages', { microversion: 'volume 3.2' })
  const listed = await member.call('messages: list by resource (3.5)', 'volume', 'GET', '/messages?resource_uuid={m}', {
    microversion: 'volume 3.5',
  })
  const messageId = (listed.body as { messages?: Array<{ id: string }> }).messages?.[0]?.id
  if (!messageId) throw new Error(`${member.label}: no message for the volume: ${JSON.stringify(listed.body)}`)
  for (const session of [member, admin, reader]) session.remember('msg', messageId)
  await member.call(
    `messages: list by resource and event (${COMMON_MAX.volume})`,
    'volume',
    'GET',
    '/messages?resource_uuid={m}&event_id=VOLUME_VOLUME_001_003&message_level=ERROR',
    { microversion: latest },
  )
  await member.call('messages: a page of one (3.5)', 'volume', 'GET', '/messages?resource_uuid={m}&limit=1', {
    microversion: 'volume 3.5',
  })
  await member.call('messages: a key that is no column (3.5)', 'volume', 'GET', '/messages?resource_uuid={m}&foo=1', {
    microversion: 'volume 3.5',
  })
  await member.call('messages: show (3.3)', 'volume', 'GET', '/messages/{msg}', { microversion: 'volume 3.3' })
  await admin.call('messages: show as admin', 'volume', 'GET', '/messages/{msg}', { microversion: latest })
  await reader.call('reader: show a message', 'volume', 'GET', '/messages/{msg}', { microversion: latest })
  await member.call('messages: show unknown', 'volume', 'GET', `/messages/${NOWHERE}`, { microversion: latest })
  await member.call('messages: a filter a member may not use (3.31)', 'volume', 'GET', '/messages?project_id=x', {
    microversion: 'volume 3.31',
  })
  await member.call('messages: sort by a key that is no column', 'volume', 'GET', '/messages?sort=size:asc', {
    microversion: latest,
  })
  await member.call('messages: unknown marker', 'volume', 'GET', `/messages?marker=${NOWHERE}`, {
    microversion: latest,
  })
  await member.call('messages: delete', 'volume', 'DELETE', '/messages/{msg}', { microversion: latest })
  await member.call('messages: delete again', 'volume', 'DELETE', '/messages/{msg}', { microversion: latest })
  await member.call('volumes: delete one in error', 'volume', 'DELETE', '/volumes/{m}')
}

export async function serverStatus(session: HttpSession, name: string): Promise<string | null> {
  const body = (await session.peek('compute', `/servers/{${name}}`)) as { server?: { status: string } } | null
  return body?.server?.status ?? null
}

export async function nova(world: ProbeWorld) {
  const { member, run } = world
  await member.call('compute: flavors', 'compute', 'GET', '/flavors/detail')
  await member.call('compute: availability zones', 'compute', 'GET', '/os-availability-zone')
  await createVolume(world, 'servers: create a boot volume', 'root')
  await member.quietly('volume', 'POST', '/volumes/{root}/action', { 'os-set_bootable': { bootable: true } })
  const boot = await member.call('servers: boot from a volume (2.60)', 'compute', 'POST', '/servers', {
    microversion: 'compute 2.60',
    body: {
      server: {
        name: `${run}-srv`,
        flavorRef: world.flavor,
        networks: 'none',
        block_device_mapping_v2: [
          { boot_index: 0, uuid: member.id('root'), source_type: 'volume', destination_type: 'volume' },
        ],
      },
    },
  })
  const serverId = (boot.body as { server?: { id?: string } }).server?.id
  if (!serverId) throw new Error(`${member.label}: no server: ${JSON.stringify(boot.body)}`)
  member.remember('srv', serverId)
  await until('the server ACTIVE', world.timeoutMs, async () => (await serverStatus(member, 'srv')) === 'ACTIVE')
  for (const version of ['2.1', '2.60', COMMON_MAX.compute]) {
    await member.call(`servers: show (${version})`, 'compute', 'GET', '/servers/{srv}', {
      microversion: `compute ${version}`,
    })
  }
  world.admin.remember('srv', serverId)
  world.reader.remember('srv', serverId)
  for (const version of ['2.60', COMMON_MAX.compute]) {
    await world.admin.call(`servers: show as admin (${version})`, 'compute', 'GET', '/servers/{srv}', {
      microversion: `compute ${version}`,
    })
  }
  await world.reader.call('reader: show the server', 'compute', 'GET', '/servers/{srv}', {
    microversion: 'compute 2.60',
  })
  await member.call(
    `servers: list detail (${COMMON_MAX.compute})`,
    'compute',
    'GET',
    `/servers/detail?name=${run}-srv`,
    {
      microversion: `compute ${COMMON_MAX.compute}`,
    },
  )
  await member.call('servers: list by name', 'compute', 'GET', `/servers/detail?name=${run}-srv`, {
    microversion: 'compute 2.60',
  })
  await member.call(
    'servers: attach a shareable volume (2.60)',
    'compute',
    'POST',
    '/servers/{srv}/os-volume_attachments',
    {
      microversion: 'compute 2.60',
      body: { volumeAttachment: { volumeId: member.id('b') } },
    },
  )
  await waitVolume(world, 'b', 'in-use')
  await member.call('servers: attach it again (R2)', 'compute', 'POST', '/servers/{srv}/os-volume_attachments', {
    microversion: 'compute 2.60',
    body: { volumeAttachment: { volumeId: member.id('b') } },
  })
  await createVolume(world, 'servers: create a second shareable volume', 'c', { volume_type: `${run}-shared` })
  await member.call(
    'servers: attach a shareable volume at 2.59 (R3)',
    'compute',
    'POST',
    '/servers/{srv}/os-volume_attachments',
    {
      microversion: 'compute 2.59',
      body: { volumeAttachment: { volumeId: member.id('c') } },
    },
  )
  await member.call('servers: attach an unknown volume', 'compute', 'POST', '/servers/{srv}/os-volume_attachments', {
    microversion: 'compute 2.60',
    body: { volumeAttachment: { volumeId: NOWHERE } },
  })
  await member.call(
    'servers: attach with a malformed device',
    'compute',
    'POST',
    '/servers/{srv}/os-volume_attachments',
    {
      microversion: 'compute 2.60',
      body: { volumeAttachment: { volumeId: member.id('c'), device: 'vdb' } },
    },
  )
  for (const version of ['2.1', '2.79', '2.89']) {
    await member.call(
      `servers: volume attachments (${version})`,
      'compute',
      'GET',
      '/servers/{srv}/os-volume_attachments',
      {
        microversion: `compute ${version}`,
      },
    )
  }
  world.reader.remember('c', member.id('c'))
  const byReader = await world.reader.call(
    'reader: attach a volume',
    'compute',
    'POST',
    '/servers/{srv}/os-volume_attachments',
    { microversion: 'compute 2.60', body: { volumeAttachment: { volumeId: member.id('c') } } },
  )
  // Where the policies let a reader attach (new-policy-defaults in known-differences.ts), it is
  // detached unrecorded, so both clouds' servers hold the same volumes from here on.
  if (byReader.status === 200) {
    await waitVolume(world, 'c', 'in-use')
    await member.quietly('compute', 'DELETE', '/servers/{srv}/os-volume_attachments/{c}', undefined, 'compute 2.60')
    await waitVolume(world, 'c', 'available')
  }
  await member.call('volumes: show in-use through Nova (3.0)', 'volume', 'GET', '/volumes/{b}')
  world.admin.remember('b', member.id('b'))
  await world.admin.call('volumes: show in-use through Nova as admin', 'volume', 'GET', '/volumes/{b}', {
    microversion: `volume ${COMMON_MAX.volume}`,
  })
  await member.call(
    'servers: one volume attachment (2.89)',
    'compute',
    'GET',
    '/servers/{srv}/os-volume_attachments/{b}',
    {
      microversion: 'compute 2.89',
    },
  )
  const details = (await member.peek('volume', '/attachments?volume_id={b}', 'volume 3.27')) as {
    attachments?: Array<{ id: string }>
  } | null
  const novaAttachment = details?.attachments?.[0]?.id
  if (novaAttachment) member.remember('nova-att', novaAttachment)
  await member.call('attachments: delete one Nova uses (R8)', 'volume', 'DELETE', '/attachments/{nova-att}', {
    microversion: 'volume 3.27',
  })
  await member.call('servers: detach', 'compute', 'DELETE', '/servers/{srv}/os-volume_attachments/{b}', {
    microversion: 'compute 2.60',
  })
  await waitVolume(world, 'b', 'available')
  if (world.cli) await cliFlows(world, world.cli)
  await member.call('servers: instance actions', 'compute', 'GET', '/servers/{srv}/os-instance-actions', {
    microversion: 'compute 2.60',
  })
  await member.call('servers: show unknown', 'compute', 'GET', `/servers/${NOWHERE}`)
  await member.call('servers: delete', 'compute', 'DELETE', '/servers/{srv}')
  await until('the server gone', world.timeoutMs, async () => (await serverStatus(member, 'srv')) === null)
}

/**
 * What a CLI user does with a volume and a server: create, show, list, attach and detach through
 * both CLIs, list the attachments, delete. The volume is not shareable (the CLIs speak compute 2.1).
 */
export async function cliFlows(world: ProbeWorld, cli: CliRecorder) {
  const { member, run } = world
  const name = `${run}-cli`
  const server = `${run}-srv`
  await cli.command('cinder create', 'cinder', ['create', '1', '--name', name])
  const found = (await member.peek('volume', `/volumes?name=${name}`)) as { volumes?: Array<{ id: string }> } | null
  const id = found?.volumes?.[0]?.id
  if (!id) throw new Error(`${member.label}: cinder create made no volume ${name}`)
  member.remember('cli', id)
  await waitVolume(world, 'cli', 'available')
  await cli.command('openstack volume show', 'openstack', ['volume', 'show', id, '-f', 'json'])
  await cli.command('openstack volume list', 'openstack', ['volume', 'list', '--name', name, '-f', 'json'])
  await cli.command('cinder list', 'cinder', ['list', '--name', name])
  await cli.command('openstack server add volume', 'openstack', ['server', 'add', 'volume', server, id])
  await waitVolume(world, 'cli', 'in-use')
  await cli.command('cinder attachment-list', 'cinder', [
    '--os-volume-api-version',
    '3.54',
    'attachment-list',
    '--volume-id',
    id,
  ])
  await cli.command('nova volume-attachments', 'nova', ['volume-attachments', server])
  await cli.command('openstack server remove volume', 'openstack', ['server', 'remove', 'volume', server, id])
  await waitVolume(world, 'cli', 'available')
  await cli.command('nova volume-attach', 'nova', ['volume-attach', server, id])
  await waitVolume(world, 'cli', 'in-use')
  await cli.command('nova volume-detach', 'nova', ['volume-detach', server, id])
  await waitVolume(world, 'cli', 'available')
  await cli.command('cinder delete', 'cinder', ['delete', id])
}
