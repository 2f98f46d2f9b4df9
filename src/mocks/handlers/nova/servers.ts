// Nova servers, flavors and instance actions.
import { atLeast } from '../../../api/microversion'
import type { BlockDeviceMappingV2 } from '../../../api/types'
import { isAdmin } from '../../cloud/cloud'
import { invalidStateMessage } from '../../../rules/nova-rules'
import { fail } from '../../cloud/fault'
import { createServers, deleteServer, findServer, shelveServer, unshelveServer } from '../../cloud/servers'
import { flavorView, serverStatus, serverView } from '../../cloud/views'
import { requirePolicy } from '../../cloud/access'
import { empty, json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { intParam } from '../../http/router'
import { serverCreate } from './schemas'

function extensionOn(context: RouteContext): boolean {
  return context.cloud.settings.attachModeExtension && atLeast(context.version, context.cloud.novaMaxVersion)
}

function list(detail: boolean) {
  return (context: RouteContext) => {
    const { cloud, caller, query } = context
    const allTenants = isAdmin(caller) && ['1', 'true', 'True'].includes(query.get('all_tenants') ?? '')
    const name = query.get('name')
    const status = query.get('status')
    let pattern: RegExp | null = null
    if (name) {
      try {
        pattern = new RegExp(name)
      } catch {
        pattern = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      }
    }
    let servers = cloud.state.servers
      .filter((server) => cloud.sees(caller, server.project_id, allTenants))
      .filter((server) => !pattern || pattern.test(server.name))
      .filter((server) => !status || serverStatus(server) === status.toUpperCase())
      .filter((server) => !query.get('host') || server.host === query.get('host'))
      .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : a.id < b.id ? 1 : -1))
    const marker = query.get('marker')
    if (marker) {
      const index = servers.findIndex((server) => server.id === marker)
      if (index < 0) fail(400, `marker [${marker}] not found`)
      servers = servers.slice(index + 1)
    }
    const limit = Math.min(intParam(query.get('limit'), 'limit') ?? 1000, 1000)
    const page = servers.slice(0, limit)
    const body: Record<string, unknown> = {
      servers: page.map((server) =>
        detail
          ? serverView(cloud, server, { caller, microversion: context.version, base: context.base })
          : {
              id: server.id,
              name: server.name,
              links: [{ rel: 'self', href: `${context.base}/servers/${server.id}` }],
            },
      ),
    }
    const last = page[page.length - 1]
    if (last && page.length === limit && servers.length > limit) {
      body.servers_links = [
        { rel: 'next', href: `${context.base}/servers${detail ? '/detail' : ''}?limit=${limit}&marker=${last.id}` },
      ]
    }
    return json(body)
  }
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    server: {
      name: string
      flavorRef: string | number
      imageRef?: string
      block_device_mapping_v2?: BlockDeviceMappingV2[]
      min_count?: number | string
      max_count?: number | string
      return_reservation_id?: unknown
      availability_zone?: string
      metadata?: Record<string, string>
      description?: string | null
    }
  }>(serverCreate(extensionOn(context), atLeast(context.version, '2.67')))
  const input = body.server
  const minCount = Number(input.min_count ?? 1)
  const maxCount = Number(input.max_count ?? minCount)
  if (minCount > maxCount) fail(400, 'min_count must be <= max_count')
  const created = createServers(
    context.cloud,
    context.caller,
    {
      name: input.name,
      flavorRef: String(input.flavorRef),
      imageRef: input.imageRef,
      bdms: input.block_device_mapping_v2 ?? [],
      minCount,
      maxCount,
      availabilityZone: input.availability_zone,
      metadata: input.metadata,
      description: input.description,
    },
    context.version,
  )
  const first = created[0]
  if (!first) return fail(500, 'No server was created.')
  if (
    input.return_reservation_id === true ||
    input.return_reservation_id === 'True' ||
    input.return_reservation_id === 'true'
  ) {
    return json({ reservation_id: `r-${first.id.slice(0, 8)}` }, 202)
  }
  const self = `${context.base}/servers/${first.id}`
  return json(
    {
      server: {
        id: first.id,
        links: [
          { rel: 'self', href: self },
          { rel: 'bookmark', href: `${context.base.replace(/\/v2\.1$/, '')}/servers/${first.id}` },
        ],
        'OS-DCF:diskConfig': 'MANUAL',
        security_groups: [{ name: 'default' }],
        adminPass: 'demo-cloud-password',
      },
    },
    202,
    // N:nova/api/openstack/compute/servers.py#create answers with the new server's address.
    { Location: self },
  )
}

