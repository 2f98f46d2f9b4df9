// The comparison's data sets on the real cloud, each in a project of its own with a member user of its
// own (the contract suites' `demo` project stays clean): N volumes, one of them of a private
// multi-attach type and attached to S servers (Nova's fake driver). Idempotent: what is there
// is reused, what is missing is made, in parallel batches; quotas are raised as admin first.
import type { Session } from './real-cloud.ts'
import { ADMIN, HttpError, KEYSTONE, call, inBatches, signIn, sleep } from './real-cloud.ts'

export interface DataSet {
  key: 'small' | 'large'
  project: string
  user: string
  password: string
  volumes: number
  servers: number
}

const PASSWORD = 'vc-bench'
export const DATA_SETS: DataSet[] = [
  { key: 'small', project: 'vc-bench-50', user: 'vc-bench-50', password: PASSWORD, volumes: 50, servers: 10 },
  { key: 'large', project: 'vc-bench-1000', user: 'vc-bench-1000', password: PASSWORD, volumes: 1000, servers: 40 },
]

export const MULTIATTACH_TYPE = 'vc-bench-multiattach'
export const SHARED = 'vc-bench-shared'
const VOLUME_PREFIX = 'vc-bench-vol-'
export const SERVER_PREFIX = 'vc-bench-srv-'
const IMAGE = process.env.BENCH_IMAGE || 'ro-tiny'

export interface Filled {
  key: DataSet['key']
  projectId: string
  sharedId: string
  /** A volume attached nowhere, for the plain row's height. */
  plainName: string
  volumes: number
  attachments: number
  made: { volumes: number; servers: number; attachments: number }
  seconds: { volumes: number; servers: number; attachments: number }
}

interface Volume {
  id: string
  name: string | null
  status: string
  attachments: { server_id: string }[]
}
interface Server {
  id: string
  name: string
  status: string
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const log = (message: string) => console.log(`bench: ${message}`)

async function one<T extends { id: string }>(admin: Session, path: string, key: string, name: string) {
  const body = await call<Record<string, T[]>>(admin, 'GET', `${KEYSTONE}/${path}?name=${encodeURIComponent(name)}`)
  return body[key]?.[0]
}

/** The project, its member user and their role; Cinder and Nova quotas that fit the set. */
async function prepareProject(admin: Session, set: DataSet): Promise<string> {
  const project =
    (await one<{ id: string }>(admin, 'projects', 'projects', set.project)) ??
    (
      await call<{ project: { id: string } }>(admin, 'POST', `${KEYSTONE}/projects`, {
        project: { name: set.project, domain_id: 'default', description: 'Volume Console bench (bench/horizon)' },
      })
    ).project
  const user =
    (await one<{ id: string }>(admin, 'users', 'users', set.user)) ??
    (
      await call<{ user: { id: string } }>(admin, 'POST', `${KEYSTONE}/users`, {
        user: { name: set.user, domain_id: 'default', password: set.password, default_project_id: project.id },
      })
    ).user
  const role = await one<{ id: string }>(admin, 'roles', 'roles', 'member')
  if (!role) throw new Error('Keystone has no member role')
  await call(admin, 'PUT', `${KEYSTONE}/projects/${project.id}/users/${user.id}/roles/${role.id}`)
  const spare = set.volumes + 50
  await call(admin, 'PUT', `${admin.cinder}/os-quota-sets/${project.id}`, {
    quota_set: { volumes: spare, gigabytes: spare * 2, snapshots: 100, backups: 100 },
  })
  const instances = set.servers + 10
  await call(admin, 'PUT', `${admin.nova}/os-quota-sets/${project.id}`, {
    quota_set: { instances, cores: instances * 2, ram: instances * 1024 },
  })
  return project.id
}

/** A private multi-attach type (the contract suites never see it), open to the bench projects. */
async function multiattachType(admin: Session, projectId: string): Promise<void> {
  const types = await call<{ volume_types: { id: string; name: string }[] }>(
    admin,
    'GET',
    `${admin.cinder}/types?is_public=None`,
  )
  let type = types.volume_types.find((t) => t.name === MULTIATTACH_TYPE)
  if (!type) {
    const made = await call<{ volume_type: { id: string; name: string } }>(admin, 'POST', `${admin.cinder}/types`, {
      volume_type: {
        name: MULTIATTACH_TYPE,
        description: 'Volume Console bench (bench/horizon): multi-attach, private to the bench projects',
        'os-volume-type-access:is_public': false,
        extra_specs: { multiattach: '<is> True' },
      },
    })
    type = made.volume_type
  }
  const access = await call<{ volume_type_access: { project_id: string }[] }>(
    admin,
    'GET',
    `${admin.cinder}/types/${type.id}/os-volume-type-access`,
  )
  if (!access.volume_type_access.some((a) => a.project_id === projectId))
    await call(admin, 'POST', `${admin.cinder}/types/${type.id}/action`, { addProjectAccess: { project: projectId } })
}

async function listVolumes(member: Session): Promise<Volume[]> {
  const all: Volume[] = []
  let marker = ''
  for (;;) {
    const page = await call<{ volumes: Volume[] }>(
      member,
      'GET',
      `${member.cinder}/volumes/detail?limit=1000${marker ? `&marker=${marker}` : ''}`,
    )
    all.push(...page.volumes)
    const last = page.volumes.at(-1)
    if (page.volumes.length < 1000 || !last) return all
    marker = last.id
  }
}

async function listServers(member: Session): Promise<Server[]> {
  const body = await call<{ servers: Server[] }>(
    member,
    'GET',
    `${member.nova}/servers/detail?name=${encodeURIComponent(`^${SERVER_PREFIX}`)}`,
  )
  return body.servers
}

async function imageId(member: Session): Promise<string> {
  const glance = await signInGlance(member)
  const body = await call<{ images: { id: string; name: string; status: string }[] }>(
    member,
    'GET',
    `${glance}/v2/images?limit=100`,
  )
  const image = body.images.find((i) => i.name === IMAGE) ?? body.images.find((i) => i.status === 'active')
  if (!image) throw new Error('no image in Glance to boot the servers from')
  return image.id
}

async function signInGlance(member: Session): Promise<string> {
  const body = await call<{ catalog: { type: string; endpoints: { interface: string; url: string }[] }[] }>(
    member,
    'GET',
    `${KEYSTONE}/auth/catalog`,
  )
  const url = body.catalog.find((e) => e.type === 'image')?.endpoints.find((e) => e.interface === 'public')?.url
  if (!url) throw new Error('no image endpoint in the catalog')
  return url.replace(/\/$/, '')
}

async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, limitMs = 900_000) {
  const deadline = Date.now() + limitMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(1_000)
  }
}

