// os-volume_attachments (N:nova/api/openstack/compute/volume_attachments.py).
import { atLeast } from '../../../api/microversion'
import { notAttachedMessage } from '../../../rules/nova-rules'
import { fail } from '../../cloud/fault'
import { novaAttach, novaDetach, novaSwap } from '../../cloud/nova-volumes'
import { findServer } from '../../cloud/servers'
import { novaAttachmentView } from '../../cloud/views'
import { requirePolicy } from '../../cloud/access'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { intParam } from '../../http/router'
import { volumeAttach, volumeUpdate } from './schemas'
import { truthy } from '../cinder/schemas'

function list(context: RouteContext): Response {
  const server = findServer(context.cloud, context.caller, context.params.id as string)
  let bdms = server.bdms
  // From 2.89 mappings without an attachment id are skipped.
  if (atLeast(context.version, '2.89')) bdms = bdms.filter((bdm) => bdm.attachment_id)
  const offset = intParam(context.query.get('offset'), 'offset') ?? 0
  const limit = intParam(context.query.get('limit'), 'limit')
  if (atLeast(context.version, '2.75')) {
    for (const key of context.query.keys()) {
      if (key !== 'limit' && key !== 'offset') {
        fail(
          400,
          `Invalid input for query parameters ${key}. Value: ${context.query.get(key)}. Additional properties are not allowed ('${key}' was unexpected)`,
        )
      }
    }
  }
  const page = bdms.slice(offset, limit === undefined ? undefined : offset + limit)
  return json({ volumeAttachments: page.map((bdm) => novaAttachmentView(context.cloud, server, bdm, context.version)) })
}

function show(context: RouteContext): Response {
  const server = findServer(context.cloud, context.caller, context.params.id as string)
  const volumeId = context.params.volumeId as string
  const bdm = server.bdms.find((candidate) => candidate.volume_id === volumeId)
  if (!bdm || (atLeast(context.version, '2.89') && !bdm.attachment_id)) {
    return fail(404, notAttachedMessage(server.id, volumeId))
  }
  return json({ volumeAttachment: novaAttachmentView(context.cloud, server, bdm, context.version) })
}

async function create(context: RouteContext): Promise<Response> {
  const extension = context.cloud.settings.attachModeExtension && atLeast(context.version, context.cloud.novaMaxVersion)
  const body = await context.validBody<{
    volumeAttachment: {
      volumeId: string
      device?: string | null
      tag?: string
      delete_on_termination?: unknown
      attach_mode?: 'rw' | 'ro'
    }
  }>(
    volumeAttach({
      tag: atLeast(context.version, '2.49'),
      deleteOnTermination: atLeast(context.version, '2.79'),
      attachMode: extension,
    }),
  )
  const input = body.volumeAttachment
  const { bdm, server } = novaAttach(
    context.cloud,
    context.caller,
    context.params.id as string,
    {
      volumeId: input.volumeId,
      device: input.device,
      tag: input.tag,
      deleteOnTermination: input.delete_on_termination === undefined ? undefined : truthy(input.delete_on_termination),
      attachMode: input.attach_mode,
    },
    context.version,
  )
  // From 2.101 the answer is 202 with no body.
  if (!bdm || atLeast(context.version, '2.101')) return empty(202)
  return json({
    volumeAttachment: novaAttachmentView(context.cloud, server, bdm, context.version, { forCreate: true }),
  })
}

async function update(context: RouteContext): Promise<Response> {
  const server = findServer(context.cloud, context.caller, context.params.id as string)
  const oldVolumeId = context.params.volumeId as string
  const v285 = atLeast(context.version, '2.85')
  const body = await context.validBody<{
    volumeAttachment: {
      volumeId: string
      delete_on_termination?: unknown
      id?: string
      serverId?: string
      device?: string | null
      tag?: string | null
    }
  }>(volumeUpdate(v285))
  const input = body.volumeAttachment
  // The same volume from 2.85: only delete_on_termination changes (L14,
  // N:nova/api/openstack/compute/volumes.py#_update_volume_regular).
  if (input.volumeId === oldVolumeId && v285) {
    requirePolicy(context.cloud, context.caller, 'os_compute_api:os-volumes-attachments:update')
    const bdm = server.bdms.find((candidate) => candidate.volume_id === oldVolumeId)
    if (!bdm) return fail(404, `No volume Block Device Mapping with id ${oldVolumeId}.`)
    if ('id' in input && input.id !== oldVolumeId) fail(400, 'The id property is not mutable')
    if ('serverId' in input && input.serverId !== server.id) fail(400, 'The serverId property is not mutable')
    if ('device' in input && input.device !== bdm.device_name) fail(400, 'The device property is not mutable')
    if ('tag' in input && input.tag !== bdm.tag) fail(400, 'The tag property is not mutable')
    if (input.delete_on_termination !== undefined) bdm.delete_on_termination = truthy(input.delete_on_termination)
    context.cloud.changed()
    return empty(202)
  }
  novaSwap(context.cloud, context.caller, server.id, oldVolumeId, input.volumeId)
  return empty(202)
}

export const volumeAttachmentRoutes: Route[] = [
  { method: 'GET', path: 'servers/:id/os-volume_attachments', handle: list },
  { method: 'POST', path: 'servers/:id/os-volume_attachments', handle: create },
  { method: 'GET', path: 'servers/:id/os-volume_attachments/:volumeId', handle: show },
  { method: 'PUT', path: 'servers/:id/os-volume_attachments/:volumeId', handle: update },
  {
    method: 'DELETE',
    path: 'servers/:id/os-volume_attachments/:volumeId',
    handle: (context) => {
      novaDetach(
        context.cloud,
        context.caller,
        context.params.id as string,
        context.params.volumeId as string,
        context.version,
      )
      return empty(202)
    },
  },
]
