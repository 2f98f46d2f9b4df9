// The admin's volume-type calls beyond create and extra specs: update, type access, encryption
// update/delete, and the per-project default types (3.62). Paths, codes and messages as Zed
// answers them (docs/volume-types.md).
import { newId } from '../../cloud/attachments'
import { isAdmin } from '../../cloud/cloud'
import { enforce, fail } from '../../cloud/fault'
import { canChangeTypeAccess, canChangeTypeEncryption } from '../../../rules/volume-type-rules'
import { DESCRIPTION_MAX, NAME_MAX } from '../../../rules/text-limits'
import type { TypeEncryptionRecord, VolumeTypeRecord } from '../../cloud/state'
import { requirePolicy } from '../../cloud/access'
import { isoMicros } from '../../cloud/time'
import { typeInUse } from '../../cloud/type-defaults'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import type { Schema } from '../../http/schema'

const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

function findType(context: RouteContext, id: string): VolumeTypeRecord {
  const type = context.cloud.state.volumeTypes.find((candidate) => candidate.id === id)
  if (!type) return fail(404, `Volume type ${id} could not be found.`)
  return type
}

/** An encrypted type's spec; types encrypted before the spec was kept have LUKS front-end. */
export function encryptionOf(type: VolumeTypeRecord): TypeEncryptionRecord | null {
  if (!type.encrypted) return null
  return (type.encryption ??= {
    encryption_id: `${type.id.slice(0, 8)}-0000-4000-8000-00000000e0c0`,
    provider: 'luks',
    cipher: 'aes-xts-plain64',
    key_size: 256,
    control_location: 'front-end',
    created_at: '2026-01-05T10:00:00.000000',
    updated_at: null,
  })
}

/** GET /types/{id}/encryption: {} for a type without encryption (observed on Zed). */
export function encryptionView(type: VolumeTypeRecord) {
  const spec = encryptionOf(type)
  if (!spec) return {}
  return {
    volume_type_id: type.id,
    encryption_id: spec.encryption_id,
    provider: spec.provider,
    cipher: spec.cipher,
    key_size: spec.key_size,
    control_location: spec.control_location,
    deleted: false,
    created_at: spec.created_at,
    updated_at: spec.updated_at,
    deleted_at: null,
  }
}

const encryptionFields: Record<string, Schema> = {
  // parameter_types.key_size: an integer (or integer string) from 0, or null.
  key_size: { type: ['integer', 'string', 'null'], pattern: '^[0-9]+$', minimum: 0 },
  provider: { type: 'string', minLength: 0, maxLength: 255 },
  control_location: { enum: ['front-end', 'back-end'] },
  cipher: { type: ['string', 'null'], minLength: 0, maxLength: 255 },
}

/** C:cinder/api/schemas/volume_type_encryption.py (create: provider and control_location required). */
export const encryptionSchema = (required: string[]): Schema => ({
  type: 'object',
  properties: { encryption: { type: 'object', properties: encryptionFields, required } },
  required: ['encryption'],
  additionalProperties: false,
})

type EncryptionBody = { encryption: Partial<Record<keyof typeof encryptionFields, unknown>> }

function applyEncryption(spec: TypeEncryptionRecord, input: EncryptionBody['encryption']) {
  if (input.provider !== undefined) spec.provider = String(input.provider)
  if (input.cipher !== undefined) spec.cipher = input.cipher === null ? null : String(input.cipher)
  if (input.key_size !== undefined) spec.key_size = input.key_size === null ? null : Number(input.key_size)
  if (input.control_location !== undefined) spec.control_location = input.control_location as 'front-end' | 'back-end'
}

/** POST /types/{id}/encryption (C:cinder/api/contrib/volume_type_encryption.py#create): the schema, the policy, in use, the type, exists. */
export async function createEncryption(context: RouteContext): Promise<Response> {
  const body = await context.validBody<EncryptionBody>(encryptionSchema(['provider', 'control_location']))
  requirePolicy(context.cloud, context.caller, 'volume_extension:volume_type_encryption:create')
  const typeId = context.params.id as string
  enforce(canChangeTypeEncryption(typeInUse(context.cloud, typeId), 'create'))
  const type = findType(context, typeId)
  if (type.encrypted) fail(400, `Volume type encryption for type ${type.id} already exists.`)
  const spec: TypeEncryptionRecord = {
    encryption_id: newId(),
    provider: '',
    cipher: null,
    key_size: null,
    control_location: 'front-end',
    created_at: isoMicros(context.cloud.now()),
    updated_at: null,
  }
  applyEncryption(spec, body.encryption)
  type.encrypted = true
  type.encryption = spec
  return json({
    encryption: {
      provider: spec.provider,
      cipher: spec.cipher,
      key_size: spec.key_size,
      control_location: spec.control_location,
      volume_type_id: type.id,
      encryption_id: spec.encryption_id,
    },
  })
}

