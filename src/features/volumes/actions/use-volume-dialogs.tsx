// One place that opens the volume dialogs, for the list page and the detail page alike.
import { Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { launchFromVolumePath } from '../../../lib/paths'
import type { Volume } from '../../../api'
import { preloadable } from '../../../lib/preloadable'
import { useReadonlyFlag } from './use-readonly-flag'
import type { VolumeActionId } from './volume-actions'

// Each loads when first wanted, not with the page (src/lib/preloadable.tsx): none is needed to draw
// the Volumes page, the first a signed-in visitor sees, and together they are more code than it.
const attachDialog = preloadable(() => import('../attach/AttachDialog').then((m) => m.AttachDialog))
const manageAttachmentsDialog = preloadable(() =>
  import('../attach/ManageAttachmentsDialog').then((m) => m.ManageAttachmentsDialog),
)
const createVolumeDialog = preloadable(() => import('../create/CreateVolumeDialog').then((m) => m.CreateVolumeDialog))
const deleteVolumesDialog = preloadable(() => import('./DeleteVolumesDialog').then((m) => m.DeleteVolumesDialog))
const extendVolumeDialog = preloadable(() => import('./ExtendVolumeDialog').then((m) => m.ExtendVolumeDialog))
const editVolumeDialog = preloadable(() => import('./EditVolumeDialog').then((m) => m.EditVolumeDialog))
const createTransferDialog = preloadable(() => import('./CreateTransferDialog').then((m) => m.CreateTransferDialog))
const uploadImageDialog = preloadable(() => import('./UploadImageDialog').then((m) => m.UploadImageDialog))
const editVolumeMetadataDialog = preloadable(() =>
  import('./EditVolumeMetadataDialog').then((m) => m.EditVolumeMetadataDialog),
)
const retypeVolumeDialog = preloadable(() => import('./RetypeVolumeDialog').then((m) => m.RetypeVolumeDialog))
const migrateVolumeDialog = preloadable(() =>
  import('../migrate/MigrateVolumeDialog').then((m) => m.MigrateVolumeDialog),
)
const moveSharedVolumeDialog = preloadable(() =>
  import('../migrate/MoveSharedVolumeDialog').then((m) => m.MoveSharedVolumeDialog),
)
const createBackupDialog = preloadable(() =>
  import('../snapshots/CreateBackupDialog').then((m) => m.CreateBackupDialog),
)
const createSnapshotDialog = preloadable(() =>
  import('../snapshots/CreateSnapshotDialog').then((m) => m.CreateSnapshotDialog),
)
const revertToSnapshotDialog = preloadable(() =>
  import('../snapshots/RevertToSnapshotDialog').then((m) => m.RevertToSnapshotDialog),
)
const forceDeleteDialog = preloadable(() =>
  import('../../../dialogs/repair/ForceDeleteDialog').then((m) => m.ForceDeleteDialog),
)
const resetStatusDialog = preloadable(() =>
  import('../../../dialogs/repair/ResetStatusDialog').then((m) => m.ResetStatusDialog),
)
const unmanageVolumeDialog = preloadable(() =>
  import('../../../dialogs/manage/UnmanageVolumeDialog').then((m) => m.UnmanageVolumeDialog),
)

const DIALOGS = [
  attachDialog,
  manageAttachmentsDialog,
  createVolumeDialog,
  deleteVolumesDialog,
  extendVolumeDialog,
  editVolumeDialog,
  createTransferDialog,
  uploadImageDialog,
  editVolumeMetadataDialog,
  retypeVolumeDialog,
  migrateVolumeDialog,
  moveSharedVolumeDialog,
  createBackupDialog,
  createSnapshotDialog,
  revertToSnapshotDialog,
  forceDeleteDialog,
  resetStatusDialog,
  unmanageVolumeDialog,
]

/** Starts loading every volume dialog: on a sign that the user is about to open one. */
export function preloadVolumeDialogs(): void {
  for (const dialog of DIALOGS) void dialog.preload().catch(() => undefined)
}

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
          <createVolumeDialog.Component
            open
            onClose={() => {
              close()
              options.onCreateClosed?.()
            }}
            initial={open.from}
          />
        )
      case 'edit':
        return <editVolumeDialog.Component volume={open.volume} onClose={close} />
      case 'transfer':
        return <createTransferDialog.Component volume={open.volume} onClose={close} />
      case 'upload':
        return <uploadImageDialog.Component volume={open.volume} onClose={close} />
      case 'metadata':
        return <editVolumeMetadataDialog.Component volume={open.volume} onClose={close} />
      case 'attach':
        return <attachDialog.Component open onClose={close} volume={open.volume} />
      case 'manage':
        return <manageAttachmentsDialog.Component open onClose={close} volumeId={open.volume.id} />
      case 'snapshot':
        return <createSnapshotDialog.Component volume={open.volume} onClose={close} />
      case 'backup':
        return <createBackupDialog.Component volume={open.volume} onClose={close} />
      case 'revert': {
        const volume = open.volume
        return (
          <revertToSnapshotDialog.Component
            volume={volume}
            onClose={close}
            onManageAttachments={() => setOpen({ kind: 'manage', volume })}
          />
        )
      }
      case 'extend':
        return <extendVolumeDialog.Component volume={open.volume} onClose={close} />
      case 'retype':
        return <retypeVolumeDialog.Component volume={open.volume} onClose={close} />
      case 'migrate':
        return <migrateVolumeDialog.Component volume={open.volume} onClose={close} />
      case 'move':
        return <moveSharedVolumeDialog.Component volume={open.volume} onClose={close} />
      case 'reset':
        return <resetStatusDialog.Component volume={open.volume} onClose={close} />
      case 'unmanage': {
        const id = open.volume.id
        return (
          <unmanageVolumeDialog.Component
            volume={open.volume}
            onClose={close}
            onUnmanaged={() => options.onDeleted?.([id])}
          />
        )
      }
      case 'forceDelete': {
        const id = open.volume.id
        return (
          <forceDeleteDialog.Component
            volume={open.volume}
            onClose={close}
            onDeleted={() => options.onDeleted?.([id])}
          />
        )
      }
      case 'delete':
        return (
          <deleteVolumesDialog.Component
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
    // Nothing shows while a dialog's code is still on its way (preloadVolumeDialogs usually has it).
    element: element && <Suspense fallback={null}>{element}</Suspense>,
    act,
    create: (from?: CreateFrom) => setOpen({ kind: 'create', from }),
    deleteMany: (volumes: Volume[]) => setOpen({ kind: 'delete', volumes }),
  }
}
