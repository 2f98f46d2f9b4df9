// The replication actions of POST /groups/{id}/action from 3.38 (C:cinder/api/v3/groups.py): each
// body validated by C:cinder/api/schemas/groups.py, then 202 with an empty body, or the targets.
import type { ReplicationAction } from '../../../rules/group-replication'
import { replicationTargets, startGroupReplication } from '../../cloud/group-replication'
import type { Schema } from '../../http/schema'
import { json, webobEmpty } from '../../http/respond'
import type { RouteContext } from '../../http/router'
import { booleanLike } from './schema-parts'
import { truthy } from './schemas'

const KEYS: Record<string, ReplicationAction | 'targets'> = {
  enable_replication: 'enable',
  disable_replication: 'disable',
  failover_replication: 'failover',
  list_replication_targets: 'targets',
}

const anyObject = (key: string): Schema => ({
  type: 'object',
  properties: { [key]: { type: 'object' } },
  required: [key],
  additionalProperties: false,
})

const failover: Schema = {
  type: 'object',
  properties: {
    failover_replication: {
      type: 'object',
      properties: {
        allow_attached_volume: booleanLike,
        secondary_backend_id: { type: ['string', 'null'], minLength: 0, maxLength: 255 },
      },
      additionalProperties: false,
    },
  },
  required: ['failover_replication'],
  additionalProperties: false,
}

/** Whether the action body's key is one of these (the route checks the microversion). */
export const isReplicationAction = (key: string): boolean => key in KEYS

export async function replicationAction(context: RouteContext, key: string): Promise<Response> {
  const id = context.params.id as string
  const action = KEYS[key] as ReplicationAction | 'targets'
  if (action === 'failover') {
    const body = await context.validBody<{
      failover_replication: { allow_attached_volume?: unknown; secondary_backend_id?: string | null }
    }>(failover)
    const request = body.failover_replication
    startGroupReplication(context.cloud, context.caller, id, 'failover', {
      allowAttached: truthy(request.allow_attached_volume ?? false),
      secondaryBackendId: request.secondary_backend_id ?? null,
    })
    return webobEmpty(202)
  }
  await context.validBody(anyObject(key))
  if (action === 'targets') return json(replicationTargets(context.cloud, context.caller, id))
  startGroupReplication(context.cloud, context.caller, id, action)
  return webobEmpty(202)
}
