// One place that opens the volume dialogs, for the list page and the detail page alike.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { launchFromVolumePath } from '../../../lib/paths'
import type { Volume } from '../../../api'
import { AttachDialog } from '../attach/AttachDialog'
import { ManageAttachmentsDialog } from '../attach/ManageAttachmentsDialog'
import { CreateVolumeDialog } from '../create/CreateVolumeDialog'
import { DeleteVolumesDialog } from './DeleteVolumesDialog'
import { ExtendVolumeDialog } from './ExtendVolumeDialog'
import { EditVolumeDialog } from './EditVolumeDialog'
import { CreateTransferDialog } from './CreateTransferDialog'
import { UploadImageDialog } from './UploadImageDialog'
import { EditVolumeMetadataDialog } from './EditVolumeMetadataDialog'
import { RetypeVolumeDialog } from './RetypeVolumeDialog'
import { MigrateVolumeDialog } from '../migrate/MigrateVolumeDialog'
import { MoveSharedVolumeDialog } from '../migrate/MoveSharedVolumeDialog'
import { CreateBackupDialog } from '../snapshots/CreateBackupDialog'
import { CreateSnapshotDialog } from '../snapshots/CreateSnapshotDialog'
import { RevertToSnapshotDialog } from '../snapshots/RevertToSnapshotDialog'
import { useReadonlyFlag } from './use-readonly-flag'
import { ForceDeleteDialog } from '../../../dialogs/repair/ForceDeleteDialog'
import { ResetStatusDialog } from '../../../dialogs/repair/ResetStatusDialog'
import { UnmanageVolumeDialog } from '../../../dialogs/manage/UnmanageVolumeDialog'
import type { VolumeActionId } from './volume-actions'

/** What Create Volume starts from when a link names it. */
export type CreateFrom = { snapshotId: string } | { backupId: string }

type Open =
  | { kind: 'create'; from?: CreateFrom }
  | { kind: 'edit'; volume: Volume }
  | { kind: 'transfer'; volume: Volume }
  | { kind: 'upload'; volume: Volume }
  | { kind: 'metadata'; volume: Volume }
  | { kind: 'attach'; volume: Volume }
  | { kind: 'manage'; volume: Volume }
  | { kind: 'snapshot'; volume: Volume }
  | { kind: 'backup'; volume: Volume }
  | { kind: 'revert'; volume: Volume }
  | { kind: 'extend'; volume: Volume }
  | { kind: 'retype'; volume: Volume }
  | { kind: 'migrate'; volume: Volume }
  | { kind: 'move'; volume: Volume }
  | { kind: 'reset'; volume: Volume }
  | { kind: 'unmanage'; volume: Volume }
  | { kind: 'forceDelete'; volume: Volume }
  | { kind: 'delete'; volumes: Volume[] }

export function useVolumeDialogs(options: { onDeleted?: (ids: string[]) => void; onCreateClosed?: () => void } = {}) {
  const [open, setOpen] = useState<Open | null>(null)
  const readonlyFlag = useReadonlyFlag()
  const navigate = useNavigate()
  const close = () => setOpen(null)

  function act(id: VolumeActionId, volume: Volume) {
    if (id === 'readonly') void readonlyFlag.run(volume)
    // Launch Instance belongs to the Instances panel: it opens there, with the volume as boot source.
    else if (id === 'launch') void navigate(launchFromVolumePath(volume.id))
    else if (id === 'delete') setOpen({ kind: 'delete', volumes: [volume] })
    else setOpen({ kind: id, volume })
  }

  const element = (() => {
    switch (open?.kind) {
      case 'create':
        return (
          <CreateVolumeDialog
            open
            onClose={() => {
              close()
              options.onCreateClosed?.()
            }}
            initial={open.from}
          />
        )
      case 'edit':
        return <EditVolumeDialog volume={open.volume} onClose={close} />
      case 'transfer':
        return <CreateTransferDialog volume={open.volume} onClose={close} />
      case 'upload':
        return <UploadImageDialog volume={open.volume} onClose={close} />
      case 'metadata':
        return <EditVolumeMetadataDialog volume={open.volume} onClose={close} />
      case 'attach':
        return <AttachDialog open onClose={close} volume={open.volume} />
      case 'manage':
        return <ManageAttachmentsDialog open onClose={close} volumeId={open.volume.id} />
      case 'snapshot':
        return <CreateSnapshotDialog volume={open.volume} onClose={close} />
      case 'backup':
        return <CreateBackupDialog volume={open.volume} onClose={close} />
      case 'revert': {
        const volume = open.volume
        return (
          <RevertToSnapshotDialog
            volume={volume}
            onClose={close}
            onManageAttachments={() => setOpen({ kind: 'manage', volume })}
          />
        )
      }
      case 'extend':
        return <ExtendVolumeDialog volume={open.volume} onClose={close} />
      case 'retype':
        return <RetypeVolumeDialog volume={open.volume} onClose={close} />
      case 'migrate':
        return <MigrateVolumeDialog volume={open.volume} onClose={close} />
      case 'move':
        return <MoveSharedVolumeDialog volume={open.volume} onClose={close} />
      case 'reset':
        return <ResetStatusDialog volume={open.volume} onClose={close} />
      case 'unmanage': {
        const id = open.volume.id
        return (
          <UnmanageVolumeDialog volume={open.volume} onClose={close} onUnmanaged={() => options.onDeleted?.([id])} />
        )
      }
      case 'forceDelete': {
        const id = open.volume.id
        return <ForceDeleteDialog volume={open.volume} onClose={close} onDeleted={() => options.onDeleted?.([id])} />
      }
      case 'delete':
        return (
          <DeleteVolumesDialog
            volumes={open.volumes}
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

  return {
    element,
    act,
    create: (from?: CreateFrom) => setOpen({ kind: 'create', from }),
    deleteMany: (volumes: Volume[]) => setOpen({ kind: 'delete', volumes }),
  }
}