async function seconds<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const value = await work()
  return [value, Number(((performance.now() - start) / 1000).toFixed(1))]
}

/** Makes the shared volume the project's newest: detached from its servers and made again if not. */
async function newestShared(member: Session, set: DataSet, volumes: Volume[]): Promise<void> {
  const byAge = await call<{ volumes: Volume[] }>(
    member,
    'GET',
    `${member.cinder}/volumes/detail?limit=1&sort=created_at:desc`,
  )
  if (byAge.volumes[0]?.name === SHARED) return
  for (const old of volumes.filter((v) => v.name === SHARED)) {
    log(
      `${set.project}: ${SHARED} is not the newest volume: detaching it from ${old.attachments.length} servers and making it again`,
    )
    const read = () => call<{ volume: Volume }>(member, 'GET', `${member.cinder}/volumes/${old.id}`)
    for (const attachment of old.attachments) {
      await waitUntil(`${SHARED} to settle`, read, ({ volume }) => ['in-use', 'available'].includes(volume.status))
      await call(member, 'DELETE', `${member.nova}/servers/${attachment.server_id}/os-volume_attachments/${old.id}`)
    }
    await waitUntil(`${SHARED} to be detached`, read, ({ volume }) => volume.status === 'available')
    await call(member, 'DELETE', `${member.cinder}/volumes/${old.id}`)
    await waitUntil(
      `${SHARED} to be deleted`,
      () =>
        read()
          .then(() => false)
          .catch((error: unknown) => error instanceof HttpError && error.status === 404),
      (gone) => gone,
    )
  }
  await call(
    member,
    'POST',
    `${member.cinder}/volumes`,
    { volume: { size: 1, name: SHARED, volume_type: MULTIATTACH_TYPE } },
    1,
  )
  await waitUntil(
    `${SHARED} to be created`,
    () => listVolumes(member),
    (all) => all.some((v) => v.name === SHARED && v.status !== 'creating'),
  )
}