/** The type's spec, or Zed's 404; Zed's update and delete do not compare the encryption id. */
function findEncryption(typeId: string, type: VolumeTypeRecord | undefined): TypeEncryptionRecord {
  const spec = type ? encryptionOf(type) : null
  if (!spec) return fail(404, `Volume type encryption for type ${typeId} does not exist.`)
  return spec
}

async function updateEncryption(context: RouteContext): Promise<Response> {
  const body = await context.validBody<EncryptionBody>(encryptionSchema([]))
  requirePolicy(context.cloud, context.caller, 'volume_extension:volume_type_encryption:update')
  const type = findType(context, context.params.id as string)
  enforce(canChangeTypeEncryption(typeInUse(context.cloud, type.id), 'update'))
  const spec = findEncryption(type.id, type)
  applyEncryption(spec, body.encryption)
  spec.updated_at = isoMicros(context.cloud.now())
  return json({ encryption: body.encryption })
}

function deleteEncryption(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:volume_type_encryption:delete')
  const typeId = context.params.id as string
  enforce(canChangeTypeEncryption(typeInUse(context.cloud, typeId), 'delete'))
  const type = context.cloud.state.volumeTypes.find((candidate) => candidate.id === typeId)
  findEncryption(typeId, type)
  if (type) {
    type.encrypted = false
    delete type.encryption
  }
  return empty(202)
}

/** C:cinder/api/schemas/volume_types.py#update. */
const typeUpdate: Schema = {
  type: 'object',
  properties: {
    volume_type: {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'], minLength: 1, maxLength: NAME_MAX },
        description: { type: ['string', 'null'], minLength: 0, maxLength: DESCRIPTION_MAX },
        is_public: { type: ['boolean', 'string'] },
      },
      additionalProperties: false,
    },
  },
  required: ['volume_type'],
  additionalProperties: false,
}

const STRICT_BOOLEANS: Record<string, boolean> = {
  true: true,
  '1': true,
  on: true,
  yes: true,
  t: true,
  y: true,
  false: false,
  '0': false,
  off: false,
  no: false,
  f: false,
  n: false,
}

/** PUT /types/{id} (C:cinder/api/contrib/types_manage.py#_update). */
async function updateType(context: RouteContext): Promise<Response> {
  // The schema decorator runs before the policy check (C:cinder/api/contrib/types_manage.py#_update).
  const body = await context.validBody<{
    volume_type: { name?: string | null; description?: string | null; is_public?: boolean | string }
  }>(typeUpdate)
  requirePolicy(context.cloud, context.caller, 'volume_extension:type_update')
  const { name, description } = body.volume_type
  let isPublic: boolean | undefined
  if (body.volume_type.is_public !== undefined) {
    const raw = body.volume_type.is_public
    const parsed = typeof raw === 'boolean' ? raw : STRICT_BOOLEANS[raw.trim().toLowerCase()]
    if (parsed === undefined) {
      fail(
        400,
        `Unrecognized value '${String(raw)}', acceptable values are: '0', '1', 'f', 'false', 'n', 'no', 'off', 'on', 't', 'true', 'y', 'yes'`,
      )
    }
    isPublic = parsed
  }
  if (name && name.trim().length === 0) fail(400, 'Volume type name can not be empty.')
  if (
    (name === undefined || name === null) &&
    (description === undefined || description === null) &&
    isPublic === undefined
  ) {
    fail(400, 'Specify volume type name, description, is_public or a combination thereof.')
  }
  const type = findType(context, context.params.id as string)
  if (name && context.cloud.state.volumeTypes.some((other) => other !== type && other.name === name)) {
    fail(409, `Volume Type ${name} already exists.`)
  }
  if (name) type.name = name
  if (description !== undefined && description !== null) type.description = description
  if (isPublic !== undefined) type.is_public = isPublic
  // The update's answer has neither qos_specs_id nor os-volume-type-access:is_public (observed on Zed).
  return json({
    volume_type: {
      id: type.id,
      name: type.name,
      is_public: type.is_public,
      extra_specs: { ...type.extra_specs },
      description: type.description,
    },
  })
}

function listAccess(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:volume_type_access:get_all_for_type')
  const type = findType(context, context.params.id as string)
  // A public type has no access list (C:cinder/api/contrib/volume_type_access.py#index).
  if (type.is_public) fail(404, 'Access list not available for public volume types.')
  return json({
    volume_type_access: (type.projects ?? []).map((project_id) => ({ volume_type_id: type.id, project_id })),
  })
}

