// Nova's read-only project and service information: availability zones, limits, quota sets,
// services and flavor extra specs (N:nova/api/openstack/compute/availability_zone.py, limits.py,
// views/limits.py, quota_sets.py, services.py, flavors_extraspecs.py).
import { atLeast } from '../../../api/microversion'
import type { DemoCloud } from '../../cloud/cloud'
import { isAdmin } from '../../cloud/cloud'
import { CloudFault, fail } from '../../cloud/fault'
import { requirePolicy } from '../../cloud/access'
import { json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { policyRefusal } from '../../../rules/verdict'

/** Nova's default quotas (nova.conf [quota]). */
const DEFAULT_QUOTAS: Record<string, number> = {
  instances: 10,
  cores: 20,
  ram: 51200,
  metadata_items: 128,
  injected_files: 5,
  injected_file_content_bytes: 10240,
  injected_file_path_bytes: 255,
  key_pairs: 100,
  server_groups: 10,
  server_group_members: 10,
  fixed_ips: -1,
  floating_ips: -1,
  security_groups: -1,
  security_group_rules: -1,
}

const FILTERED_236 = ['fixed_ips', 'floating_ips', 'security_group_rules', 'security_groups']
const FILTERED_257 = [...FILTERED_236, 'injected_files', 'injected_file_content_bytes', 'injected_file_path_bytes']

function filteredQuotas(version: string): string[] {
  if (atLeast(version, '2.57')) return FILTERED_257
  if (atLeast(version, '2.36')) return FILTERED_236
  return []
}

function usage(cloud: DemoCloud, projectId: string): Record<string, number> {
  const servers = cloud.state.servers.filter((server) => server.project_id === projectId)
  const flavorOf = (id: string) => cloud.state.flavors.find((flavor) => flavor.id === id)
  return {
    instances: servers.length,
    cores: servers.reduce((sum, server) => sum + (flavorOf(server.flavor_id)?.vcpus ?? 0), 0),
    ram: servers.reduce((sum, server) => sum + (flavorOf(server.flavor_id)?.ram ?? 0), 0),
  }
}

/**
 * show and detail are PROJECT_READER_OR_ADMIN with the project in the path as the target;
 * defaults is open to anyone (N:nova/policies/quota_sets.py).
 */
function quotaSet(
  context: RouteContext,
  rule: 'show' | 'detail' | 'defaults',
  value: (resource: string, limit: number) => unknown,
): Response {
  const projectId = context.params.project as string
  if (rule !== 'defaults' && !isAdmin(context.caller) && projectId !== context.caller.projectId) {
    throw new CloudFault(policyRefusal(`os_compute_api:os-quota-sets:${rule}`))
  }
  const hidden = filteredQuotas(context.version)
  const set: Record<string, unknown> = { id: projectId }
  for (const [resource, limit] of Object.entries(DEFAULT_QUOTAS)) {
    if (!hidden.includes(resource)) set[resource] = value(resource, limit)
  }
  return json({ quota_set: set })
}

function limits(context: RouteContext): Response {
  const { version } = context
  const hidden = filteredQuotas(version)
  const names: Record<string, string[]> = {
    ram: ['maxTotalRAMSize'],
    instances: ['maxTotalInstances'],
    cores: ['maxTotalCores'],
    key_pairs: ['maxTotalKeypairs'],
    floating_ips: ['maxTotalFloatingIps'],
    metadata_items: atLeast(version, '2.39') ? ['maxServerMeta'] : ['maxServerMeta', 'maxImageMeta'],
    injected_files: ['maxPersonality'],
    injected_file_content_bytes: ['maxPersonalitySize'],
    security_groups: ['maxSecurityGroups'],
    security_group_rules: ['maxSecurityGroupRules'],
    server_groups: ['maxServerGroups'],
    server_group_members: ['maxServerGroupMembers'],
  }
  const absolute: Record<string, number> = {}
  for (const [resource, limitNames] of Object.entries(names)) {
    if (hidden.includes(resource)) continue
    for (const name of limitNames) absolute[name] = DEFAULT_QUOTAS[resource] as number
  }
  const used = usage(context.cloud, context.caller.projectId)
  const usedNames: Array<[string, string]> = [
    ['totalRAMUsed', 'ram'],
    ['totalCoresUsed', 'cores'],
    ['totalInstancesUsed', 'instances'],
    ['totalFloatingIpsUsed', 'floating_ips'],
    ['totalSecurityGroupsUsed', 'security_groups'],
    ['totalServerGroupsUsed', 'server_groups'],
  ]
  for (const [name, resource] of usedNames) if (!hidden.includes(resource)) absolute[name] = used[resource] ?? 0
  return json({ limits: { rate: [], absolute } })
}

function zones(context: RouteContext, detail: boolean): Response {
  if (detail) requirePolicy(context.cloud, context.caller, 'os_compute_api:os-availability-zone:detail')
  const updated = context.cloud.isoNow()
  const service = { available: true, active: true, updated_at: updated }
  const names = [...new Set(context.cloud.state.computeHosts.map((host) => host.availabilityZone))]
  const info = names.map((zoneName) => ({
    zoneName,
    zoneState: { available: true },
    hosts: detail
      ? Object.fromEntries(
          context.cloud.state.computeHosts
            .filter((host) => host.availabilityZone === zoneName)
            .map((host) => [host.name, { 'nova-compute': service }]),
        )
      : null,
  }))
  if (!detail) return json({ availabilityZoneInfo: info })
  const internal = {
    zoneName: 'internal',
    zoneState: { available: true },
    hosts: { devstack: { 'nova-conductor': service, 'nova-scheduler': service } },
  }
  return json({ availabilityZoneInfo: [internal, ...info] })
}

function services(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'os_compute_api:os-services:list')
  const rows = [
    { binary: 'nova-scheduler', host: 'devstack', zone: 'internal' },
    { binary: 'nova-conductor', host: 'devstack', zone: 'internal' },
    ...context.cloud.state.computeHosts.map((host) => ({
      binary: 'nova-compute',
      host: host.name,
      zone: host.availabilityZone,
    })),
  ]
  const uuids = atLeast(context.version, '2.53')
  return json({
    services: rows.map((row, index) => ({
      id: uuids ? `5f4a1c2e-0000-4000-8000-${String(index + 1).padStart(12, '0')}` : index + 1,
      ...row,
      status: 'enabled',
      state: 'up',
      updated_at: context.cloud.isoNow(),
      disabled_reason: null,
      ...(atLeast(context.version, '2.11') ? { forced_down: false } : {}),
    })),
  })
}

