// Volume types, limits and availability zones.
import { canSetExtraSpecs } from '../../../rules/cinder-rules'
import { newId } from '../../cloud/attachments'
import { isAdmin } from '../../cloud/cloud'
import { enforce, fail } from '../../cloud/fault'
import type { VolumeTypeRecord } from '../../cloud/state'
import { volumeTypeView } from '../../cloud/views'
import { projectUsage } from '../../cloud/quotas'
import { requirePolicy } from '../../cloud/access'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import * as schemas from './schemas'

function findType(context: RouteContext, id: string): VolumeTypeRecord {
  const key = id === 'default' ? context.cloud.state.defaultVolumeTypeId : id
  const type = context.cloud.state.volumeTypes.find((candidate) => candidate.id === key)
  if (!type) return fail(404, `Volume type ${id} could not be found.`)
  return type
}

async function createType(context: RouteContext): Promise<Response> {
  requirePolicy(context.cloud, context.caller, 'volume_extension:type_create')
  const body = await context.validBody<{
    volume_type: {
      name: string
      description?: string | null
      extra_specs?: Record<string, string>
      'os-volume-type-access:is_public'?: unknown
    }
  }>(schemas.typeCreate)
  const input = body.volume_type
  if (context.cloud.state.volumeTypes.some((type) => type.name === input.name)) {
    fail(409, `Volume Type ${input.name} already exists.`)
  }
  // POST /types takes multiattach and cacheable together (observed on Zed); only the
  // extra_specs call refuses the pair.
  const specs = Object.fromEntries(Object.entries(input.extra_specs ?? {}).map(([key, value]) => [key, String(value)]))
  const type: VolumeTypeRecord = {
    id: newId(),
    name: input.name,
    description: input.description ?? null,
    is_public:
      input['os-volume-type-access:is_public'] === undefined
        ? true
        : schemas.truthy(input['os-volume-type-access:is_public']),
    extra_specs: specs,
    encrypted: false,
  }
  context.cloud.state.volumeTypes.push(type)
  return json({ volume_type: volumeTypeView(type, true, { qos: false }) })
}

async function setSpecs(context: RouteContext): Promise<Response> {
  requirePolicy(context.cloud, context.caller, 'volume_extension:types_extra_specs:create')
  const type = findType(context, context.params.id as string)
  const body = await context.validBody<{ extra_specs: Record<string, unknown> }>(schemas.extraSpecs)
  const specs = Object.fromEntries(Object.entries(body.extra_specs).map(([key, value]) => [key, String(value)]))
  // No spec of a type that volumes use may change, for anyone (observed on Zed), and that is
  // checked before the cacheable conflict.
  if (context.cloud.state.volumes.some((volume) => volume.volume_type_id === type.id)) {
    fail(400, 'Volume Type is currently in use.')
  }
  enforce(canSetExtraSpecs(type.extra_specs, specs))
  Object.assign(type.extra_specs, specs)
  return json({ extra_specs: specs })
}

function deleteSpec(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:types_extra_specs:delete')
  const type = findType(context, context.params.id as string)
  const key = context.params.key as string
  if (context.cloud.state.volumes.some((volume) => volume.volume_type_id === type.id)) {
    fail(400, 'Volume Type is currently in use.')
  }
  if (!(key in type.extra_specs)) fail(404, `Volume Type ${type.id} has no extra specs with key ${key}.`)
  delete type.extra_specs[key]
  return empty(202)
}

function deleteType(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:type_delete')
  const type = findType(context, context.params.id as string)
  if (context.cloud.state.volumes.some((volume) => volume.volume_type_id === type.id)) {
    fail(400, `Target volume type is still in use.`)
  }
  if (type.id === context.cloud.state.defaultVolumeTypeId) fail(400, 'Default volume type can not be deleted.')
  context.cloud.state.volumeTypes = context.cloud.state.volumeTypes.filter((candidate) => candidate !== type)
  return empty(202)
}

