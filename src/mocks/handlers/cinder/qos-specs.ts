// QoS specs (admin only under Zed's defaults): C:cinder/api/contrib/qos_specs_manage.py,
// C:cinder/volume/qos_specs.py, C:cinder/api/schemas/qos_specs.py, C:cinder/policies/qos_specs.py.
// An association is the type's qos_specs_id, as in Cinder's volume_types table.
import { newId } from '../../cloud/attachments'
import { requirePolicy } from '../../cloud/access'
import { enforce, fail } from '../../cloud/fault'
import {
  BAD_QOS_CONSUMER,
  canDeleteQosSpecs,
  canSetQosSpec,
  DEFAULT_QOS_CONSUMER,
  isQosConsumer,
} from '../../../rules/qos-rules'
import { SPEC_TEXT_MAX } from '../../../rules/text-limits'
import type { QosSpecsRecord } from '../../cloud/state'
import { isoMicros } from '../../cloud/time'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import type { Schema } from '../../http/schema'

function consumerOf(value: unknown): QosSpecsRecord['consumer'] {
  if (!isQosConsumer(value)) return fail(400, BAD_QOS_CONSUMER)
  return value
}

function findSpecs(context: RouteContext): QosSpecsRecord {
  const id = context.params.id as string
  const specs = context.cloud.qosSpecs.find((candidate) => candidate.id === id)
  if (!specs) return fail(404, `No such QoS spec ${id}.`)
  return specs
}

function detail(context: RouteContext, specs: QosSpecsRecord) {
  return { id: specs.id, name: specs.name, consumer: specs.consumer, specs: { ...specs.specs } }
}

function links(context: RouteContext, id: string) {
  // The bookmark drops the version segment (observed on Zed).
  return [
    { rel: 'self', href: `${context.base}/qos-specs/${id}` },
    { rel: 'bookmark', href: `${context.base.replace(/\/v3(?=\/|$)/, '')}/qos-specs/${id}` },
  ]
}

/** utils.validate_dictionary_string_length: keys and values are strings (canSetQosSpec: their length). */
function stringSpecs(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      fail(400, `Invalid input received: ${key} is not a string or unicode`)
    }
    const text = String(value)
    enforce(canSetQosSpec(key, text))
    out[key] = text
  }
  return out
}

const createSchema: Schema = {
  type: 'object',
  properties: {
    qos_specs: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  },
  required: ['qos_specs'],
  additionalProperties: false,
}

const setSchema: Schema = {
  type: 'object',
  properties: { qos_specs: { type: 'object' } },
  required: ['qos_specs'],
  additionalProperties: false,
}

const unsetSchema: Schema = {
  type: 'object',
  properties: { keys: { type: 'array', items: { type: 'string', minLength: 1, maxLength: SPEC_TEXT_MAX } } },
  required: ['keys'],
  additionalProperties: false,
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ qos_specs: Record<string, unknown> & { name: string } }>(createSchema)
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:create')
  const { name: rawName, consumer: rawConsumer, ...rest } = body.qos_specs
  const name = rawName.trim()
  // format name_skip_leading_trailing_spaces (C:cinder/api/validation/validators.py).
  if (name === '') fail(400, "An invalid 'name' value was provided. The 'name' can not be empty.")
  const specs = stringSpecs(rest)
  const consumer =
    rawConsumer === undefined || rawConsumer === null || rawConsumer === ''
      ? DEFAULT_QOS_CONSUMER
      : consumerOf(rawConsumer)
  if (context.cloud.qosSpecs.some((candidate) => candidate.name === name))
    fail(409, `QoS Specs ${name} already exists.`)
  const record: QosSpecsRecord = { id: newId(), name, consumer, specs, created_at: isoMicros(context.cloud.now()) }
  context.cloud.qosSpecs.push(record)
  return json({ qos_specs: detail(context, record), links: links(context, record.id) })
}

function list(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:get_all')
  // Newest first, as Cinder's default sort (created_at, desc).
  const all = [...context.cloud.qosSpecs].sort((a, b) => b.created_at.localeCompare(a.created_at))
  return json({ qos_specs: all.map((specs) => detail(context, specs)) })
}

