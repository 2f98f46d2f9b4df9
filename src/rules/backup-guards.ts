// What the console offers for backups, and why not, in the reader's words: the questions of
// backup-rules.ts (B1–B5) asked before the click. The demo cloud enforces the same functions.
import type { Backup, Volume } from '../api/types'
import { tr } from '../i18n/tr'
import {
  BACKUP_NOT_SCHEDULED,
  canCreateBackup,
  canCreateFromBackup,
  canDeleteBackup,
  canIncrement,
  canRestoreBackup,
} from './backup-rules'
import { canExportBackup } from './backup-record-rules'
import type { Guard } from './guards'

const shown = (status: string) => tr(status, { ns: 'status' })
const no = (reason: string): Guard => ({ ok: false, reason })

/**
 * What a member can see of a cloud without a backup service, said once for the Backups panel and
 * Create Backup: a backup failed with the scheduler's reason at `when` (Cinder's user message
 * VOLUME_VOLUME_BACKUP_013_024, docs/messages.md, or the failed backup itself), and none of the
 * project's backups has been made since.
 */
export function noBackupServiceWarning(when: string): string {
  return tr(
    'This cloud may run no backup service: a backup failed at {{when}} with "{{message}}", and none has been made since. A new backup may fail the same way; ask the operator whether cinder-backup runs.',
    { when, message: BACKUP_NOT_SCHEDULED },
  )
}

/** Create Backup of the volume itself (B1); the console sends force for an in-use volume. */
export function canBackUp(volume: Pick<Volume, 'id' | 'status'>): Guard {
  if (canCreateBackup(volume, { force: true }).ok) return { ok: true }
  return no(tr('A volume that is {{status}} cannot be backed up.', { status: shown(volume.status) }))
}

/** An incremental on the volume's newest backup (B2); `backups` newest first. */
export function canBackUpIncrementally(backups: readonly Pick<Backup, 'status' | 'name' | 'id'>[]): Guard {
  const newest = backups[0] ?? null
  if (canIncrement(newest).ok) return { ok: true }
  if (!newest) return no(tr('The volume has no backup yet: the first one is a full backup.'))
  return no(
    tr('Its newest backup, {{name}}, is {{status}}: an incremental needs it available.', {
      name: newest.name || newest.id,
      status: shown(newest.status),
    }),
  )
}

export function canRemoveBackup(backup: Pick<Backup, 'status' | 'has_dependent_backups'>): Guard {
  if (canDeleteBackup(backup).ok) return { ok: true }
  if (backup.has_dependent_backups) return no(tr('Incremental backups depend on it: delete them first.'))
  return no(tr('A backup that is {{status}} cannot be deleted.', { status: shown(backup.status) }))
}

/** Restore at all (B4): the backup available; the no-service failure said as such. */
export function canRestore(backup: Pick<Backup, 'status' | 'size' | 'fail_reason'>): Guard {
  if (canRestoreBackup(backup, null).ok) return { ok: true }
  if (backup.fail_reason === BACKUP_NOT_SCHEDULED) {
    return no(tr('This cloud runs no backup service: the backup was never made.'))
  }
  return no(tr('A backup that is {{status}} cannot be restored.', { status: shown(backup.status) }))
}

/** An existing volume as the restore's target (B4): available (detached everywhere) and large enough. */
export function canRestoreOnto(
  backup: Pick<Backup, 'status' | 'size'>,
  volume: Pick<Volume, 'status' | 'size' | 'attachments'>,
): Guard {
  if (canRestoreBackup(backup, volume).ok) return { ok: true }
  if (volume.attachments.length > 0) {
    return no(
      tr('Attached to {{count}} server(s): detach it from every one first.', { count: volume.attachments.length }),
    )
  }
  if (volume.status !== 'available') return no(tr('The volume is {{status}}.', { status: shown(volume.status) }))
  return no(tr('{{size}} GiB: smaller than the backup ({{backup}} GiB).', { size: volume.size, backup: backup.size }))
}

/** Force delete (admin): any status, but incrementals on top of it still block it (B3, C:cinder/backup/api.py#delete). */
export function canForceRemoveBackup(backup: Pick<Backup, 'has_dependent_backups'>): Guard {
  if (backup.has_dependent_backups) return no(tr('Incremental backups depend on it: delete them first.'))
  return { ok: true }
}

/** A new volume from the backup (B5): the backup available. */
export function canCreateVolumeFrom(backup: Pick<Backup, 'status' | 'size' | 'fail_reason'>): Guard {
  if (canCreateFromBackup(backup, backup.size).ok) return { ok: true }
  if (backup.fail_reason === BACKUP_NOT_SCHEDULED) {
    return no(tr('This cloud runs no backup service: the backup was never made.'))
  }
  return no(
    tr('A volume is made only from an available backup; this one is {{status}}.', { status: shown(backup.status) }),
  )
}

/** Export Record (MG5): Cinder exports an available backup only. */
export function canExportRecord(backup: Pick<Backup, 'status'>): Guard {
  if (canExportBackup(backup).ok) return { ok: true }
  return no(
    tr('Cinder exports the record of an available backup; this one is {{status}}.', { status: shown(backup.status) }),
  )
}
