// Finding a group or group snapshot the caller may see, for the group routes and for a volume
// created into a group (C:cinder/group/api.py#get, get_group_snapshot), and the requests Cinder
// makes of a volume created into one (C:cinder/volume/api.py#create).
import {
  canCreateVolumeInGroup,
  groupNotFound,
  groupSnapshotNotFound,
  RESERVED_GROUP_TYPE,
  reservedGroupType,
} from '../../rules/group-rules'
import { requirePolicy } from './access'
import type { Caller, DemoCloud } from './cloud'
import { CloudFault, enforce } from './fault'
import { pythonRepr } from './python-repr'
import type { GroupRecord, GroupSnapshotRecord, VolumeTypeRecord } from './state'

/** When the scenarios' volume types were made (the scenario builder's start). */
const SCENARIO_START = '2026-10-01T08:00:00Z'

/** The type of migrated consistency groups: Cinder's group routes act as if its groups were not there. */
export function reserved(cloud: DemoCloud, typeId: string): boolean {
  return cloud.groupTypes.find((type) => type.id === typeId)?.name === RESERVED_GROUP_TYPE
}

/** A group the caller may see (the DB lookup is project-scoped for a non-admin), then group:get. */
export function findGroup(cloud: DemoCloud, caller: Caller, id: string): GroupRecord {
  const group = cloud.groups.find((candidate) => candidate.id === id)
  if (!group || !cloud.sees(caller, group.project_id, true)) throw new CloudFault(groupNotFound(id))
  requirePolicy(cloud, caller, 'group:get')
  if (reserved(cloud, group.group_type_id)) throw new CloudFault(reservedGroupType(group.group_type_id))
  return group
}

export function findGroupSnapshot(cloud: DemoCloud, caller: Caller, id: string): GroupSnapshotRecord {
  const snapshot = cloud.groupSnapshots.find((candidate) => candidate.id === id)
  if (!snapshot || !cloud.sees(caller, snapshot.project_id, true)) throw new CloudFault(groupSnapshotNotFound(id))
  requirePolicy(cloud, caller, 'group:get_group_snapshot')
  return snapshot
}

/**
 * An oslo.versionedobjects repr of a volume type, as Cinder puts it in a message: its fields by
 * name, strings quoted, UUIDs and times bare, the QoS specs not loaded (`<?>`). A scenario's
 * types have no creation time of their own: they show the scenario's start.
 */
function volumeTypeRepr(type: VolumeTypeRecord): string {
  const fields = [
    `created_at=${(type.created_at ?? SCENARIO_START).replace(/\.\d+/, '').replace(/Z?$/, 'Z')}`,
    'deleted=False',
    'deleted_at=None',
    `description=${pythonRepr(type.description)}`,
    `extra_specs=${pythonRepr(type.extra_specs)}`,
    `id=${type.id}`,
    `is_public=${pythonRepr(type.is_public)}`,
    `name=${pythonRepr(type.name)}`,
    `projects=${pythonRepr(type.projects ?? [])}`,
    'qos_specs=<?>',
    `qos_specs_id=${type.qos_specs_id ?? 'None'}`,
    'updated_at=None',
  ]
  return `VolumeType(${fields.join(',')})`
}

/**
 * POST /volumes with `group_id`: the group (404 when the caller cannot see it), then a type must
 * have been asked for and be one of the group's (C:cinder/api/v3/volumes.py#create reads group_id
 * whatever the microversion; C:cinder/volume/api.py#create checks the type), then the group's
 * status (C:cinder/volume/flows/api/create_volume.py#_extract_group). The volume takes the
 * group's zone, whatever was asked (#_extract_availability_zones), and its backend. The checks
 * after the lookup are G8 (canCreateVolumeInGroup in src/rules/group-rules.ts), which Create
 * Volume asks too.
 */
export function groupForNewVolume(
  cloud: DemoCloud,
  caller: Caller,
  groupId: string,
  requested: VolumeTypeRecord | undefined,
): GroupRecord {
  const group = findGroup(cloud, caller, groupId)
  const type = requested ? { id: requested.id, repr: volumeTypeRepr(requested) } : null
  enforce(canCreateVolumeInGroup({ status: group.status, volumeTypes: group.volume_type_ids }, type))
  return group
}