/** POST /types/{id}/action: addProjectAccess / removeProjectAccess. */
async function typeAction(context: RouteContext): Promise<Response> {
  const body = (await context.body()) as Record<string, { project?: unknown } | undefined> | null
  const add = body?.addProjectAccess
  const remove = body?.removeProjectAccess
  if (!add && !remove) return fail(404, 'The resource could not be found.')
  requirePolicy(
    context.cloud,
    context.caller,
    add
      ? 'volume_extension:volume_type_access:addProjectAccess'
      : 'volume_extension:volume_type_access:removeProjectAccess',
  )
  const project = (add ?? remove)?.project
  if (typeof project !== 'string' || !UUID_LIKE.test(project)) {
    return fail(
      400,
      `Invalid input for field/attribute project. Value: ${String(project)}. '${String(project)}' is not a 'uuid'`,
    )
  }
  const type = findType(context, context.params.id as string)
  enforce(canChangeTypeAccess(type))
  const projects = (type.projects ??= [])
  if (add) {
    if (projects.includes(project)) {
      fail(409, `Volume type access for ${type.id} / ${project} combination already exists.`)
    }
    projects.push(project)
  } else {
    if (!projects.includes(project)) fail(404, `Volume type access not found for ${type.id} / ${project} combination.`)
    type.projects = projects.filter((candidate) => candidate !== project)
  }
  return empty(202)
}

// --- /default-types (C:cinder/api/v3/default_types.py): a member is refused with the
// controller's own words, not the policy's (observed on Zed).
const NOT_AUTHORIZED = 'You are not authorized to perform this operation.'

function requireDefaultPolicy(context: RouteContext, rule: string): void {
  if (!context.cloud.allowed(context.caller, rule)) fail(403, NOT_AUTHORIZED)
}

function projectKnown(context: RouteContext, projectId: string): void {
  if (!context.cloud.state.projects.some((project) => project.id === projectId)) {
    fail(404, `Project with id ${projectId} not found.`)
  }
}

const defaultTypeBody: Schema = {
  type: 'object',
  properties: {
    default_type: {
      type: 'object',
      properties: { volume_type: { type: 'string', minLength: 1, maxLength: 255 } },
      required: ['volume_type'],
      additionalProperties: false,
    },
  },
}

async function setDefaultType(context: RouteContext): Promise<Response> {
  const projectId = context.params.project as string
  const body = await context.validBody<{ default_type?: { volume_type: string } }>(defaultTypeBody)
  requireDefaultPolicy(context, 'volume_extension:default_set_or_update')
  projectKnown(context, projectId)
  const wanted = body.default_type?.volume_type ?? ''
  const type = context.cloud.state.volumeTypes.find((candidate) =>
    UUID_LIKE.test(wanted) ? candidate.id === wanted || candidate.name === wanted : candidate.name === wanted,
  )
  if (!type) {
    fail(
      400,
      UUID_LIKE.test(wanted)
        ? `Volume type ${wanted} could not be found.`
        : `Volume type with name ${wanted} could not be found.`,
    )
  }
  context.cloud.projectDefaultTypes[projectId] = type.id
  return json({ default_type: { project_id: projectId, volume_type_id: type.id } })
}

function getDefaultType(context: RouteContext): Response {
  const projectId = context.params.project as string
  requireDefaultPolicy(context, 'volume_extension:default_get')
  projectKnown(context, projectId)
  const typeId = context.cloud.projectDefaultTypes[projectId]
  if (!typeId) fail(404, `Default type for project ${projectId} not found.`)
  return json({ default_type: { project_id: projectId, volume_type_id: typeId } })
}

function listDefaultTypes(context: RouteContext): Response {
  requireDefaultPolicy(context, 'volume_extension:default_get_all')
  return json({
    default_types: Object.entries(context.cloud.projectDefaultTypes).map(([project_id, volume_type_id]) => ({
      project_id,
      volume_type_id,
    })),
  })
}

function unsetDefaultType(context: RouteContext): Response {
  const projectId = context.params.project as string
  requireDefaultPolicy(context, 'volume_extension:default_unset')
  projectKnown(context, projectId)
  delete context.cloud.projectDefaultTypes[projectId]
  return empty(204)
}

/** Whether the caller sees a private type (an admin, or a project it is shared with). */
export function seesType(context: RouteContext, type: VolumeTypeRecord): boolean {
  return type.is_public || isAdmin(context.caller) || (type.projects ?? []).includes(context.caller.projectId)
}

export const typeAdminRoutes: Route[] = [
  { method: 'PUT', path: 'types/:id', handle: updateType },
  { method: 'GET', path: 'types/:id/os-volume-type-access', handle: listAccess },
  { method: 'POST', path: 'types/:id/action', handle: typeAction },
  { method: 'PUT', path: 'types/:id/encryption/:encryptionId', handle: updateEncryption },
  { method: 'DELETE', path: 'types/:id/encryption/:encryptionId', handle: deleteEncryption },
  { method: 'GET', path: 'default-types', min: '3.62', handle: listDefaultTypes },
  { method: 'GET', path: 'default-types/:project', min: '3.62', handle: getDefaultType },
  { method: 'PUT', path: 'default-types/:project', min: '3.62', handle: setDefaultType },
  { method: 'DELETE', path: 'default-types/:project', min: '3.62', handle: unsetDefaultType },
]
