// Where volumes live, for admins: the block-storage services (C:cinder/api/contrib/services.py,
// C:cinder/api/schemas/services.py, C:cinder/policies/services.py) and the scheduler's pools
// (C:cinder/api/contrib/scheduler_stats.py, C:cinder/scheduler/host_manager.py#get_pools,
// C:cinder/policies/scheduler_stats.py). Admin only, as Zed's default policies say.
import { atLeast } from '../../../api/microversion'
import { DISABLED_REASON_MAX, disabledReasonProblem, VOLUME_SERVICE } from '../../../rules/service-rules'
import { requirePolicy } from '../../cloud/access'
import { fail } from '../../cloud/fault'
import { backendEnabled, serviceHostOf, servicesOf } from '../../cloud/services'
import type { BackendRecord, ServiceRecord } from '../../cloud/state'
import { pyRepr } from '../../http/py-repr'
import { json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import type { Schema } from '../../http/schema'

/** GET /os-services, filtered by host and binary; the fields by microversion (3.7 cluster, 3.49 backend_state). */
function listServices(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:services:index')
  const { version, cloud } = context
  const host = context.query.get('host')
  const binary = context.query.get('binary')
  const heartbeat = cloud.isoNow()
  const rows = servicesOf(cloud).filter(
    (service) => (host === null || service.host === host) && (binary === null || service.binary === binary),
  )
  return json({
    services: rows.map((service) => {
      const volume = service.binary === VOLUME_SERVICE
      const view: Record<string, unknown> = {
        binary: service.binary,
        host: service.host,
        zone: service.zone,
        status: service.disabled ? 'disabled' : 'enabled',
        state: 'up',
        // The heartbeat, every few seconds; Zed shows modified_at instead when that is newer.
        updated_at: service.modifiedAt && service.modifiedAt > heartbeat ? service.modifiedAt : heartbeat,
      }
      // The scheduler has no pools for a disabled backend: its state is then unknown (null).
      if (atLeast(version, '3.49') && volume) view.backend_state = service.disabled ? null : 'up'
      if (atLeast(version, '3.7')) view.cluster = null
      view.disabled_reason = service.disabledReason
      if (volume) Object.assign(view, { replication_status: 'disabled', active_backend_id: null, frozen: false })
      return view
    }),
  })
}

const HOST: Schema = { type: ['string', 'null'], minLength: 1, maxLength: 255, pattern: '^[a-zA-Z0-9-._#@:/+\\[\\]]*$' }
const ENABLE_PROPERTIES: Record<string, Schema> = {
  binary: { type: 'string', minLength: 1, maxLength: 255 },
  host: HOST,
  cluster: { type: ['string', 'null'], minLength: 0, maxLength: 255 },
  service: { type: 'string', minLength: 1, maxLength: 255 },
}
const REASON: Schema = { type: 'string', minLength: 1, maxLength: DISABLED_REASON_MAX }

/** The body of enable, disable and disable-log-reason, checked in jsonschema's order: properties, anyOf, additionalProperties. */
async function serviceBody(context: RouteContext, withReason: boolean): Promise<Record<string, unknown>> {
  const properties = withReason ? { ...ENABLE_PROPERTIES, disabled_reason: REASON } : ENABLE_PROPERTIES
  const body = await context.validBody<Record<string, unknown>>({ type: 'object', properties })
  const reason = body.disabled_reason
  // The disabled_reason format: not blank once stripped (C:cinder/api/validation/validators.py#_validate_disabled_reason).
  if (withReason && typeof reason === 'string' && disabledReasonProblem(reason) === 'blank') {
    fail(
      400,
      `Invalid input for field/attribute disabled_reason. Value: ${reason}. ${pyRepr(reason)} is not a 'disabled_reason'`,
    )
  }
  if (!('binary' in body) && !('service' in body))
    fail(400, `${pyRepr(body)} is not valid under any of the given schemas`)
  const extra = Object.keys(body).filter((key) => !(key in properties))
  if (extra.length > 0) {
    const listed = extra.map((key) => pyRepr(key)).join(', ')
    fail(400, `Additional properties are not allowed (${listed} ${extra.length === 1 ? 'was' : 'were'} unexpected)`)
  }
  return body
}

/**
 * PUT /os-services/{enable,disable,disable-log-reason} (C:cinder/api/contrib/services.py#update):
 * the body checked, then the host (the cluster is not read for these), then the service by host
 * and binary (404). Enable keeps the recorded reason; disable without one keeps it too;
 * disable-log-reason sets it (to null when left out). Freeze, thaw, failover and the log levels
 * are not modelled: "Unknown action".
 */
async function updateService(context: RouteContext): Promise<Response> {
  requirePolicy(context.cloud, context.caller, 'volume_extension:services:update')
  const action = context.params.action as string
  if (!['enable', 'disable', 'disable-log-reason'].includes(action)) fail(400, 'Invalid input received: Unknown action')
  const withReason = action === 'disable-log-reason'
  const body = await serviceBody(context, withReason)
  const host = body.host
  if (typeof host !== 'string' || host === '') fail(400, 'Invalid input received: Host field is missing.')
  const binary = typeof body.binary === 'string' ? body.binary : ''
  const legacy = typeof body.service === 'string' ? body.service : ''
  const key = binary || legacy
  const service: ServiceRecord | undefined = servicesOf(context.cloud).find(
    (candidate) => candidate.host === host && candidate.binary === key,
  )
  if (!service) fail(404, `Service ${key} could not be found on host ${host}.`)
  const disabled = action !== 'enable'
  service.disabled = disabled
  if (withReason) service.disabledReason = typeof body.disabled_reason === 'string' ? body.disabled_reason : null
  service.modifiedAt = context.cloud.isoNow()
  context.cloud.changed()
  const answer: Record<string, unknown> = {}
  if (withReason) answer.disabled_reason = service.disabledReason
  Object.assign(answer, { disabled, host, service: legacy, binary, status: disabled ? 'disabled' : 'enabled' })
  return json(answer)
}

interface DriverProfile {
  total: number
  protocol: string
  vendor: string
  driverVersion: string
  thin: boolean
  qos: boolean
  overSubscription: number
}

/** What each demo backend's driver reports (LVM, SolidFire, NFS as devstack configures them). */
const PROFILES: Record<string, DriverProfile> = {
  'lvmdriver-1': {
    total: 1000,
    protocol: 'iSCSI',
    vendor: 'Open Source',
    driverVersion: '3.0.0',
    thin: true,
    qos: false,
    overSubscription: 20,
  },
  solidfire: {
    total: 5000,
    protocol: 'iSCSI',
    vendor: 'SolidFire Inc',
    driverVersion: '2.2.0',
    thin: true,
    qos: true,
    overSubscription: 20,
  },
  nfs: {
    total: 2000,
    protocol: 'nfs',
    vendor: 'Open Source',
    driverVersion: '1.4.0',
    thin: false,
    qos: false,
    overSubscription: 1,
  },
}
const GENERIC: DriverProfile = PROFILES['lvmdriver-1'] as DriverProfile

function capabilities(context: RouteContext, backend: BackendRecord): Record<string, unknown> {
  const profile = PROFILES[backend.backendName] ?? GENERIC
  const allocated = context.cloud.state.volumes
    .filter((volume) => volume.host === backend.host)
    .reduce((sum, volume) => sum + volume.size, 0)
  return {
    pool_name: backend.host.split('#')[1] ?? backend.backendName,
    total_capacity_gb: profile.total,
    free_capacity_gb: Math.max(0, profile.total - allocated),
    reserved_percentage: 0,
    location_info: `${profile.protocol}:${serviceHostOf(backend.host)}`,
    QoS_support: profile.qos,
    provisioned_capacity_gb: allocated,
    max_over_subscription_ratio: String(profile.overSubscription),
    thin_provisioning_support: profile.thin,
    thick_provisioning_support: !profile.thin,
    total_volumes: context.cloud.state.volumes.filter((volume) => volume.host === backend.host).length,
    filter_function: null,
    goodness_function: null,
    multiattach: backend.multiattach,
    backend_state: 'up',
    allocated_capacity_gb: allocated,
    volume_backend_name: backend.backendName,
    storage_protocol: profile.protocol,
    vendor_name: profile.vendor,
    driver_version: profile.driverVersion,
    timestamp: context.cloud.isoNow(),
  }
}

/** GET /scheduler-stats/get_pools[?detail=true]: the pools of enabled cinder-volume services only. */
function listPools(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'scheduler_extension:scheduler_stats:get_pools')
  const detail = ['true', 'True', '1'].includes(context.query.get('detail') ?? '')
  const backends = context.cloud.state.backends.filter((backend) => backendEnabled(context.cloud, backend.host))
  return json({
    pools: backends.map((backend) =>
      detail ? { name: backend.host, capabilities: capabilities(context, backend) } : { name: backend.host },
    ),
  })
}

export const storageRoutes: Route[] = [
  { method: 'GET', path: 'os-services', handle: listServices },
  { method: 'PUT', path: 'os-services/:action', handle: updateService },
  { method: 'GET', path: 'scheduler-stats/get_pools', handle: listPools },
]