function show(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:get')
  const specs = findSpecs(context)
  return json({ qos_specs: detail(context, specs), links: links(context, specs.id) })
}

/** PUT /qos-specs/{id}: sets keys; "consumer" sets the consumer. Answers the body sent. */
async function update(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ qos_specs: Record<string, unknown> }>(setSchema)
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:update')
  const specs = findSpecs(context)
  const { consumer, ...rest } = body.qos_specs
  const values = stringSpecs(rest)
  if (consumer !== undefined) specs.consumer = consumerOf(consumer)
  Object.assign(specs.specs, values)
  return json(body)
}

/** PUT /qos-specs/{id}/delete_keys: keys before a missing one stay deleted (the save is in a finally). */
async function deleteKeys(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ keys: string[] }>(unsetSchema)
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:delete')
  const specs = findSpecs(context)
  for (const key of body.keys) {
    if (!(key in specs.specs)) fail(404, `QoS spec ${specs.id} has no spec with key ${key}.`)
    delete specs.specs[key]
  }
  return empty(202)
}

function associatedTypes(context: RouteContext, id: string) {
  return context.cloud.state.volumeTypes.filter((type) => type.qos_specs_id === id)
}

/** DELETE /qos-specs/{id}?force=True: refused while associated unless forced, which disassociates. */
function remove(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:delete')
  const force = ['true', 't', 'yes', 'y', '1', 'on'].includes((context.query.get('force') ?? '').toLowerCase())
  const specs = findSpecs(context)
  const types = associatedTypes(context, specs.id)
  enforce(canDeleteQosSpecs(types.length > 0, force))
  for (const type of types) type.qos_specs_id = null
  context.cloud.state.qosSpecs = context.cloud.qosSpecs.filter((candidate) => candidate !== specs)
  return empty(202)
}

function associations(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:get_all')
  const specs = findSpecs(context)
  return json({
    qos_associations: associatedTypes(context, specs.id).map((type) => ({
      association_type: 'volume_type',
      name: type.name,
      id: type.id,
    })),
  })
}

function typeIdParam(context: RouteContext): string {
  const typeId = context.query.get('vol_type_id')
  if (!typeId) return fail(400, 'Volume Type id must not be None.')
  return typeId
}

function associate(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:update')
  const typeId = typeIdParam(context)
  const specs = findSpecs(context)
  const type = context.cloud.state.volumeTypes.find((candidate) => candidate.id === typeId)
  if (!type) return fail(404, `Volume type ${typeId} could not be found.`)
  if (type.qos_specs_id && type.qos_specs_id !== specs.id) {
    fail(400, `Invalid volume type: Type ${type.id} is already associated with another qos specs: ${type.qos_specs_id}`)
  }
  type.qos_specs_id = specs.id
  return empty(202)
}

function disassociate(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:update')
  const typeId = typeIdParam(context)
  const specs = findSpecs(context)
  const type = context.cloud.state.volumeTypes.find((candidate) => candidate.id === typeId)
  if (type && type.qos_specs_id === specs.id) type.qos_specs_id = null
  return empty(202)
}

function disassociateAll(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:qos_specs_manage:update')
  const specs = findSpecs(context)
  for (const type of associatedTypes(context, specs.id)) type.qos_specs_id = null
  return empty(202)
}

export const qosSpecsRoutes: Route[] = [
  { method: 'GET', path: 'qos-specs', handle: list },
  { method: 'POST', path: 'qos-specs', handle: create },
  { method: 'GET', path: 'qos-specs/:id', handle: show },
  { method: 'PUT', path: 'qos-specs/:id', handle: update },
  { method: 'DELETE', path: 'qos-specs/:id', handle: remove },
  { method: 'PUT', path: 'qos-specs/:id/delete_keys', handle: deleteKeys },
  { method: 'GET', path: 'qos-specs/:id/associations', handle: associations },
  { method: 'GET', path: 'qos-specs/:id/associate', handle: associate },
  { method: 'GET', path: 'qos-specs/:id/disassociate', handle: disassociate },
  { method: 'GET', path: 'qos-specs/:id/disassociate_all', handle: disassociateAll },
]
