// Cinder attachments API (C:cinder/api/v3/attachments.py): 3.27, complete at 3.44, mode at 3.54.
import { atLeast } from '../../../api/microversion'
import type { Connector } from '../../../api/types'
import { canUserDeleteAttachment } from '../../../rules/cinder-rules'
import { completeAttachment, connectAttachment, createAttachment, deleteAttachment } from '../../cloud/attachments'
import { isAdmin, isService } from '../../cloud/cloud'
import { CloudFault, enforce, fail } from '../../cloud/fault'
import type { AttachmentRecord } from '../../cloud/state'
import { attachmentDetail, attachmentSummary } from '../../cloud/views'
import { findVolume, requirePolicy } from '../../cloud/access'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { intParam } from '../../http/router'
import { refuseFilters, sortBy, sortSpec } from './volume-list'
import * as schemas from './schemas'

function notFound(id: string): never {
  return fail(404, `Volume attachment could not be found with filter: attachment_id = ${id}.`)
}

function findAttachment(context: RouteContext, id: string): AttachmentRecord {
  const attachment = context.cloud.attachment(id)
  const volume = attachment ? context.cloud.volume(attachment.volume_id) : undefined
  if (!attachment || !volume || !context.cloud.sees(context.caller, volume.project_id, true)) return notFound(id)
  return attachment
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    attachment: { volume_uuid: string; instance_uuid?: string; connector?: Connector | null; mode?: 'rw' | 'ro' }
  }>(schemas.attachmentCreate(atLeast(context.version, '3.54')))
  const input = body.attachment
  const volume = findVolume(context.cloud, context.caller, input.volume_uuid)
  // `if connector:` in C:cinder/volume/api.py#attachment_create: an empty connector ({}, what
  // `cinder attachment-create` sends without --connect) only reserves.
  const connector = input.connector && Object.keys(input.connector).length > 0 ? input.connector : null
  try {
    const attachment = createAttachment(context.cloud, context.caller, volume, {
      instanceId: input.instance_uuid,
      connector,
      mode: input.mode,
    })
    return json({ attachment: attachmentDetail(attachment) })
  } catch (error) {
    // InvalidVolume and policy errors pass; any other Cinder error is a 500 (attachments.py#create).
    if (error instanceof CloudFault && error.refusal.status !== 400 && error.refusal.status !== 403) {
      return fail(500, `Unable to create attachment for volume (${error.refusal.message}).`)
    }
    throw error
  }
}

const SORT_KEYS: Record<string, (attachment: AttachmentRecord) => string> = {
  id: (attachment) => attachment.id,
  volume_id: (attachment) => attachment.volume_id,
  instance_uuid: (attachment) => attachment.instance_uuid ?? '',
  attached_host: (attachment) => attachment.attached_host ?? '',
  mountpoint: (attachment) => attachment.mountpoint ?? '',
  attach_time: (attachment) => attachment.attach_time ?? '',
  detach_time: (attachment) => attachment.detach_time ?? '',
  attach_status: (attachment) => attachment.attach_status,
  attach_mode: (attachment) => attachment.attach_mode,
}

