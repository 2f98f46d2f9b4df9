// Which actions a volume offers, each with the reason when it is not allowed.
import type { ModeLookup } from '../../../rules/attachment-modes'
import type { OpenStackClient, Volume } from '../../../api'
import { tr } from '../../../i18n/tr'
import { canOfferUnmanage } from '../../../rules/manage-guards'
import { canOfferForceDelete } from '../../../rules/repair-rules'
import type { Guard } from '../../../rules/guards'
import {
  canAttachVolume,
  canDelete,
  canEditVolume,
  canEditVolumeMetadata,
  canExtend,
  canSetReadonly,
  canTransfer,
  canUploadToImage,
} from '../../../rules/guards'
import { canMigrate, canMoveShared, readWriteCount } from '../../../rules/migrate-guards'
import { asWriter } from '../../../rules/roles'
import { canSnapshot } from '../../../rules/snapshot-guards'
import { canBackUp } from '../../../rules/backup-guards'
import { canBootFrom } from '../../../rules/boot-guards'
import { featureReason } from '../../../components/error-text'
import { isErrorStatus, volumeIs } from '../../../rules/statuses'

export type VolumeActionId =
  | 'edit'
  | 'metadata'
  | 'attach'
  | 'manage'
  | 'launch'
  | 'snapshot'
  | 'backup'
  | 'revert'
  | 'extend'
  | 'retype'
  | 'readonly'
  | 'migrate'
  | 'move'
  | 'transfer'
  | 'upload'
  | 'reset'
  | 'unmanage'
  | 'forceDelete'
  | 'delete'

export interface VolumeAction {
  id: VolumeActionId
  label: string
  guard: Guard
}

/**
 * `modes`: attach_mode by attachment id, for the read/write count a migration depends on.
 * Called when the actions are shown (the menu opens, the page renders): labels and the reasons
 * made here are in the language shown then; the guards' own reasons come translated.
 */
export function volumeActions(volume: Volume, client: OpenStackClient, modes?: ModeLookup): VolumeAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const status = tr(volume.status, { ns: 'status' })
  const readonly = volume.metadata.readonly === 'True'
  const actions: VolumeAction[] = [
    { id: 'attach', label: tr('Attach'), guard: guard(() => canAttachVolume(volume)) },
    {
      id: 'manage',
      label: tr('Manage Attachments'),
      guard: guard(() =>
        isErrorStatus(volume.status)
          ? { ok: false, reason: tr('The volume is {{status}}.', { status }) }
          : { ok: true },
      ),
    },
    {
      id: 'launch',
      label: tr('Launch as Instance'),
      guard: guard(() =>
        client.nova
          ? canBootFrom(volume)
          : { ok: false, reason: tr("This cloud's catalog lists no compute service (Nova).") },
      ),
    },
    { id: 'edit', label: tr('Edit Volume'), guard: guard(() => canEditVolume(volume)) },
    { id: 'metadata', label: tr('Edit Metadata'), guard: guard(() => canEditVolumeMetadata(volume)) },
    { id: 'snapshot', label: tr('Create Snapshot'), guard: guard(() => canSnapshot(volume)) },
    { id: 'backup', label: tr('Create Backup'), guard: guard(() => canBackUp(volume)) },
    {
      id: 'revert',
      label: tr('Revert to Snapshot'),
      // Which snapshot and whether Cinder takes it now: the dialog asks the cloud and says so.
      guard: guard(() => {
        const feature = client.feature('revertToSnapshot')
        return feature.available ? { ok: true } : { ok: false, reason: featureReason(feature) }
      }),
    },
    { id: 'extend', label: tr('Extend Volume'), guard: guard(() => canExtend(volume, client.cinder.version)) },
    {
      id: 'retype',
      label: tr('Change Volume Type'),
      guard: guard(() =>
        volumeIs('retypable', volume.status)
          ? { ok: true }
          : { ok: false, reason: tr('A volume that is {{status}} cannot change type.', { status }) },
      ),
    },
    {
      id: 'readonly',
      label: readonly ? tr('Set read/write') : tr('Set read-only'),
      guard: guard(() => canSetReadonly(volume)),
    },
    { id: 'transfer', label: tr('Create Transfer'), guard: guard(() => canTransfer(volume, client.cinder.version)) },
    { id: 'upload', label: tr('Upload to Image'), guard: guard(() => canUploadToImage(volume)) },
    { id: 'delete', label: tr('Delete Volume'), guard: guard(() => canDelete(volume)) },
  ]
  if (!client.isAdmin) return actions
  const readWrite = readWriteCount(volume, modes)
  const migrate: VolumeAction = {
    id: 'migrate',
    label: tr('Migrate Volume'),
    guard: canMigrate(volume, readWrite, true),
  }
  const move: VolumeAction = {
    id: 'move',
    label: tr('Move Shared Volume'),
    guard: canMoveShared(volume, readWrite, true),
  }
  // Repairs: the dialogs check each choice and say what it does to the attachments (docs/repair.md).
  const reset: VolumeAction = { id: 'reset', label: tr('Reset Status'), guard: { ok: true } }
  const forceDelete: VolumeAction = {
    id: 'forceDelete',
    label: tr('Force Delete'),
    guard: canOfferForceDelete(volume),
  }
  // Cinder forgets the volume, the data stays on the backend (docs/manage.md); the dialog counts
  // the volume's snapshots before it offers the button.
  const unmanage: VolumeAction = { id: 'unmanage', label: tr('Unmanage Volume'), guard: canOfferUnmanage(volume) }
  // Administrators only (Cinder's admin actions); the guided move only where it is the way.
  return [
    ...actions.slice(0, -1),
    migrate,
    ...(move.guard.ok ? [move] : []),
    reset,
    actions[actions.length - 1] as VolumeAction,
    unmanage,
    forceDelete,
  ]
}
