// Cinder quota sets and services (C:cinder/api/contrib/quotas.py, C:cinder/quota.py,
// C:cinder/api/v3/services.py, C:cinder/policies/quotas.py, services.py).
import { atLeast } from '../../../api/microversion'
import { policyRefusal } from '../../../rules/verdict'
import { isAdmin } from '../../cloud/cloud'
import { CloudFault } from '../../cloud/fault'
import { projectUsage } from '../../cloud/quotas'
import { requirePolicy } from '../../cloud/access'
import { json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { truthy } from './schemas'

/** cinder.conf defaults: quota_volumes, quota_snapshots, quota_gigabytes, … */
const DEFAULTS: Record<string, number> = {
  volumes: 10,
  snapshots: 10,
  gigabytes: 1000,
  backups: 10,
  backup_gigabytes: 1000,
  per_volume_gigabytes: -1,
  groups: 10,
}

function limitsOf(context: RouteContext, projectId: string, defaults: boolean): Record<string, number> {
  const record = defaults ? undefined : context.cloud.state.quotas[projectId]
  const limits: Record<string, number> = { ...DEFAULTS, ...record }
  // Per-type quotas default to unlimited (C:cinder/quota.py#VolumeTypeQuotaEngine).
  for (const type of context.cloud.state.volumeTypes) {
    for (const resource of ['volumes', 'snapshots', 'gigabytes']) limits[`${resource}_${type.name}`] = -1
  }
  return limits
}

function inUse(context: RouteContext, projectId: string): Record<string, number> {
  const { volumes, snapshots, gigabytes, backups, backupGigabytes, perType } = projectUsage(context.cloud, projectId)
  return { volumes, snapshots, gigabytes, backups, backup_gigabytes: backupGigabytes, ...perType }
}

/** volume_extension:quotas:show is SYSTEM_READER_OR_PROJECT_READER on the project in the path. */
function quotaSet(context: RouteContext, defaults: boolean): Response {
  const projectId = context.params.project as string
  if (!isAdmin(context.caller) && projectId !== context.caller.projectId) {
    throw new CloudFault(policyRefusal('volume_extension:quotas:show'))
  }
  const limits = limitsOf(context, projectId, defaults)
  const usage = !defaults && truthy(context.query.get('usage') ?? 'false')
  const used = usage ? inUse(context, projectId) : {}
  const set: Record<string, unknown> = {}
  for (const [resource, limit] of Object.entries(limits)) {
    set[resource] = usage ? { limit, in_use: used[resource] ?? 0, reserved: 0 } : limit
  }
  set.id = projectId
  return json({ quota_set: set })
}

function services(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:services:index')
  const { version } = context
  const updated = context.cloud.isoNow()
  const backends = [
    ...new Map(
      context.cloud.state.backends.map((backend) => [backend.host.split('#')[0] as string, backend]),
    ).entries(),
  ]
  const rows: Array<Record<string, unknown>> = [
    { binary: 'cinder-scheduler', host: 'devstack', zone: 'nova' },
    ...backends.map(([host, backend]) => ({ binary: 'cinder-volume', host, zone: backend.availabilityZone })),
  ]
  return json({
    services: rows.map((row) => {
      const volume = row.binary === 'cinder-volume'
      const service: Record<string, unknown> = { ...row, status: 'enabled', state: 'up', updated_at: updated }
      if (atLeast(version, '3.49') && volume) service.backend_state = 'up'
      if (atLeast(version, '3.7')) service.cluster = null
      service.disabled_reason = null
      if (volume) Object.assign(service, { replication_status: 'disabled', active_backend_id: null, frozen: false })
      return service
    }),
  })
}

export const quotaServiceRoutes: Route[] = [
  { method: 'GET', path: 'os-quota-sets/:project', handle: (context) => quotaSet(context, false) },
  { method: 'GET', path: 'os-quota-sets/:project/defaults', handle: (context) => quotaSet(context, true) },
  { method: 'GET', path: 'os-services', handle: services },
]
