// Nova v2.1 at /compute, as on a devstack.
import type { DemoCloud } from '../../cloud/cloud'
import { json } from '../../http/respond'
import type { ServiceSpec } from '../../http/service'
import { computeInfoRoutes } from './compute-info'
import { serverRoutes } from './servers'
import { volumeAttachmentRoutes } from './volume-attachments'

function entries(cloud: DemoCloud, origin: string) {
  const links = (path: string) => [{ rel: 'self', href: `${origin}/compute/${path}/` }]
  return [
    {
      id: 'v2.0',
      status: 'DEPRECATED',
      version: '',
      min_version: '',
      updated: '2025-07-04T12:00:00Z',
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
    return json({
      version: {
        ...current,
        'media-types': [{ base: 'application/json', type: 'application/vnd.openstack.compute+json;version=2.1' }],
      },
    })
  },
  routes: [...volumeAttachmentRoutes, ...serverRoutes, ...computeInfoRoutes],
  projectInPath: false,
  requestIdHeaders: (id) => ({ 'x-openstack-request-id': id, 'x-compute-request-id': id }),
}
