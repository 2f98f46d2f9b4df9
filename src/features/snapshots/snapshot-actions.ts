// Which actions a snapshot offers, each with the reason when it is not allowed.
import type { OpenStackClient, Snapshot } from '../../api'
import { tr } from '../../i18n/tr'
import type { Guard } from '../../rules/guards'
import { asWriter } from '../../rules/roles'
import { canOfferSnapshotUnmanage } from '../../rules/manage-guards'
import { canRemoveSnapshot } from '../../rules/snapshot-guards'
import { snapshotIs } from '../../rules/statuses'

export type SnapshotActionId = 'create-volume' | 'edit' | 'metadata' | 'delete' | 'unmanage'

export interface SnapshotAction {
  id: SnapshotActionId
  label: string
  guard: Guard
}

export function snapshotActions(snapshot: Snapshot, client: OpenStackClient): SnapshotAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const status = tr(snapshot.status, { ns: 'status' })
  const actions: SnapshotAction[] = [
    {
      id: 'create-volume',
      label: tr('Create Volume'),
      guard: guard(() =>
        snapshotIs('usable', snapshot.status)
          ? { ok: true }
          : {
              ok: false,
              reason: tr('A volume is made only from an available snapshot; this one is {{status}}.', { status }),
            },
      ),
    },
    { id: 'edit', label: tr('Edit Snapshot'), guard: guard(() => ({ ok: true })) },
    // Cinder changes a snapshot's metadata in any status (C:cinder/volume/api.py#update_snapshot_metadata).
    { id: 'metadata', label: tr('Edit Metadata'), guard: guard(() => ({ ok: true })) },
    { id: 'delete', label: tr('Delete Snapshot'), guard: guard(() => canRemoveSnapshot(snapshot)) },
  ]
  // Administrators only: Cinder forgets the snapshot, the data stays on the backend (docs/manage.md).
  if (!client.isAdmin) return actions
  return [...actions, { id: 'unmanage', label: tr('Unmanage Snapshot'), guard: canOfferSnapshotUnmanage(snapshot) }]
}
