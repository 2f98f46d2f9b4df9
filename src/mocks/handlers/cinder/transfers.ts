// Volume transfer routes, the legacy /os-volume-transfer and /volume-transfers (3.55), one view
// builder for both (C:cinder/api/views/transfers.py: links name os-volume-transfer either way).
// The key is in the create answer only.
import { atLeast } from '../../../api/microversion'
import {
  TRANSFER_ENCRYPTED_MICROVERSION,
  TRANSFER_HISTORY_MICROVERSION,
  TRANSFER_NO_SNAPSHOTS_MICROVERSION,
} from '../../../rules/transfer-rules'
import { isAdmin } from '../../cloud/cloud'
import type { TransferRecord } from '../../cloud/state'
import { acceptTransfer, createTransfer, deleteTransfer, findTransfer, listTransfers } from '../../cloud/transfers'
import { json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import * as schemas from './schemas'

type Family = 'os-volume-transfer' | 'volume-transfers'

function links(context: RouteContext, transfer: TransferRecord) {
  return [
    { rel: 'self', href: `${context.base}/os-volume-transfer/${transfer.id}` },
    { rel: 'bookmark', href: `${context.base.replace(/\/v3\//, '/')}/os-volume-transfer/${transfer.id}` },
  ]
}

function summary(context: RouteContext, transfer: TransferRecord) {
  return { id: transfer.id, volume_id: transfer.volume_id, name: transfer.name, links: links(context, transfer) }
}

function detail(context: RouteContext, transfer: TransferRecord) {
  const view: Record<string, unknown> = {
    id: transfer.id,
    created_at: transfer.created_at,
    name: transfer.name,
    volume_id: transfer.volume_id,
    links: links(context, transfer),
  }
  if (atLeast(context.version, TRANSFER_NO_SNAPSHOTS_MICROVERSION)) view.no_snapshots = transfer.no_snapshots
  if (atLeast(context.version, TRANSFER_HISTORY_MICROVERSION)) {
    // Accepted and cancelled transfers are gone from the API: these never read otherwise (T21).
    view.destination_project_id = null
    view.source_project_id = transfer.source_project_id
    view.accepted = false
  }
  return view
}

function create(family: Family) {
  return async (context: RouteContext): Promise<Response> => {
    const withNoSnapshots =
      family === 'volume-transfers' && atLeast(context.version, TRANSFER_NO_SNAPSHOTS_MICROVERSION)
    const body = await context.validBody<{
      transfer: { volume_id: string; name?: string | null; no_snapshots?: unknown }
    }>(schemas.transferCreate(withNoSnapshots))
    const transfer = createTransfer(context.cloud, context.caller, {
      volumeId: body.transfer.volume_id,
      name: body.transfer.name ?? null,
      noSnapshots: schemas.truthy(body.transfer.no_snapshots ?? false),
      allowEncrypted: family === 'volume-transfers' && atLeast(context.version, TRANSFER_ENCRYPTED_MICROVERSION),
    })
    return json({ transfer: { ...detail(context, transfer), auth_key: transfer.auth_key } }, 202)
  }
}

function list(withDetail: boolean) {
  return (context: RouteContext): Response => {
    const allTenants =
      isAdmin(context.caller) && ['1', 'true', 'True', 'yes', 'on'].includes(context.query.get('all_tenants') ?? '')
    const name = context.query.get('name')
    const transfers = listTransfers(context.cloud, context.caller, allTenants).filter(
      (transfer) => name === null || transfer.name === name,
    )
    return json({ transfers: transfers.map((transfer) => (withDetail ? detail : summary)(context, transfer)) })
  }
}

function show(context: RouteContext): Response {
  return json({ transfer: detail(context, findTransfer(context.cloud, context.caller, context.params.id as string)) })
}

async function accept(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ accept: { auth_key: string | number } }>(schemas.transferAccept)
  const transfer = acceptTransfer(
    context.cloud,
    context.caller,
    context.params.id as string,
    String(body.accept.auth_key),
  )
  return json({ transfer: summary(context, transfer) }, 202)
}

function remove(context: RouteContext): Response {
  deleteTransfer(context.cloud, context.caller, context.params.id as string)
  return webobEmpty(202)
}

export const transferRoutes: Route[] = (['os-volume-transfer', 'volume-transfers'] as const).flatMap((family) => [
  { method: 'POST', path: family, handle: create(family) },
  { method: 'GET', path: family, handle: list(false) },
  { method: 'GET', path: `${family}/detail`, handle: list(true) },
  { method: 'GET', path: `${family}/:id`, handle: show },
  { method: 'POST', path: `${family}/:id/accept`, handle: accept },
  { method: 'DELETE', path: `${family}/:id`, handle: remove },
])
