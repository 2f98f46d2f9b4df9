// Just enough Keystone for the bench's own HTTP calls: a project-scoped token for demo/demo
// and the Block Storage endpoint from its catalog.
const VOLUME_TYPES = ['block-storage', 'volumev3', 'volume', 'block-store']

interface CatalogEntry {
  type: string
  endpoints: { interface: string; url: string }[]
}

export interface CloudToken {
  token: string
  cinder: string
}

export async function signInToCloud(cloudOrigin: string): Promise<CloudToken> {
  const answer = await fetch(`${cloudOrigin}/identity/v3/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      auth: {
        identity: {
          methods: ['password'],
          password: { user: { name: 'demo', domain: { name: 'Default' }, password: 'demo' } },
        },
        scope: { project: { name: 'demo', domain: { name: 'Default' } } },
      },
    }),
  })
  const token = answer.headers.get('X-Subject-Token')
  const body = (await answer.json()) as { token?: { catalog?: CatalogEntry[] } }
  if (!answer.ok || !token) throw new Error(`Keystone sign-in failed: ${answer.status}`)
  const catalog = body.token?.catalog ?? []
  for (const type of VOLUME_TYPES) {
    const url = catalog.find((entry) => entry.type === type)?.endpoints.find((e) => e.interface === 'public')?.url
    if (url) return { token, cinder: url.replace(/\/$/, '') }
  }
  throw new Error('no Block Storage endpoint in the catalog')
}

/** The id of the volume named exactly `name`. */
export async function volumeIdByName(cloud: CloudToken, name: string): Promise<string> {
  const answer = await fetch(`${cloud.cinder}/volumes?name=${encodeURIComponent(name)}`, {
    headers: { 'X-Auth-Token': cloud.token },
  })
  const body = (await answer.json()) as { volumes?: { id: string; name: string }[] }
  const id = body.volumes?.find((volume) => volume.name === name)?.id
  if (!id) throw new Error(`no volume named ${name} (${answer.status})`)
  return id
}

/** How many volumes or snapshots the project has (Cinder's with_count, 3.45); null if not told. */
async function countOf(cloud: CloudToken, collection: 'volumes' | 'snapshots'): Promise<number | null> {
  const answer = await fetch(`${cloud.cinder}/${collection}?limit=1&with_count=true`, {
    headers: { 'X-Auth-Token': cloud.token, 'OpenStack-API-Version': 'volume 3.45' },
  })
  const body = (await answer.json()) as { count?: number }
  return typeof body.count === 'number' ? body.count : null
}

export const volumeCount = (cloud: CloudToken) => countOf(cloud, 'volumes')
export const snapshotCount = (cloud: CloudToken) => countOf(cloud, 'snapshots')