function list(detail: boolean) {
  return (context: RouteContext) => {
    const { cloud, caller, query } = context
    // Any value: the key's presence (C:cinder/api/v3/attachments.py#_items).
    const allTenants = isAdmin(caller) && query.has('all_tenants')
    const projects = new Map(cloud.state.volumes.map((volume) => [volume.id, volume.project_id]))
    const filters: Array<(attachment: AttachmentRecord) => boolean> = []
    const volumeId = query.get('volume_id')
    if (volumeId) filters.push((attachment) => attachment.volume_id === volumeId)
    const instanceId = query.get('instance_id')
    if (instanceId) filters.push((attachment) => attachment.instance_uuid === instanceId)
    const status = query.get('attach_status') ?? query.get('status')
    if (status) filters.push((attachment) => attachment.attach_status === status)
    for (const key of query.keys()) {
      if (
        ![
          'volume_id',
          'instance_id',
          'attach_status',
          'status',
          'limit',
          'marker',
          'offset',
          'sort',
          'all_tenants',
        ].includes(key)
      ) {
        if (!isAdmin(caller)) refuseFilters([key])
      }
    }
    let items = cloud.state.attachments.filter((attachment) => {
      const project = projects.get(attachment.volume_id)
      return (
        project !== undefined &&
        cloud.sees(caller, project, allTenants) &&
        filters.every((filter) => filter(attachment))
      )
    })
    // Any column of the attachments table is a sort key (C:cinder/db/sqlalchemy/api.py
    // #_attachment_get_all → paginate_query); without one the list keeps its order here.
    if (query.has('sort') || query.has('sort_key') || query.has('sort_dir')) {
      items = sortBy(items, sortSpec(query, Object.keys(SORT_KEYS)), SORT_KEYS)
    }
    const marker = query.get('marker')
    if (marker) {
      const index = items.findIndex((attachment) => attachment.id === marker)
      if (index < 0) notFound(marker)
      items = items.slice(index + 1)
    }
    const offset = intParam(query.get('offset'), 'offset') ?? 0
    const limit = intParam(query.get('limit'), 'limit')
    items = items.slice(offset, limit === undefined ? undefined : offset + limit)
    return json({ attachments: items.map(detail ? attachmentDetail : attachmentSummary) })
  }
}

async function update(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ attachment: { connector: Connector } }>(schemas.attachmentUpdate)
  requirePolicy(context.cloud, context.caller, 'volume:attachment_update')
  const attachment = findAttachment(context, context.params.id as string)
  const volume = findVolume(context.cloud, context.caller, attachment.volume_id)
  const before = { ...attachment }
  connectAttachment(context.cloud, volume, attachment, body.attachment.connector)
  // Cinder answers with the attachment as it read it before the volume manager's update, given the
  // new connection_info: still reserved, its mode unset (C:cinder/volume/api.py#attachment_update).
  return json({ attachment: attachmentDetail({ ...before, connection_info: attachment.connection_info }) })
}

function remove(context: RouteContext): Response {
  const { cloud, caller } = context
  requirePolicy(cloud, caller, 'volume:attachment_delete')
  const attachment = findAttachment(context, context.params.id as string)
  const server = attachment.instance_uuid ? cloud.server(attachment.instance_uuid) : undefined
  const novaKnows = Boolean(server?.bdms.some((bdm) => bdm.attachment_id === attachment.id))
  enforce(
    canUserDeleteAttachment(
      {
        instanceId: attachment.instance_uuid,
        hasConnectionInfo: attachment.connection_info !== null,
        status: attachment.attach_status,
      },
      { isService: isService(caller), novaKnowsInstance: novaKnows },
    ),
  )
  const volume = cloud.volume(attachment.volume_id)
  deleteAttachment(cloud, volume, attachment)
  return json({ attachments: cloud.attachmentsOf(attachment.volume_id).map(attachmentSummary) })
}

async function action(context: RouteContext): Promise<Response> {
  const body = (await context.body()) as Record<string, unknown>
  if (!body || typeof body !== 'object' || !('os-complete' in body)) return fail(400, 'Invalid request body')
  requirePolicy(context.cloud, context.caller, 'volume:attachment_complete')
  const attachment = findAttachment(context, context.params.id as string)
  const volume = findVolume(context.cloud, context.caller, attachment.volume_id)
  completeAttachment(context.cloud, volume, attachment)
  return empty(204)
}

export const attachmentRoutes: Route[] = [
  { method: 'POST', path: 'attachments', min: '3.27', handle: create },
  { method: 'GET', path: 'attachments', min: '3.27', handle: list(false) },
  { method: 'GET', path: 'attachments/detail', min: '3.27', handle: list(true) },
  {
    method: 'GET',
    path: 'attachments/:id',
    min: '3.27',
    handle: (context) => json({ attachment: attachmentDetail(findAttachment(context, context.params.id as string)) }),
  },
  { method: 'PUT', path: 'attachments/:id', min: '3.27', handle: update },
  { method: 'DELETE', path: 'attachments/:id', min: '3.27', handle: remove },
  { method: 'POST', path: 'attachments/:id/action', min: '3.44', handle: action },
]
