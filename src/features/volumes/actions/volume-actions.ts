// Which actions a volume offers, each with the reason when it is not allowed.
import type { OpenStackClient, Volume } from '../../../api'
import type { Guard } from '../../../rules/guards'
import { canAttachVolume, canDelete, canExtend, canSetReadonly } from '../../../rules/guards'

export type VolumeActionId = 'attach' | 'manage' | 'extend' | 'retype' | 'readonly' | 'delete'

export interface VolumeAction {
  id: VolumeActionId
  label: string
  guard: Guard
}

export function canChange(client: OpenStackClient): boolean {
  return client.token.roles.some((role) => role === 'member' || role === 'admin')
}

const READER: Guard = { ok: false, reason: 'Your role in this project can only read.' }

export function volumeActions(volume: Volume, client: OpenStackClient): VolumeAction[] {
  const writer = canChange(client)
  const guard = (check: () => Guard): Guard => (writer ? check() : READER)
  const readonly = volume.metadata.readonly === 'True'
  return [
    { id: 'attach', label: 'Attach', guard: guard(() => canAttachVolume(volume)) },
    {
      id: 'manage',
      label: 'Manage Attachments',
      guard: guard(() =>
        volume.status.includes('error') ? { ok: false, reason: `The volume is ${volume.status}.` } : { ok: true },
      ),
    },
    { id: 'extend', label: 'Extend Volume', guard: guard(() => canExtend(volume, client.cinder.version)) },
    {
      id: 'retype',
      label: 'Change Volume Type',
      guard: guard(() =>
        ['available', 'in-use'].includes(volume.status)
          ? { ok: true }
          : { ok: false, reason: `A volume that is ${volume.status} cannot change type.` },
      ),
    },
    {
      id: 'readonly',
      label: readonly ? 'Set read/write' : 'Set read-only',
      guard: guard(() => canSetReadonly(volume)),
    },
    { id: 'delete', label: 'Delete Volume', guard: guard(() => canDelete(volume)) },
  ]
}
