// Cinder volume routes: list, show, create, update, delete and actions.
import { atLeast } from '../../../api/microversion'
import { canBeginDetaching, canUserDeleteAttachment } from '../../../rules/cinder-rules'
import { canUpdateVolume } from '../../../rules/edit-rules'
import { deleteAttachment } from '../../cloud/attachments'
import { isService } from '../../cloud/cloud'
import { enforce, fail } from '../../cloud/fault'
import { volumeView } from '../../cloud/views'
import type { CreateVolumeInput } from '../../cloud/volumes'
import { findVolume, requirePolicy } from '../../cloud/access'
import {
  createVolume,
  deleteVolume,
  extendVolume,
  migrateVolume,
  retypeVolume,
  setBootable,
  updateReadonlyFlag,
} from '../../cloud/volumes'
import { revertToSnapshot } from '../../cloud/snapshots'
import { uploadVolumeToImage } from '../../cloud/images'
import type { ImageVisibility, UploadDiskFormat } from '../../../api/types/upload'
import { UPLOAD_IMAGE_PARAMS_MICROVERSION } from '../../../rules/upload-rules'
import { empty, json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { listVolumes } from './volume-list'
import { forceDetach, resetVolumeStatus } from '../../cloud/repair'
import type { ResetRequest } from '../../../rules/repair-rules'
import { unmanageVolume } from '../../cloud/manage'
import * as schemas from './schemas'

function view(context: RouteContext, id: string, extended = true) {
  const volume = findVolume(context.cloud, context.caller, id)
  return volumeView(
    context.cloud,
    volume,
    context.cloud.attachmentsOf(id),
    { caller: context.caller, microversion: context.version, base: context.base },
    { extended },
  )
}

function list(detail: boolean) {
  return (context: RouteContext) => {
    const path = detail ? 'volumes/detail' : 'volumes'
    const { items, count, links } = listVolumes(context, path)
    const index = context.cloud.attachmentIndex()
    const volumes = items.map((volume) =>
      detail
        ? volumeView(context.cloud, volume, index.get(volume.id) ?? [], {
            caller: context.caller,
            microversion: context.version,
            base: context.base,
          })
        : { id: volume.id, name: volume.name, links: [{ rel: 'self', href: `${context.base}/volumes/${volume.id}` }] },
    )
    const body: Record<string, unknown> = { volumes }
    if (links.length > 0) body.volumes_links = links
    if (atLeast(context.version, '3.45') && ['true', 'True', '1'].includes(context.query.get('with_count') ?? '')) {
      body.count = count
    }
    return json(body)
  }
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ volume: Record<string, unknown> }>(schemas.volumeCreate)
  const input = body.volume
  for (const field of ['name', 'description'] as const) {
    const tooLong = schemas.checkLength(
      field,
      input[field] ?? input[field === 'name' ? 'display_name' : 'display_description'],
    )
    if (tooLong) fail(400, tooLong)
  }
  const multiattach =
    input.multiattach === undefined || input.multiattach === null ? undefined : schemas.truthy(input.multiattach)
  const sizeValue = input.size
  const sources = [input.backup_id, input.imageRef ?? input.image_id, input.snapshot_id, input.source_volid]
  if (sources.filter(Boolean).length > 1) {
    fail(400, 'Invalid input received: May specify only one of backup, imageRef, snapshot, source volume')
  }
  const hasSource = sources.some(Boolean)
  if ((sizeValue === undefined || sizeValue === null) && !hasSource) {
    // webob's default text (observed on Zed).
    fail(400, 'The server could not comply with the request since it is either malformed or otherwise incorrect.')
  }
  let size = sizeValue === undefined || sizeValue === null ? 0 : Number(sizeValue)
  if (!size && typeof input.source_volid === 'string')
    size = findVolume(context.cloud, context.caller, input.source_volid).size
  const params: CreateVolumeInput = {
    size,
    name: (input.name ?? input.display_name ?? null) as string | null,
    description: (input.description ?? input.display_description ?? null) as string | null,
    volume_type: (input.volume_type ?? null) as string | null,
    availability_zone: (input.availability_zone ?? null) as string | null,
    source_volid: (input.source_volid ?? null) as string | null,
    snapshot_id: (input.snapshot_id ?? null) as string | null,
    backup_id: (input.backup_id ?? null) as string | null,
    imageRef: (input.imageRef ?? input.image_id ?? null) as string | null,
    metadata: (input.metadata ?? {}) as Record<string, string>,
    multiattach,
    group_id: (input.group_id ?? null) as string | null,
  }
  const volume = createVolume(context.cloud, context.caller, params)
  return json({ volume: view(context, volume.id, false) }, 202)
}

