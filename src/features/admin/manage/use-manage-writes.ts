// An admin's manage writes (POST /os-volume-manage, /os-snapshot-manage): the volume or snapshot
// is made in the admin's project, `creating` until the backend has handed the storage over.
// Refreshes what the backends hold, the volumes, snapshots and quota (the manage family).
import type { ManagedVolume, Snapshot, SnapshotManageParams, VolumeManageParams } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'

export function useManageVolume(onDone: (volume: ManagedVolume) => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<VolumeManageParams, ManagedVolume>({
    mutationFn: (params) => client.cinder.manageVolume(params),
    invalidates: ['manage'],
    success: (volume) => t('Managing {{name}}: Cinder makes it a volume', { name: volume.name || volume.id }),
    failure: (params) => t('Could not manage {{name}}', { name: String(params.ref['source-name'] ?? '') }),
    onSuccess: onDone,
  })
}

export function useManageSnapshot(onDone: (snapshot: Snapshot) => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<SnapshotManageParams, Snapshot>({
    mutationFn: (params) => client.cinder.manageSnapshot(params),
    invalidates: ['manage'],
    success: (snapshot) => t('Managing {{name}}: Cinder makes it a snapshot', { name: snapshot.name || snapshot.id }),
    failure: (params) => t('Could not manage {{name}}', { name: String(params.ref['source-name'] ?? '') }),
    onSuccess: onDone,
  })
}
