// The types a replicating group needs, made by the administrator for a contract file: a volume
// type with replication_enabled and a group type with group_replication_enabled (both "<is> True",
// C:cinder/group/api.py#_check_type), and their removal once the file's groups are gone.
import type { GroupType, OpenStackClient, VolumeGroup, VolumeType } from '../api'

export interface ReplicationTypes {
  volumeType: VolumeType
  groupType: GroupType
  remove(): Promise<void>
}

export async function makeReplicationTypes(
  admin: OpenStackClient,
  name: (label: string) => string,
): Promise<ReplicationTypes> {
  const volumeType = await admin.cinder.createVolumeType({
    name: name('rep-vtype'),
    extra_specs: { replication_enabled: '<is> True' },
  })
  const groupType = await admin.cinder.createGroupType({
    name: name('rep-gtype'),
    groupSpecs: { group_replication_enabled: '<is> True' },
  })
  return {
    volumeType,
    groupType,
    remove: async () => {
      await admin.cinder.deleteGroupType(groupType.id).catch(() => undefined)
      await admin.cinder.deleteVolumeType(volumeType.id).catch(() => undefined)
    },
  }
}

/** Neither the group nor its replication is on its way (the states Cinder leaves by itself). */
export const replicationSettled = (group: VolumeGroup): boolean =>
  !['creating', 'updating', 'deleting'].includes(group.status) &&
  !['enabling', 'disabling', 'failing-over'].includes(group.replication_status ?? '')