async function action(context: RouteContext): Promise<Response> {
  const id = context.params.id as string
  const body = (await context.body()) as Record<string, unknown>
  const name = body && typeof body === 'object' ? Object.keys(body)[0] : undefined
  const { cloud, caller } = context
  switch (name) {
    case 'shelve':
      shelveServer(cloud, caller, id)
      return empty(202)
    case 'unshelve':
      unshelveServer(cloud, caller, id)
      return empty(202)
    case 'shelveOffload': {
      requirePolicy(cloud, caller, 'os_compute_api:os-shelve:shelve_offload')
      const server = findServer(cloud, caller, id)
      if (server.vm_state !== 'shelved') fail(409, invalidStateMessage('shelveOffload', id, server.vm_state))
      return empty(202)
    }
    case 'lock':
    case 'unlock': {
      const server = findServer(cloud, caller, id)
      server.locked = name === 'lock'
      return empty(202)
    }
    case 'os-stop':
    case 'os-start': {
      const server = findServer(cloud, caller, id)
      const from = name === 'os-stop' ? 'active' : 'stopped'
      if (server.vm_state !== from)
        fail(409, invalidStateMessage(name === 'os-stop' ? 'stop' : 'start', id, server.vm_state))
      server.vm_state = name === 'os-stop' ? 'stopped' : 'active'
      server.power_state = name === 'os-stop' ? 4 : 1
      return empty(202)
    }
    default:
      return fail(400, `There is no such action: ${name ?? ''}`)
  }
}

function flavorOf(context: RouteContext) {
  const flavor = context.cloud.state.flavors.find((candidate) => candidate.id === context.params.id)
  if (!flavor) return fail(404, `Flavor ${context.params.id} could not be found.`)
  return flavor
}

function actions(context: RouteContext): Response {
  const server = findServer(context.cloud, context.caller, context.params.id as string)
  const items = context.cloud.state.instanceActions
    .filter((entry) => entry.instance_uuid === server.id)
    .reverse()
    .map(({ result: _result, ...entry }) => ({ ...entry, updated_at: entry.start_time }))
  return json({ instanceActions: items })
}

function actionDetail(context: RouteContext): Response {
  const server = findServer(context.cloud, context.caller, context.params.id as string)
  const entry = context.cloud.state.instanceActions.find(
    (candidate) => candidate.instance_uuid === server.id && candidate.request_id === context.params.requestId,
  )
  if (!entry) return fail(404, `Action for request_id ${context.params.requestId} on instance ${server.id} not found`)
  const { result, ...rest } = entry
  return json({
    instanceAction: {
      ...rest,
      updated_at: entry.start_time,
      events: [
        {
          event: `compute_${entry.action}`,
          start_time: entry.start_time,
          finish_time: entry.start_time,
          result,
          traceback: entry.message,
        },
      ],
    },
  })
}

export const serverRoutes: Route[] = [
  { method: 'GET', path: 'servers', handle: list(false) },
  { method: 'GET', path: 'servers/detail', handle: list(true) },
  { method: 'POST', path: 'servers', handle: create },
  {
    method: 'GET',
    path: 'servers/:id',
    handle: (context) =>
      json({
        server: serverView(
          context.cloud,
          findServer(context.cloud, context.caller, context.params.id as string),
          { caller: context.caller, microversion: context.version, base: context.base },
          { show: true },
        ),
      }),
  },
  {
    method: 'DELETE',
    path: 'servers/:id',
    handle: (context) => {
      deleteServer(context.cloud, context.caller, context.params.id as string)
      return empty(204)
    },
  },
  { method: 'POST', path: 'servers/:id/action', handle: action },
  { method: 'GET', path: 'servers/:id/os-instance-actions', handle: actions },
  { method: 'GET', path: 'servers/:id/os-instance-actions/:requestId', handle: actionDetail },
  {
    method: 'GET',
    path: 'flavors',
    handle: (context) =>
      json({ flavors: context.cloud.state.flavors.map((flavor) => ({ id: flavor.id, name: flavor.name, links: [] })) }),
  },
  {
    method: 'GET',
    path: 'flavors/detail',
    handle: (context) =>
      json({ flavors: context.cloud.state.flavors.map((flavor) => flavorView(flavor, context.base, context.version)) }),
  },
  {
    method: 'GET',
    path: 'flavors/:id',
    handle: (context) => json({ flavor: flavorView(flavorOf(context), context.base, context.version) }),
  },
]