export async function fillDataSet(set: DataSet): Promise<Filled> {
  const admin = await signIn(ADMIN.user, ADMIN.password, ADMIN.project)
  const projectId = await prepareProject(admin, set)
  await multiattachType(admin, projectId)
  const member = await signIn(set.user, set.password, set.project)
  const width = String(set.volumes).length

  // Volumes: N-1 plain ones, then the shared one, named so a rerun finds them. The shared one is
  // the newest, so both dashboards show it on their first page (both list newest first, and
  // Horizon's filter only filters the page shown).
  const have = await listVolumes(member)
  const names = new Set(have.map((v) => v.name))
  const wanted = Array.from({ length: set.volumes - 1 }, (_, i) => `${VOLUME_PREFIX}${pad(i + 1, width)}`)
  const missing = wanted.filter((name) => !names.has(name))
  const create = (name: string) =>
    call(
      member,
      'POST',
      `${member.cinder}/volumes`,
      { volume: { size: 1, name, ...(name === SHARED ? { volume_type: MULTIATTACH_TYPE } : {}) } },
      1,
    )
  const created = () =>
    waitUntil(
      `${set.project}'s volumes to be created`,
      () => listVolumes(member),
      (all) => !all.some((v) => v.status === 'creating'),
    )
  if (missing.length) log(`${set.project}: creating ${missing.length} volumes, 16 at a time`)
  const [, volumeSeconds] = await seconds(async () => {
    await inBatches(missing, 16, create)
    await created()
  })
  await newestShared(member, set, await listVolumes(member))
  const volumes = await listVolumes(member)
  const broken = volumes.filter((v) => v.name?.startsWith('vc-bench') && v.status === 'error')
  if (broken.length) throw new Error(`${broken.length} bench volumes are in error in ${set.project}`)
  const shared = volumes.find((v) => v.name === SHARED)
  if (!shared) throw new Error(`${SHARED} is missing in ${set.project}`)

  // Servers, booted from the real cloud's image with no network (Nova's fake driver).
  const servers = await listServers(member)
  const serverNames = new Set(servers.map((s) => s.name))
  const wantedServers = Array.from({ length: set.servers }, (_, i) => `${SERVER_PREFIX}${pad(i + 1, 2)}`)
  const missingServers = wantedServers.filter((name) => !serverNames.has(name))
  const [, serverSeconds] = await seconds(async () => {
    if (!missingServers.length) return
    log(`${set.project}: booting ${missingServers.length} servers, 8 at a time`)
    const image = await imageId(member)
    await inBatches(missingServers, 8, (name) =>
      call(
        member,
        'POST',
        `${member.nova}/servers`,
        {
          server: { name, flavorRef: '1', imageRef: image, networks: 'none' },
        },
        1,
      ),
    )
    await waitUntil(
      `${set.project}'s servers to boot`,
      () => listServers(member),
      (all) => wantedServers.every((name) => all.some((s) => s.name === name && s.status !== 'BUILD')),
    )
  })
  const booted = (await listServers(member)).filter((s) => wantedServers.includes(s.name))
  const down = booted.filter((s) => s.status !== 'ACTIVE')
  if (down.length) throw new Error(`servers not ACTIVE in ${set.project}: ${down.map((s) => s.name).join(', ')}`)

  // The shared volume on every server, one at a time: Cinder reserves the volume for each attach
  // and refuses another while it is "reserved" or "attaching".
  const attachedTo = new Set(shared.attachments.map((a) => a.server_id))
  const toAttach = booted.filter((s) => !attachedTo.has(s.id))
  const readShared = () => call<{ volume: Volume }>(member, 'GET', `${member.cinder}/volumes/${shared.id}`)
  const settled = ({ volume }: { volume: Volume }) => volume.status === 'in-use' || volume.status === 'available'
  const [, attachSeconds] = await seconds(async () => {
    if (!toAttach.length) return
    log(`${set.project}: attaching ${SHARED} to ${toAttach.length} servers, one after another`)
    for (const server of toAttach) {
      await waitUntil(`${SHARED} to settle`, readShared, settled)
      try {
        await call(member, 'POST', `${member.nova}/servers/${server.id}/os-volume_attachments`, {
          volumeAttachment: { volumeId: shared.id },
        })
      } catch (error) {
        // A retried POST that already went through answers 409 (already attached).
        if (!(error instanceof HttpError && error.status === 409)) throw error
      }
    }
    await waitUntil(
      `${SHARED} to be attached to ${booted.length} servers`,
      readShared,
      ({ volume }) => volume.attachments.length >= booted.length && volume.status === 'in-use',
    )
  })
  const final = await call<{ volume: Volume }>(member, 'GET', `${member.cinder}/volumes/${shared.id}`)
  return {
    key: set.key,
    projectId,
    sharedId: shared.id,
    plainName: `${VOLUME_PREFIX}${pad(1, width)}`,
    volumes: volumes.length,
    attachments: final.volume.attachments.length,
    made: { volumes: missing.length, servers: missingServers.length, attachments: toAttach.length },
    seconds: { volumes: volumeSeconds, servers: serverSeconds, attachments: attachSeconds },
  }
}
