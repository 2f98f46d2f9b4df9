// Which actions a volume offers, each with the reason when it is not allowed.
import type { OpenStackClient, Volume } from '../../../api'
import type { Guard } from '../../../rules/guards'
import { canAttachVolume, canDelete, canExtend, canSetReadonly } from '../../../rules/guards'
import { canMigrate, canMoveShared, readWriteCount } from '../../../rules/migrate-guards'

export type VolumeActionId = 'attach' | 'manage' | 'extend' | 'retype' | 'readonly' | 'migrate' | 'move' | 'delete'

export interface VolumeAction {
  id: VolumeActionId
  label: string
  guard: Guard
}

export function canChange(client: OpenStackClient): boolean {
  return client.token.roles.some((role) => role === 'member' || role === 'admin')
}

const READER: Guard = { ok: false, reason: 'Your role in this project can only read.' }

/** `modes`: attach_mode by attachment id, for the read/write count a migration depends on. */
export function volumeActions(volume: Volume, client: OpenStackClient, modes?: Map<string, string>): VolumeAction[] {
  const writer = canChange(client)
  const guard = (check: () => Guard): Guard => (writer ? check() : READER)
  const readonly = volume.metadata.readonly === 'True'
  const actions: VolumeAction[] = [
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
  if (!client.isAdmin) return actions
  const readWrite = readWriteCount(volume, modes)
  const migrate: VolumeAction = { id: 'migrate', label: 'Migrate Volume', guard: canMigrate(volume, readWrite, true) }
  const move: VolumeAction = { id: 'move', label: 'Move Shared Volume', guard: canMoveShared(volume, readWrite, true) }
  // Administrators only (Cinder's admin actions); the guided move only where it is the way.
  return [
    ...actions.slice(0, -1),
    migrate,
    ...(move.guard.ok ? [move] : []),
    actions[actions.length - 1] as VolumeAction,
  ]
}