async function update(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ volume: Record<string, unknown> }>(schemas.volumeUpdate)
  const volume = findVolume(context.cloud, context.caller, context.params.id as string)
  requirePolicy(context.cloud, context.caller, 'volume:update')
  enforce(canUpdateVolume(volume))
  const input = body.volume
  // From 3.53 the schema wants at least one field (C:cinder/api/schemas/volumes.py, update_volume_v353).
  if (atLeast(context.version, '3.53') && Object.keys(input).length === 0) {
    fail(400, 'Invalid input for field/attribute volume. Value: {}. {} is not valid under any of the given schemas')
  }
  for (const field of ['name', 'description'] as const) {
    const tooLong = schemas.checkLength(field, input[field])
    if (tooLong) fail(400, tooLong)
  }
  if ('name' in input || 'display_name' in input)
    volume.name = (input.name ?? input.display_name ?? null) as string | null
  if ('description' in input || 'display_description' in input) {
    volume.description = (input.description ?? input.display_description ?? null) as string | null
  }
  if (input.metadata) volume.metadata = { ...(input.metadata as Record<string, string>) }
  volume.updated_at = context.cloud.isoNow()
  return json({ volume: view(context, volume.id, false) })
}

/** cinder.utils.get_bool_param: a strict boolean, else a 400. */
function boolParam(value: string | null, name: string): boolean {
  if (value === null) return false
  const lower = value.toLowerCase()
  if (['true', 't', '1', 'on', 'y', 'yes'].includes(lower)) return true
  if (['false', 'f', '0', 'off', 'n', 'no'].includes(lower)) return false
  return fail(400, `Value '${value}' for '${name}' is not a boolean.`)
}

function remove(context: RouteContext): Response {
  // force counts from 3.23 (a strict boolean); below it Cinder ignores it (seen on a real Zed cloud).
  const force = atLeast(context.version, '3.23') && boolParam(context.query.get('force'), 'force')
  const cascade = boolParam(context.query.get('cascade'), 'cascade')
  deleteVolume(context.cloud, context.caller, context.params.id as string, force, cascade)
  return webobEmpty(202)
}

