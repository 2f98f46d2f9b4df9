// Glance v2 at /image: the images volumes are created from and those uploaded from volumes
// (docs/upload-image.md): the list as Glance pages it (newest first, limit and marker, `next`
// while a page comes back full), show, delete (a protected image refused) and a JSON-patch
// update of name and protected.
import type { DemoCloud } from '../cloud/cloud'
import { callerOf } from '../cloud/identity'
import { deleteImage, image as findImage, ownerOf, readableBy, sortImages, visibleTo } from '../cloud/images'
import { imageView } from '../cloud/views'
import { AUTH_REQUIRED, json, keystoneError, requestId } from '../http/respond'

/** Glance's limit_param_default and api_limit_max (G:glance/common/config.py). */
const LIMIT_DEFAULT = 25
const LIMIT_MAX = 1000

/** webob's error page as JSON, as Glance answers a client that accepts JSON (observed on a real Zed cloud). */
function plain(status: number, title: string, message: string, headers: Record<string, string>): Response {
  return json({ message: `${message}<br /><br />\n\n\n`, code: `${status} ${title}`, title }, status, headers)
}

const noImage = (id: string, headers: Record<string, string>) =>
  plain(404, 'Not Found', `No image found with ID ${id}`, headers)

async function patchImage(cloud: DemoCloud, request: Request, id: string, headers: Record<string, string>) {
  const caller = callerOf(cloud, request.headers.get('X-Auth-Token'))
  const record = findImage(cloud, id)
  if (!caller || !record || !readableBy(cloud, caller, record)) return noImage(id, headers)
  const ops = (await request.json()) as Array<{ op: string; path: string; value?: unknown }>
  for (const op of ops) {
    if (op.op !== 'replace' && op.op !== 'add') continue
    if (op.path === '/protected' && typeof op.value === 'boolean') record.protected = op.value
    if (op.path === '/name' && typeof op.value === 'string') record.name = op.value
  }
  cloud.changed()
  return json(imageView(record, ownerOf(cloud, record)), 200, headers)
}

export async function handleGlance(cloud: DemoCloud, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const parts = url.pathname.split('/').filter(Boolean)
  const rest = parts.slice(parts.indexOf('image') + 1)
  const headers = { 'x-openstack-request-id': requestId() }
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'v2')) {
    return json(
      { versions: [{ id: 'v2.16', status: 'CURRENT', links: [{ rel: 'self', href: `${url.origin}/image/v2/` }] }] },
      rest.length === 0 ? 300 : 200,
      headers,
    )
  }
  // Transitions that are due happen first (an upload's image goes saving, then active).
  cloud.tick()
  const caller = callerOf(cloud, request.headers.get('X-Auth-Token'))
  if (!caller)
    return keystoneError(401, 'Unauthorized', AUTH_REQUIRED, {
      ...headers,
      'WWW-Authenticate': `Keystone uri="${url.origin}/identity"`,
    })
  if (rest[0] !== 'v2' || rest[1] !== 'images' || rest.length > 3) {
    return plain(404, 'Not Found', 'The resource could not be found.', headers)
  }
  const id = rest[2]
  if (id === undefined && request.method === 'GET') {
    const name = url.searchParams.get('name')
    const limit = Math.min(Number(url.searchParams.get('limit') ?? LIMIT_DEFAULT) || LIMIT_DEFAULT, LIMIT_MAX)
    const marker = url.searchParams.get('marker')
    let images = sortImages(cloud.state.images.filter((record) => visibleTo(cloud, caller, record)))
    if (name) images = images.filter((record) => record.name === name)
    if (marker) {
      const at = images.findIndex((record) => record.id === marker)
      // Glance's answer to a marker it cannot find (an exact text not checked on a real Zed cloud).
      if (at < 0) return plain(400, 'Bad Request', `No image found with ID ${marker}`, headers)
      images = images.slice(at + 1)
    }
    const page = images.slice(0, limit)
    const params = new URLSearchParams(url.searchParams)
    params.delete('marker')
    const query = params.toString()
    const body: Record<string, unknown> = {
      images: page.map((record) => imageView(record, ownerOf(cloud, record))),
      first: query ? `/v2/images?${query}` : '/v2/images',
      schema: '/v2/schemas/images',
    }
    // Glance links a next page whenever the database page came back full (G:glance/api/v2/images.py#index).
    const last = page.at(-1)
    if (last && page.length === limit) {
      params.set('marker', last.id)
      body.next = `/v2/images?${params.toString()}`
    }
    return json(body, 200, headers)
  }
  if (id === undefined) return plain(405, 'Method Not Allowed', 'The method is not allowed for this resource.', headers)
  if (request.method === 'GET') {
    const record = findImage(cloud, id)
    if (!record || !readableBy(cloud, caller, record)) return noImage(id, headers)
    return json(imageView(record, ownerOf(cloud, record)), 200, headers)
  }
  if (request.method === 'DELETE') {
    const outcome = deleteImage(cloud, caller, id)
    if (outcome === 'not-found') return noImage(id, headers)
    if (outcome === 'protected') {
      return plain(403, 'Forbidden', `Image ${id} is protected and cannot be deleted.`, headers)
    }
    cloud.changed()
    return new Response(null, { status: 204, headers })
  }
  if (request.method === 'PATCH') return patchImage(cloud, request, id, headers)
  return plain(405, 'Method Not Allowed', 'The method is not allowed for this resource.', headers)
}
