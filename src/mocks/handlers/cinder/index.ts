// Cinder v3 at /volume, as on a devstack.
import type { DemoCloud } from '../../cloud/cloud'
import { json } from '../../http/respond'
import { versionHeaders } from '../../http/microversion'
import type { ServiceSpec } from '../../http/service'
import { attachmentRoutes } from './attachments'
import { backupRoutes } from './backups'
import { manageRoutes } from './manage'
import { groupRoutes } from './groups'
import { groupTypeRoutes } from './group-types'
import { messageRoutes } from './messages'
import { quotaClassRoutes } from './quota-classes'
import { quotaServiceRoutes } from './quotas-services'
import { snapshotRoutes } from './snapshots'
import { storageRoutes } from './storage'
import { transferRoutes } from './transfers'
import { typeRoutes } from './types'
import { typeAdminRoutes } from './type-admin'
import { qosSpecsRoutes } from './qos-specs'
import { volumeMetadataRoutes } from './volume-metadata'
import { volumeRoutes } from './volumes'

function versionEntry(cloud: DemoCloud, origin: string) {
  return {
    id: 'v3.0',
    status: 'CURRENT',
    version: cloud.settings.cinderMaxVersion,
    min_version: '3.0',
    updated: '2023-08-31T00:00:00Z',
    links: [
      { rel: 'describedby', type: 'text/html', href: 'https://docs.openstack.org/' },
      { rel: 'self', href: `${origin}/volume/v3/` },
    ],
    'media-types': [{ base: 'application/json', type: 'application/vnd.openstack.volume+json;version=3' }],
  }
}

export const cinderSpec: ServiceSpec = {
  prefix: 'volume',
  versionSegment: 'v3',
  versions: (cloud) => ({ service: 'volume', min: '3.0', max: cloud.settings.cinderMaxVersion, base: '3.0' }),
  // GET / answers 300 Multiple Choices; GET /v3/ answers 200 with the same list (C:cinder/api/versions.py),
  // both at the base microversion.
  versionDocument: (cloud, origin, versioned) =>
    json({ versions: [versionEntry(cloud, origin)] }, versioned ? 200 : 300, versionHeaders('volume', '3.0')),
  versionedDocumentNeedsToken: true,
  rootWithoutRequestId: false,
  // An answer without a body still says JSON, but for a bare webob answer (webobEmpty).
  finish: (response) => {
    if (!response.headers.has('Content-Type')) response.headers.set('Content-Type', 'application/json')
    return response
  },
  routes: [
    ...volumeRoutes,
    ...volumeMetadataRoutes,
    ...snapshotRoutes,
    ...manageRoutes,
    ...backupRoutes,
    ...messageRoutes,
    ...attachmentRoutes,
    ...storageRoutes,
    ...typeRoutes,
    ...typeAdminRoutes,
    ...qosSpecsRoutes,
    ...quotaServiceRoutes,
    ...quotaClassRoutes,
    ...transferRoutes,
    ...groupRoutes,
    ...groupTypeRoutes,
  ],
  projectInPath: true,
  // Cinder's wsgi layer adds x-compute-request-id too (C:cinder/api/openstack/wsgi.py#_set_request_id_header);
  // cinderclient reads that one for the "(Request-ID: …)" of its errors.
  requestIdHeaders: (id) => ({ 'x-openstack-request-id': id, 'x-compute-request-id': id }),
}
