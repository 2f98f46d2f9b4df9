// Cinder quota sets (C:cinder/api/contrib/quotas.py, C:cinder/quota.py, C:cinder/policies/quotas.py);
// the services are in storage.ts, the quota classes in quota-classes.ts.
import { policyRefusal } from '../../../rules/verdict'
import { isAdmin } from '../../cloud/cloud'
import { CloudFault, enforce } from '../../cloud/fault'
import { projectLimits, usageByKey } from '../../cloud/quotas'
import { canSetQuotaLimit, perTypeResource, quotaLimitCoversUsage } from '../../../rules/quota-limits'
import { fail } from '../../cloud/fault'
import type { QuotaRecord } from '../../cloud/state'
import { requirePolicy } from '../../cloud/access'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { truthy } from './schemas'

const BOOLEAN_WORDS = ['1', 't', 'true', 'on', 'y', 'yes', '0', 'f', 'false', 'off', 'n', 'no']

/** C:cinder/utils.py#get_bool_param: strict words, else 400 (Q3). */
function boolParam(context: RouteContext, name: string): boolean {
  const value = context.query.get(name)
  if (value === null) return false
  if (!BOOLEAN_WORDS.includes(value.toLowerCase())) fail(400, `Value '${value}' for '${name}' is not a boolean.`)
  return truthy(value)
}

/** volume_extension:quotas:show is SYSTEM_READER_OR_PROJECT_READER on the project in the path. */
function quotaSet(context: RouteContext, defaults: boolean): Response {
  const projectId = context.params.project as string
  // A cloud may narrow the rule (a demo setting); by default any role on the project passes.
  if (
    !context.cloud.allowed(context.caller, 'volume_extension:quotas:show') ||
    (!isAdmin(context.caller) && projectId !== context.caller.projectId)
  ) {
    throw new CloudFault(policyRefusal('volume_extension:quotas:show'))
  }
  const limits = projectLimits(context.cloud, projectId, defaults)
  const usage = !defaults && boolParam(context, 'usage')
  const used = usage ? usageByKey(context.cloud, projectId) : {}
  const set: Record<string, unknown> = {}
  for (const [resource, limit] of Object.entries(limits)) {
    set[resource] = usage ? { limit, in_use: used[resource] ?? 0, reserved: 0 } : limit
  }
  set.id = projectId
  return json({ quota_set: set })
}

const NON_QUOTA_KEYS = ['id', 'tenant_id']

/**
 * PUT /os-quota-sets/{project} (admin, Q5–Q7; C:cinder/api/contrib/quotas.py#update,
 * C:cinder/api/validation/validators.py#_validate_quota_set): known keys and integer values,
 * no limit below what the project uses for a key it already has a row for, 200 with the limits.
 */
async function updateQuotaSet(context: RouteContext): Promise<Response> {
  requirePolicy(context.cloud, context.caller, 'volume_extension:quotas:update')
  const body = await context.validBody<{ quota_set: Record<string, unknown> }>({
    type: 'object',
    properties: { quota_set: { type: 'object' } },
    required: ['quota_set'],
    additionalProperties: false,
  })
  // jsonschema's minProperties: 1 (C:cinder/api/schemas/quotas.py#update_quota).
  if (Object.keys(body.quota_set).length === 0) {
    fail(400, 'Invalid input for field/attribute quota_set. Value: {}. {} does not have enough properties')
  }
  const projectId = context.params.project as string
  const known = projectLimits(context.cloud, projectId, true)
  const badKeys: string[] = []
  const values: Record<string, number> = {}
  for (const [key, raw] of Object.entries(body.quota_set)) {
    if (NON_QUOTA_KEYS.includes(key)) continue
    if (!(key in known)) {
      badKeys.push(key)
      continue
    }
    const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : ''
    if (!/^[-+]?\d+$/.test(text)) fail(400, `${key} must be an integer`)
    const value = Number(text)
    enforce(canSetQuotaLimit(key, value))
    values[key] = value
  }
  if (badKeys.length > 0) fail(400, `Invalid input received: Bad key(s) in quota set: ${badKeys.join(', ')}`)
  const record = context.cloud.state.quotas[projectId]
  const { perType: typeRows, ...totalRows } = record ?? {}
  const rows: Record<string, number> = { ...totalRows, ...typeRows }
  const used = usageByKey(context.cloud, projectId)
  for (const [key, value] of Object.entries(values)) {
    // Only a key the project has a row for is compared with its usage (Q7's caveat).
    if (key in rows) enforce(quotaLimitCoversUsage(key, value, used[key] ?? 0))
  }
  const base: QuotaRecord = record ?? {
    volumes: known.volumes ?? 10,
    gigabytes: known.gigabytes ?? 1000,
    snapshots: known.snapshots ?? 10,
    backups: known.backups ?? 10,
    backup_gigabytes: known.backup_gigabytes ?? 1000,
  }
  const next: QuotaRecord = { ...base, perType: { ...base.perType } }
  for (const [key, value] of Object.entries(values)) {
    if (perTypeResource(key)) next.perType![key] = value
    else (next as unknown as Record<string, number>)[key] = value
  }
  context.cloud.state.quotas[projectId] = next
  context.cloud.changed()
  return json({ quota_set: projectLimits(context.cloud, projectId) })
}

/**
 * DELETE /os-quota-sets/{project} (admin; C:cinder/api/contrib/quotas.py#delete): the project's own
 * rows go, so it has the defaults again; 200 with no body.
 */
function deleteQuotaSet(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'volume_extension:quotas:delete')
  delete context.cloud.state.quotas[context.params.project as string]
  context.cloud.changed()
  return empty(200)
}

export const quotaServiceRoutes: Route[] = [
  { method: 'GET', path: 'os-quota-sets/:project', handle: (context) => quotaSet(context, false) },
  { method: 'GET', path: 'os-quota-sets/:project/defaults', handle: (context) => quotaSet(context, true) },
  { method: 'PUT', path: 'os-quota-sets/:project', handle: updateQuotaSet },
  { method: 'DELETE', path: 'os-quota-sets/:project', handle: deleteQuotaSet },
]
