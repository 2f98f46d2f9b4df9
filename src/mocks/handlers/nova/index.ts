// Nova v2.1 at /compute, as on a devstack.
import type { DemoCloud } from '../../cloud/cloud'
import { json } from '../../http/respond'
import { versionHeaders } from '../../http/microversion'
import type { ServiceSpec } from '../../http/service'
import { computeInfoRoutes } from './compute-info'
import { serverRoutes } from './servers'
import { volumeAttachmentRoutes } from './volume-attachments'

function entries(cloud: DemoCloud, origin: string) {
  const links = (path: string) => [{ rel: 'self', href: `${origin}/compute/${path}/` }]
  return [
    {
      id: 'v2.0',
      status: 'SUPPORTED',
      version: '',
      min_version: '',
      updated: '2011-01-21T11:33:21Z',
      links: links('v2'),
    },
    {
      id: 'v2.1',
      status: 'CURRENT',
      version: cloud.novaMaxVersion,
      min_version: '2.1',
      updated: '2013-07-23T11:33:21Z',
      links: links('v2.1'),
    },
  ]
}

export const novaSpec: ServiceSpec = {
  prefix: 'compute',
  versionSegment: 'v2.1',
  versions: (cloud) => ({ service: 'compute', min: '2.1', max: cloud.novaMaxVersion, base: '2.1' }),
  versionDocument: (cloud, origin, versioned) => {
    const all = entries(cloud, origin)
    if (!versioned) return json({ versions: all })
    const current = all[1] as (typeof all)[number]
    return json(
      {
        version: {
          ...current,
          links: [...current.links, { rel: 'describedby', type: 'text/html', href: 'http://docs.openstack.org/' }],
          'media-types': [{ base: 'application/json', type: 'application/vnd.openstack.compute+json;version=2.1' }],
        },
      },
      200,
      versionHeaders('compute', '2.1'),
    )
  },
  versionedDocumentNeedsToken: false,
  rootWithoutRequestId: true,
  // Nova says JSON even without a body, and its faults carry the charset (N:nova/api/openstack/wsgi.py).
  finish: (response) => {
    if (!response.headers.has('Content-Type')) response.headers.set('Content-Type', 'application/json')
    else if (response.status >= 400) response.headers.set('Content-Type', 'application/json; charset=UTF-8')
    return response
  },
  routes: [...volumeAttachmentRoutes, ...serverRoutes, ...computeInfoRoutes],
  projectInPath: false,
  requestIdHeaders: (id) => ({ 'x-openstack-request-id': id, 'x-compute-request-id': id }),
}
