// Group type and group spec routes (3.11; docs/cinder-groups.md §6–7). group_specs show in the
// view only for admins (group:access_group_types_specs); /group_types/default answers 404 while
// default_group_type is unset, as on a fresh Cinder.
import { GROUP_TYPE_MICROVERSION } from '../../../rules/group-rules'
import { fail } from '../../cloud/fault'
import {
  createGroupType,
  deleteGroupType,
  listGroupTypes,
  specsType,
  unsetGroupSpec,
  updateGroupType,
} from '../../cloud/group-types'
import { findGroupType } from '../../cloud/groups'
import type { GroupTypeRecord } from '../../cloud/state'
import { json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import * as schemas from './group-schemas'
import { truthy } from './schemas'

function view(context: RouteContext, type: GroupTypeRecord) {
  const shown: Record<string, unknown> = {
    id: type.id,
    name: type.name,
    description: type.description,
    is_public: type.is_public,
  }
  if (context.cloud.allowed(context.caller, 'group:access_group_types_specs'))
    shown.group_specs = { ...type.group_specs }
  return shown
}

function list(context: RouteContext): Response {
  const types = listGroupTypes(context.cloud, context.caller, context.query.get('is_public'))
  return json({ group_types: types.map((type) => view(context, type)) })
}

function show(context: RouteContext): Response {
  return json({ group_type: view(context, findGroupType(context.cloud, context.caller, context.params.id as string)) })
}

function showDefault(): Response {
  return fail(404, 'Default group type can not be found.')
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    group_type: {
      name: string
      description?: string | null
      is_public?: unknown
      group_specs?: Record<string, string> | null
    }
  }>(schemas.groupTypeCreate)
  if (body.group_type.name.trim() === '') {
    fail(400, "An invalid 'name' value was provided. The 'name' can not be empty.")
  }
  // After the name and description: group_specs is the schema's last property (C:cinder/api/schemas/group_types.py#create).
  if (body.group_type.group_specs) {
    schemas.checkSpecs('group_specs', body.group_type.group_specs, schemas.GROUP_TYPE_SPEC_KEY, false)
  }
  const type = createGroupType(context.cloud, context.caller, {
    name: body.group_type.name,
    description: body.group_type.description ?? null,
    isPublic: truthy(body.group_type.is_public ?? true),
    specs: body.group_type.group_specs ?? {},
  })
  return json({ group_type: view(context, type) }, 202)
}

async function update(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    group_type: { name?: string | null; description?: string | null; is_public?: unknown }
  }>(schemas.groupTypeUpdate)
  const type = updateGroupType(context.cloud, context.caller, context.params.id as string, {
    name: body.group_type.name,
    description: body.group_type.description,
    isPublic: body.group_type.is_public === undefined ? undefined : truthy(body.group_type.is_public),
  })
  return json({ group_type: view(context, type) })
}

function remove(context: RouteContext): Response {
  deleteGroupType(context.cloud, context.caller, context.params.id as string)
  return webobEmpty(202)
}

function specsList(context: RouteContext): Response {
  const type = specsType(context.cloud, context.caller, context.params.id as string, 'get_all')
  return json({ group_specs: { ...type.group_specs } })
}

async function specsSet(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ group_specs: Record<string, string | null> }>(schemas.groupSpecsSet)
  // C:cinder/api/schemas/group_specs.py#create: keys without spaces or '/', values a string or null.
  schemas.checkSpecs('group_specs', body.group_specs, schemas.GROUP_SPEC_KEY, true)
  const type = specsType(context.cloud, context.caller, context.params.id as string, 'create')
  for (const [key, value] of Object.entries(body.group_specs)) {
    if (value === null) delete type.group_specs[key]
    else type.group_specs[key] = value
  }
  return json(body, 202)
}

function specShow(context: RouteContext): Response {
  const type = specsType(context.cloud, context.caller, context.params.id as string, 'get')
  const key = context.params.key as string
  const value = type.group_specs[key]
  if (value === undefined) fail(404, `Group Type ${type.id} has no extra spec with key ${key}.`)
  return json({ [key]: value })
}

function specDelete(context: RouteContext): Response {
  unsetGroupSpec(context.cloud, context.caller, context.params.id as string, context.params.key as string)
  return webobEmpty(202)
}

const T = GROUP_TYPE_MICROVERSION

export const groupTypeRoutes: Route[] = [
  { method: 'GET', path: 'group_types', min: T, handle: list },
  { method: 'GET', path: 'group_types/default', min: T, handle: showDefault },
  { method: 'POST', path: 'group_types', min: T, handle: create },
  { method: 'GET', path: 'group_types/:id', min: T, handle: show },
  { method: 'PUT', path: 'group_types/:id', min: T, handle: update },
  { method: 'DELETE', path: 'group_types/:id', min: T, handle: remove },
  { method: 'GET', path: 'group_types/:id/group_specs', min: T, handle: specsList },
  { method: 'POST', path: 'group_types/:id/group_specs', min: T, handle: specsSet },
  { method: 'GET', path: 'group_types/:id/group_specs/:key', min: T, handle: specShow },
  { method: 'DELETE', path: 'group_types/:id/group_specs/:key', min: T, handle: specDelete },
]
