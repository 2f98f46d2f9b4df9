// One place that opens the backup dialogs, for the list page and the detail page alike.
// Create Volume from a backup is the Volumes panel's dialog, reached by its link.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Backup } from '../../api'
import { createFromBackupPath } from '../../lib/paths'
import type { BackupActionId } from './backup-actions'
import { DeleteBackupsDialog } from './DeleteBackupsDialog'
import { EditBackupDialog } from './EditBackupDialog'
import { ExportRecordDialog } from './ExportRecordDialog'
import { ForceDeleteBackupDialog } from './ForceDeleteBackupDialog'
import { ResetBackupStatusDialog } from './ResetBackupStatusDialog'
import { RestoreBackupDialog } from './RestoreBackupDialog'

type Open =
  | { kind: 'edit' | 'restore' | 'reset-status' | 'force-delete' | 'export-record'; backup: Backup }
  | { kind: 'delete'; backups: Backup[] }

export function useBackupDialogs(options: { onDeleted?: (ids: string[]) => void } = {}) {
  const [open, setOpen] = useState<Open | null>(null)
  const navigate = useNavigate()
  const close = () => setOpen(null)

  function act(id: BackupActionId, backup: Backup) {
    if (id === 'create-volume') void navigate(createFromBackupPath(backup.id))
    else if (id === 'delete') setOpen({ kind: 'delete', backups: [backup] })
    else setOpen({ kind: id, backup })
  }

  const element = (() => {
    switch (open?.kind) {
      case 'edit':
        return <EditBackupDialog backup={open.backup} onClose={close} />
      case 'restore':
        return <RestoreBackupDialog backup={open.backup} onClose={close} />
      case 'reset-status':
        return <ResetBackupStatusDialog backup={open.backup} onClose={close} />
      case 'export-record':
        return <ExportRecordDialog backup={open.backup} onClose={close} />
      case 'force-delete': {
        const id = open.backup.id
        return (
          <ForceDeleteBackupDialog
            backup={open.backup}
            onClose={(deleted) => {
              close()
              if (deleted) options.onDeleted?.([id])
            }}
          />
        )
      }
      case 'delete':
        return (
          <DeleteBackupsDialog
            backups={open.backups}
            onClose={(deleted) => {
              close()
              if (deleted.length > 0) options.onDeleted?.(deleted)
            }}
          />
        )
      default:
        return null
    }
  })()

  return { element, act, deleteMany: (backups: Backup[]) => setOpen({ kind: 'delete', backups }) }
}
