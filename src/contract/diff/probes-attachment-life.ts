// Recorded calls: a volume's whole view at each step of an attachment's life, through Cinder's
// attachments API (reserved, connected, completed, deleted) and through Nova on a server booted
// from an image (the servers probe boots one from a volume), with the device each names and a
// snapshot of the volume while it is attached. Cinder adds the admin metadata keys `readonly` and
// `attached_mode` to a volume's `metadata` in its view (add_visible_admin_metadata in
// cinder/api/api_utils.py); the compared values include those keys (normalize.ts).
import { CONNECTOR, NOWHERE, type ProbeWorld, createVolume, until, waitVolume } from './probe-world'
import { serverStatus } from './probes-nova'

/** The volume's view as the member sees it at 3.0 and at the newest, and as an admin. */
async function views(world: ProbeWorld, moment: string) {
  const { member, admin } = world
  for (const version of ['3.0', '3.70']) {
    await member.call(`life: the volume ${moment} (${version})`, 'volume', 'GET', '/volumes/{life}', {
      microversion: `volume ${version}`,
    })
  }
  await admin.call(`life: the volume ${moment} (admin)`, 'volume', 'GET', '/volumes/{life}', {
    microversion: 'volume 3.70',
  })
}

/** The first image a 1 GiB disk holds, found without recording (each cloud has its own). */
async function smallImage(world: ProbeWorld): Promise<string> {
  const body = (await world.member.peek('image', '/v2/images?status=active')) as {
    images?: Array<{ id: string; min_disk?: number }>
  } | null
  const image = body?.images?.find((candidate) => (candidate.min_disk ?? 0) <= 1)
  if (!image) throw new Error(`${world.member.label}: no image a 1 GiB disk holds`)
  return image.id
}

export async function attachmentLife(world: ProbeWorld) {
  const { member, admin, run } = world
  await createVolume(world, 'life: create a volume', 'life')
  admin.remember('life', member.id('life'))
  await views(world, 'available')

  const reserved = await member.call('life: reserve (3.27)', 'volume', 'POST', '/attachments', {
    microversion: 'volume 3.27',
    body: { attachment: { volume_uuid: member.id('life') } },
  })
  const attachment = (reserved.body as { attachment?: { id?: string } }).attachment?.id
  if (!attachment) throw new Error(`${member.label}: no attachment: ${JSON.stringify(reserved.body)}`)
  member.remember('life-att', attachment)
  await views(world, 'reserved')
  await member.call('life: connect (3.27)', 'volume', 'PUT', '/attachments/{life-att}', {
    microversion: 'volume 3.27',
    body: { attachment: { connector: CONNECTOR } },
  })
  await views(world, 'connected')
  await member.call('life: complete (3.44)', 'volume', 'POST', '/attachments/{life-att}/action', {
    microversion: 'volume 3.44',
    body: { 'os-complete': {} },
  })
  await waitVolume(world, 'life', 'in-use')
  await views(world, 'in use through Cinder')
  await member.call('life: delete the attachment', 'volume', 'DELETE', '/attachments/{life-att}', {
    microversion: 'volume 3.27',
  })
  await waitVolume(world, 'life', 'available')
  await views(world, 'after Cinder detached it')

  // Nova, on a server booted from an image: the volume is its second disk.
  const booted = await member.call('life: boot a server from an image (2.60)', 'compute', 'POST', '/servers', {
    microversion: 'compute 2.60',
    body: {
      server: { name: `${run}-isrv`, flavorRef: world.flavor, imageRef: await smallImage(world), networks: 'none' },
    },
  })
  const serverId = (booted.body as { server?: { id?: string } }).server?.id
  if (!serverId) throw new Error(`${member.label}: no server: ${JSON.stringify(booted.body)}`)
  member.remember('isrv', serverId)
  await until('the server ACTIVE', world.timeoutMs, async () => (await serverStatus(member, 'isrv')) === 'ACTIVE')
  await member.call('life: attach through Nova (2.60)', 'compute', 'POST', '/servers/{isrv}/os-volume_attachments', {
    microversion: 'compute 2.60',
    body: { volumeAttachment: { volumeId: member.id('life') } },
  })
  await waitVolume(world, 'life', 'in-use')
  await views(world, 'in use through Nova')
  for (const version of ['2.1', '2.89']) {
    await member.call(
      `life: the server's attachments (${version})`,
      'compute',
      'GET',
      '/servers/{isrv}/os-volume_attachments',
      {
        microversion: `compute ${version}`,
      },
    )
  }
  await member.call('life: Cinder attachments (3.27)', 'volume', 'GET', '/attachments/detail?volume_id={life}', {
    microversion: 'volume 3.27',
  })
  await member.call('life: the server (2.60)', 'compute', 'GET', '/servers/{isrv}', { microversion: 'compute 2.60' })

  // A snapshot of it while attached: refused without force, taken with it.
  await member.call('life: snapshot while attached', 'volume', 'POST', '/snapshots', {
    body: { snapshot: { volume_id: member.id('life'), name: `${run}-lifesnap` } },
  })
  const forced = await member.call('life: snapshot while attached, forced', 'volume', 'POST', '/snapshots', {
    body: { snapshot: { volume_id: member.id('life'), name: `${run}-lifesnap`, force: true } },
  })
  const snapshot = (forced.body as { snapshot?: { id?: string } }).snapshot?.id
  if (snapshot) {
    member.remember('lifesnap', snapshot)
    await until('the snapshot available', world.timeoutMs, async () => {
      const body = (await member.peek('volume', '/snapshots/{lifesnap}')) as { snapshot?: { status: string } } | null
      return body?.snapshot?.status === 'available'
    })
    await member.call('life: the snapshot of the attached volume', 'volume', 'GET', '/snapshots/{lifesnap}', {
      microversion: 'volume 3.70',
    })
    await member.quietly('volume', 'DELETE', '/snapshots/{lifesnap}')
    await until(
      'the snapshot gone',
      world.timeoutMs,
      async () => (await member.peek('volume', '/snapshots/{lifesnap}')) === null,
    )
  }

  await member.call('life: detach through Nova', 'compute', 'DELETE', '/servers/{isrv}/os-volume_attachments/{life}', {
    microversion: 'compute 2.60',
  })
  await waitVolume(world, 'life', 'available')
  await views(world, 'after Nova detached it')
  await member.call('life: detach it again', 'compute', 'DELETE', '/servers/{isrv}/os-volume_attachments/{life}', {
    microversion: 'compute 2.60',
  })
  await member.call('life: attach an unknown volume', 'compute', 'POST', '/servers/{isrv}/os-volume_attachments', {
    microversion: 'compute 2.60',
    body: { volumeAttachment: { volumeId: NOWHERE } },
  })
  await member.quietly('compute', 'DELETE', '/servers/{isrv}')
  await until('the server gone', world.timeoutMs, async () => (await serverStatus(member, 'isrv')) === null)
}
