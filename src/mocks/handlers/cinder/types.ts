// Volume types, limits and availability zones.
import { canChangeExtraSpecs, canDeleteVolumeType, canSetExtraSpecs } from '../../../rules/volume-type-rules'
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
import { defaultTypeFor, typeInUse } from '../../cloud/type-defaults'
import { createEncryption, encryptionView, seesType } from './type-admin'

function findType(context: RouteContext, id: string): VolumeTypeRecord {
  // The project's own default type where one is set (3.62's default types; C:cinder/volume/volume_types.py#get_default_volume_type).
  const key = id === 'default' ? defaultTypeFor(context.cloud, context.caller.projectId) : id
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
    created_at: context.cloud.isoNow(),
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
  enforce(canChangeExtraSpecs(typeInUse(context.cloud, type.id)))
  enforce(canSetExtraSpecs(type.extra_specs, specs))
  Object.assign(type.extra_specs, specs)
  return json({ extra_specs: specs })
}

function deleteSpec(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:types_extra_specs:delete')
  const type = findType(context, context.params.id as string)
  const key = context.params.key as string
  enforce(canChangeExtraSpecs(typeInUse(context.cloud, type.id)))
  if (!(key in type.extra_specs)) fail(404, `Volume Type ${type.id} has no extra specs with key ${key}.`)
  delete type.extra_specs[key]
  return empty(202)
}

/** DELETE /types/{id}: a project's default, the configured default, the only type, then in use. */
function deleteType(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:type_delete')
  const type = findType(context, context.params.id as string)
  const state = context.cloud.state
  enforce(
    canDeleteVolumeType(type, {
      isDefault:
        Object.values(context.cloud.projectDefaultTypes).includes(type.id) || type.id === state.defaultVolumeTypeId,
      typeCount: state.volumeTypes.length,
      inUse: typeInUse(context.cloud, type.id),
    }),
  )
  state.volumeTypes = state.volumeTypes.filter((candidate) => candidate !== type)
  // Its QoS association and access go with it.
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

export const typeRoutes: Route[] = [
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
          .filter((type) => seesType(context, type))
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
      const type = findType(context, id)
      // A private type the caller's project has no access to is not found (C:cinder/db/sqlalchemy/api.py#_volume_type_get).
      if (!seesType(context, type)) fail(404, `Volume type ${id} could not be found.`)
      const view = volumeTypeView(type, isAdmin(context.caller), { access: id !== 'default' })
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