function limits(context: RouteContext): Response {
  const quota = context.cloud.state.quotas[context.caller.projectId]
  const usage = projectUsage(context.cloud, context.caller.projectId)
  return json({
    limits: {
      rate: [],
      absolute: {
        maxTotalVolumes: quota?.volumes ?? -1,
        maxTotalSnapshots: quota?.snapshots ?? -1,
        maxTotalVolumeGigabytes: quota?.gigabytes ?? -1,
        maxTotalBackups: quota?.backups ?? -1,
        maxTotalBackupGigabytes: quota?.backup_gigabytes ?? -1,
        totalVolumesUsed: usage.volumes,
        totalGigabytesUsed: usage.gigabytes,
        totalSnapshotsUsed: usage.snapshots,
        totalBackupsUsed: usage.backups,
        totalBackupGigabytesUsed: usage.backupGigabytes,
      },
    },
  })
}

function zones(context: RouteContext): Response {
  const names = [...new Set(context.cloud.state.backends.map((backend) => backend.availabilityZone))]
  return json({ availabilityZoneInfo: names.map((zoneName) => ({ zoneName, zoneState: { available: true } })) })
}

/** os-volume-type-encryption (admin): {} for a type without encryption. */
function encryptionView(type: VolumeTypeRecord) {
  if (!type.encrypted) return {}
  return {
    volume_type_id: type.id,
    encryption_id: `${type.id.slice(0, 8)}-0000-4000-8000-00000000e0c0`,
    provider: 'luks',
    cipher: 'aes-xts-plain64',
    key_size: 256,
    control_location: 'front-end',
    deleted: false,
    created_at: '2026-01-05T10:00:00.000000',
    updated_at: null,
    deleted_at: null,
  }
}

async function createEncryption(context: RouteContext): Promise<Response> {
  requirePolicy(context.cloud, context.caller, 'volume_extension:volume_type_encryption:create')
  const type = findType(context, context.params.id as string)
  if (context.cloud.state.volumes.some((volume) => volume.volume_type_id === type.id)) {
    fail(400, `Volume type ${type.id} is in use by volumes.`)
  }
  if (type.encrypted) fail(409, `Volume type encryption for type ${type.id} already exists.`)
  await context.body()
  type.encrypted = true
  return json({ encryption: encryptionView(type) })
}

export const typeRoutes: Route[] = [
  {
    method: 'GET',
    path: 'scheduler-stats/get_pools',
    handle: (context) => {
      requirePolicy(context.cloud, context.caller, 'scheduler_extension:scheduler_stats:get_pools')
      const detail = ['true', 'True', '1'].includes(context.query.get('detail') ?? '')
      return json({
        pools: context.cloud.state.backends.map((backend) =>
          detail
            ? {
                name: backend.host,
                capabilities: {
                  volume_backend_name: backend.backendName,
                  multiattach: backend.multiattach,
                  pool_name: backend.host.split('#')[1] ?? backend.backendName,
                  total_capacity_gb: 1000,
                  free_capacity_gb: 900,
                },
              }
            : { name: backend.host },
        ),
      })
    },
  },
  {
    method: 'GET',
    path: 'types/:id/encryption',
    handle: (context) => {
      requirePolicy(context.cloud, context.caller, 'volume_extension:volume_type_encryption:get')
      return json(encryptionView(findType(context, context.params.id as string)))
    },
  },
  { method: 'POST', path: 'types/:id/encryption', handle: createEncryption },
  {
    method: 'GET',
    path: 'types',
    handle: (context) =>
      json({
        volume_types: context.cloud.state.volumeTypes
          .filter((type) => type.is_public || isAdmin(context.caller))
          .map((type) => volumeTypeView(type, isAdmin(context.caller))),
      }),
  },
  { method: 'POST', path: 'types', handle: createType },
  {
    method: 'GET',
    path: 'types/:id',
    handle: (context) => {
      const id = context.params.id as string
      // The type-access extension cannot find "default" by that name, so it adds nothing there.
      const view = volumeTypeView(findType(context, id), isAdmin(context.caller), { access: id !== 'default' })
      return json({ volume_type: view })
    },
  },
  { method: 'DELETE', path: 'types/:id', handle: deleteType },
  {
    method: 'GET',
    path: 'types/:id/extra_specs',
    handle: (context) =>
      json({
        extra_specs: volumeTypeView(findType(context, context.params.id as string), isAdmin(context.caller))
          .extra_specs,
      }),
  },
  { method: 'POST', path: 'types/:id/extra_specs', handle: setSpecs },
  { method: 'DELETE', path: 'types/:id/extra_specs/:key', handle: deleteSpec },
  { method: 'GET', path: 'limits', handle: limits },
  { method: 'GET', path: 'os-availability-zone', handle: zones },
]