async function action(context: RouteContext): Promise<Response> {
  const id = context.params.id as string
  const body = (await context.body()) as Record<string, unknown>
  const name = body && typeof body === 'object' ? Object.keys(body)[0] : undefined
  const { cloud, caller } = context
  switch (name) {
    case 'os-extend': {
      const valid = await context.validBody<{ 'os-extend': { new_size: number | string } }>(schemas.extend)
      extendVolume(cloud, caller, id, Number(valid['os-extend'].new_size), atLeast(context.version, '3.42'))
      return empty(202)
    }
    case 'os-retype': {
      const valid = await context.validBody<{ 'os-retype': { new_type: string } }>(schemas.retype)
      retypeVolume(cloud, caller, id, valid['os-retype'].new_type)
      return empty(202)
    }
    case 'os-update_readonly_flag': {
      const valid = await context.validBody<{ 'os-update_readonly_flag': { readonly: unknown } }>(schemas.readonlyFlag)
      updateReadonlyFlag(cloud, caller, id, schemas.truthy(valid['os-update_readonly_flag'].readonly))
      return empty(202)
    }
    case 'os-set_bootable': {
      const valid = await context.validBody<{ 'os-set_bootable': { bootable: unknown } }>(schemas.setBootable)
      setBootable(cloud, caller, id, schemas.truthy(valid['os-set_bootable'].bootable))
      return empty(200)
    }
    case 'os-detach': {
      // The legacy detach (R8): a user meets the bug 2004555 guard first.
      const volume = findVolume(cloud, caller, id)
      const wanted = (body['os-detach'] as { attachment_id?: string } | null)?.attachment_id
      const attachments = cloud.attachmentsOf(id)
      const attachment = wanted
        ? attachments.find((candidate) => candidate.id === wanted)
        : attachments.length === 1
          ? attachments[0]
          : undefined
      const novaKnows = attachment?.instance_uuid ? Boolean(cloud.server(attachment.instance_uuid)) : false
      enforce(
        canUserDeleteAttachment(
          attachment
            ? {
                instanceId: attachment.instance_uuid,
                hasConnectionInfo: attachment.connection_info !== null,
                status: attachment.attach_status,
              }
            : null,
          { isService: isService(caller), novaKnowsInstance: novaKnows },
        ),
      )
      if (!attachment)
        fail(400, 'Invalid volume: Detach volume failed: More than one attachment, but no attachment_id provided.')
      deleteAttachment(cloud, volume, attachment)
      return empty(202)
    }
    case 'os-begin_detaching': {
      const volume = findVolume(cloud, caller, id)
      enforce(canBeginDetaching({ status: volume.status, attachStatus: volume.attach_status }))
      volume.status = 'detaching'
      return empty(202)
    }
    case 'revert': {
      // 3.40 (C:cinder/api/v3/volumes.py#revert); below it the action does not exist.
      if (!atLeast(context.version, '3.40')) return fail(404, 'The resource could not be found.')
      const input = body.revert
      if (!input || typeof input !== 'object') fail(400, "Missing required element 'revert' in request body.")
      revertToSnapshot(cloud, caller, id, (input as { snapshot_id?: unknown }).snapshot_id)
      return empty(202)
    }
    case 'os-volume_upload_image': {
      // U1, U2: the schema of the microversion (visibility and protected from 3.1), then the rest in Cinder's order.
      const withParams = atLeast(context.version, UPLOAD_IMAGE_PARAMS_MICROVERSION)
      const valid = await context.validBody<{ 'os-volume_upload_image': Record<string, unknown> }>(
        schemas.uploadImage(withParams),
      )
      const input = valid['os-volume_upload_image']
      const answer = uploadVolumeToImage(cloud, caller, id, {
        imageName: input.image_name as string,
        force: input.force === undefined ? false : schemas.truthy(input.force),
        diskFormat: (input.disk_format as UploadDiskFormat | undefined) ?? 'raw',
        containerFormat: (input.container_format as string | null | undefined) ?? 'bare',
        visibility: withParams ? ((input.visibility as ImageVisibility | undefined) ?? 'private') : undefined,
        protected: withParams ? input.protected !== undefined && schemas.truthy(input.protected) : undefined,
      })
      return json({ 'os-volume_upload_image': answer }, 202)
    }
    case 'os-migrate_volume': {
      const input = body['os-migrate_volume'] as { host?: unknown } | null
      if (!input || typeof input.host !== 'string') {
        return fail(
          400,
          "Invalid input for field/attribute os-migrate_volume. Value: {}. 'host' is a required property",
        )
      }
      migrateVolume(cloud, caller, id, input.host)
      return empty(202)
    }
    case 'os-reset_status': {
      const valid = await context.validBody<{ 'os-reset_status': ResetRequest }>(schemas.resetStatus)
      resetVolumeStatus(cloud, caller, id, valid['os-reset_status'])
      return empty(202)
    }
    case 'os-force_detach': {
      const valid = await context.validBody<{ 'os-force_detach': { attachment_id?: string | null } }>(
        schemas.forceDetach,
      )
      forceDetach(cloud, caller, id, valid['os-force_detach'].attachment_id ?? null)
      return empty(202)
    }
    case 'os-force_delete': {
      findVolume(cloud, caller, id)
      requirePolicy(cloud, caller, 'volume_extension:volume_admin_actions:force_delete')
      deleteVolume(cloud, caller, id, true, false, null)
      return empty(202)
    }
    case 'os-unmanage':
      unmanageVolume(cloud, caller, id)
      return webobEmpty(202)
    case 'os-roll_detaching': {
      const volume = findVolume(cloud, caller, id)
      if (volume.status === 'detaching') volume.status = 'in-use'
      return empty(202)
    }
    default:
      return fail(
        400,
        `There is no such action: ${name ?? ''}. Verify the request body and Content-Type header and try again.`,
      )
  }
}

export const volumeRoutes: Route[] = [
  { method: 'GET', path: 'volumes', handle: list(false) },
  { method: 'GET', path: 'volumes/detail', handle: list(true) },
  { method: 'POST', path: 'volumes', handle: create },
  {
    method: 'GET',
    path: 'volumes/:id',
    handle: (context) => json({ volume: view(context, context.params.id as string) }),
  },
  { method: 'PUT', path: 'volumes/:id', handle: update },
  { method: 'DELETE', path: 'volumes/:id', handle: remove },
  { method: 'POST', path: 'volumes/:id/action', handle: action },
]