function flavorExtraSpecs(context: RouteContext): Response {
  const flavor = context.cloud.state.flavors.find((candidate) => candidate.id === context.params.id)
  if (!flavor) return fail(404, `Flavor ${context.params.id} could not be found.`)
  return json({ extra_specs: {} })
}

export const computeInfoRoutes: Route[] = [
  { method: 'GET', path: 'os-availability-zone', handle: (context) => zones(context, false) },
  { method: 'GET', path: 'os-availability-zone/detail', handle: (context) => zones(context, true) },
  { method: 'GET', path: 'limits', handle: limits },
  {
    method: 'GET',
    path: 'os-quota-sets/:project',
    handle: (context) => quotaSet(context, 'show', (_resource, limit) => limit),
  },
  {
    method: 'GET',
    path: 'os-quota-sets/:project/detail',
    handle: (context) => {
      const used = usage(context.cloud, context.params.project as string)
      return quotaSet(context, 'detail', (resource, limit) => ({ in_use: used[resource] ?? 0, limit, reserved: 0 }))
    },
  },
  {
    method: 'GET',
    path: 'os-quota-sets/:project/defaults',
    handle: (context) => quotaSet(context, 'defaults', (_resource, limit) => limit),
  },
  { method: 'GET', path: 'os-services', handle: services },
  { method: 'GET', path: 'flavors/:id/os-extra_specs', handle: flavorExtraSpecs },
]
