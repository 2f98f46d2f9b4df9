// Group replication as Zed does it (docs/cinder-groups.md §4.8): the API checks the types, the
// group and each member, sets them enabling, disabling or failing-over, and the volume service
// settles them (C:cinder/group/api.py, C:cinder/volume/manager.py#enable_replication and the
// others). The demo's replicating backend, like Cinder's reference fake driver
// (C:cinder/tests/fake_driver.py#FakeLoggingVolumeDriver), replicates whatever it is asked to.
import {
  checkGroupForReplication,
  checkMemberForReplication,
  checkReplicationTypes,
  isReplicatedVolumeType,
  isReplicationGroupType,
  REPLICATION_TRANSITION,
  replicationOutcome,
  type ReplicationAction,
} from '../../rules/group-replication'
import { backendOf } from '../../rules/group-rules'
import { requirePolicy } from './access'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { enforce } from './fault'
import { findGroup } from './group-lookup'
import { membersOf } from './groups'
import type { GroupRecord } from './state'

const POLICY: Record<ReplicationAction, string> = {
  enable: 'group:enable_replication',
  disable: 'group:disable_replication',
  failover: 'group:failover_replication',
}

/** #_check_type: the group type's specs, then each of the group's volume types in its order. */
function checkTypes(cloud: DemoCloud, group: GroupRecord): void {
  const groupType = cloud.groupTypes.find((type) => type.id === group.group_type_id)
  const volumeTypes = group.volume_type_ids.map((id) => {
    const type = cloud.state.volumeTypes.find((candidate) => candidate.id === id)
    return { id, replicated: type ? isReplicatedVolumeType(type.extra_specs) : false }
  })
  enforce(checkReplicationTypes(group.id, isReplicationGroupType(groupType?.group_specs ?? {}), volumeTypes))
}

export interface ReplicationRequest {
  allowAttached?: boolean
  secondaryBackendId?: string | null
}

/** The action's API part: policy, types, group, members in turn (each passed one is set at once). */
export function startGroupReplication(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
  action: ReplicationAction,
  request: ReplicationRequest = {},
): void {
  const group = findGroup(cloud, caller, id)
  requirePolicy(cloud, caller, POLICY[action])
  checkTypes(cloud, group)
  enforce(
    checkGroupForReplication(action, {
      id: group.id,
      status: group.status,
      replicationStatus: group.replication_status ?? 'disabled',
    }),
  )
  const transition = REPLICATION_TRANSITION[action]
  for (const volume of membersOf(cloud, group.id)) {
    enforce(
      checkMemberForReplication(
        action,
        { id: volume.id, status: volume.status, replicationStatus: volume.replication_status ?? null },
        request.allowAttached ?? false,
      ),
    )
    volume.replication_status = transition
  }
  group.replication_status = transition
  cloud.schedule({
    kind: 'group-replicated',
    groupId: group.id,
    action,
    secondaryBackendId: request.secondaryBackendId ?? null,
  })
}

/**
 * The volume service's part: the group and its members as the driver leaves them. The manager
 * writes the driver's answer first and its own status after, so a fail-back ("default") shows
 * the driver's "failed-over" for a moment before "enabled" (C:cinder/volume/manager.py
 * #failover_replication with C:cinder/tests/fake_driver.py; seen on a Zed cloud).
 */
export function finishGroupReplication(
  cloud: DemoCloud,
  groupId: string,
  action: ReplicationAction,
  secondaryBackendId: string | null,
  final = false,
): void {
  const group = cloud.groups.find((candidate) => candidate.id === groupId)
  if (!group) return
  const failingBack = action === 'failover' && replicationOutcome(action, secondaryBackendId) !== 'failed-over'
  const outcome = failingBack && !final ? 'failed-over' : replicationOutcome(action, secondaryBackendId)
  for (const volume of membersOf(cloud, group.id)) volume.replication_status = outcome
  group.replication_status = outcome
  if (failingBack && !final) {
    cloud.schedule({ kind: 'group-replicated', groupId, action, secondaryBackendId, final: true })
  }
}

/**
 * list_replication_targets: the backend's replication_device entries, whole for an admin and only
 * their backend_id for anyone else (C:cinder/volume/manager.py#list_replication_targets).
 */
export function replicationTargets(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
): { replication_targets: Array<Record<string, string>> } {
  const group = findGroup(cloud, caller, id)
  requirePolicy(cloud, caller, 'group:list_replication_targets')
  checkTypes(cloud, group)
  const backend = cloud.state.backends.find((candidate) => backendOf(candidate.host) === backendOf(group.host))
  const devices = backend?.replicationDevices ?? []
  return {
    replication_targets: isAdmin(caller)
      ? devices.map((device) => ({ ...device }))
      : devices.filter((device) => device.backend_id).map((device) => ({ backend_id: device.backend_id as string })),
  }
}
