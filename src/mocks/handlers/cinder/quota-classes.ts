// The default quota class (C:cinder/api/contrib/quota_classes.py, C:cinder/api/schemas/quota_classes.py,
// C:cinder/api/validation/parameter_types.py#quota_class_set, C:cinder/api/validation/validators.py
// #_validate_quota_class_set, C:cinder/policies/quota_class.py: admin only). Show answers the class's
// rows, else the defaults, for every key, with `id`; update writes each key given (no check against
// any project's usage) and answers every key without `id`.
import { requirePolicy } from '../../cloud/access'
import { fail } from '../../cloud/fault'
import { classLimits } from '../../cloud/quotas'
import { QUOTA_LIMIT_MAX } from '../../../rules/quota-limits'
import { json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import type { Schema } from '../../http/schema'
import { schemaMessage } from '../../http/schema'
import { pyRepr } from '../../http/py-repr'

const KEY = /^[a-zA-Z0-9-_:. ]{1,255}$/
const VALUE: Schema = {
  type: ['integer', 'string'],
  pattern: '^[0-9]*$',
  minimum: -1,
  minLength: 1,
  maximum: QUOTA_LIMIT_MAX,
}

function show(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:quota_classes:get')
  const name = context.params.class as string
  return json({ quota_class_set: { ...classLimits(context.cloud, name), id: name } })
}

async function update(context: RouteContext): Promise<Response> {
  requirePolicy(context.cloud, context.caller, 'volume_extension:quota_classes:update')
  const name = context.params.class as string
  if (name.length > 255) fail(400, 'Invalid input received: quota_class_name has more than 255 characters.')
  const body = await context.validBody<{ quota_class_set: Record<string, unknown> }>({
    type: 'object',
    properties: { type: { type: 'object' }, quota_class_set: { type: 'object' } },
    required: ['quota_class_set'],
    additionalProperties: false,
  })
  const set = body.quota_class_set
  // jsonschema checks the set's format (its keys) before each value (patternProperties).
  const known = classLimits(context.cloud, name)
  const bad = Object.keys(set).filter((key) => !(key in known))
  if (bad.length > 0) fail(400, `Invalid input received: Bad key(s) in quota class set: ${bad.join(', ')}`)
  for (const [key, value] of Object.entries(set)) {
    if (!KEY.test(key)) fail(400, `Additional properties are not allowed (${pyRepr(key)} was unexpected)`)
    const message = schemaMessage({ type: 'object', properties: { [key]: VALUE } }, { [key]: value })
    if (message) fail(400, message)
  }
  const classes = (context.cloud.state.quotaClasses ??= {})
  const rows = (classes[name] ??= {})
  for (const [key, value] of Object.entries(set)) rows[key] = Number(value)
  context.cloud.changed()
  return json({ quota_class_set: classLimits(context.cloud, name) })
}

export const quotaClassRoutes: Route[] = [
  { method: 'GET', path: 'os-quota-class-sets/:class', handle: show },
  { method: 'PUT', path: 'os-quota-class-sets/:class', handle: update },
]
