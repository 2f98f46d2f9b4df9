// Glance v2 at /image: enough for clients that need an image service in the catalog.
import type { DemoCloud } from '../cloud/cloud'
import { callerOf } from '../cloud/identity'
import { imageView } from '../cloud/views'
import { AUTH_REQUIRED, json, keystoneError, requestId } from '../http/respond'

export function handleGlance(cloud: DemoCloud, request: Request): Response {
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
  const caller = callerOf(cloud, request.headers.get('X-Auth-Token'))
  if (!caller)
    return keystoneError(401, 'Unauthorized', AUTH_REQUIRED, {
      ...headers,
      'WWW-Authenticate': `Keystone uri="${url.origin}/identity"`,
    })
  if (rest[0] === 'v2' && rest[1] === 'images' && request.method === 'GET') {
    const images = cloud.state.images.map((image) => imageView(image, caller.projectId))
    if (rest.length === 2) {
      const name = url.searchParams.get('name')
      return json(
        {
          images: images.filter((image) => !name || image.name === name),
          first: '/v2/images',
          schema: '/v2/schemas/images',
        },
        200,
        headers,
      )
    }
    const image = images.find((candidate) => candidate.id === rest[2])
    if (image && rest.length === 3) return json(image, 200, headers)
    return new Response(`404 Not Found\n\nNo image found with ID ${rest[2]}\n\n   `, {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain' },
    })
  }
  return new Response('404 Not Found\n\nThe resource could not be found.\n\n   ', { status: 404, headers })
}
