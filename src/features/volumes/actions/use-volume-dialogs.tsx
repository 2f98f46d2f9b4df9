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
const DIALOGS = {
  attach: preloadable(() => import('../attach/AttachDialog').then((m) => m.AttachDialog)),
  manage: preloadable(() => import('../attach/ManageAttachmentsDialog').then((m) => m.ManageAttachmentsDialog)),
  create: preloadable(() => import('../create/CreateVolumeDialog').then((m) => m.CreateVolumeDialog)),
  delete: preloadable(() => import('./DeleteVolumesDialog').then((m) => m.DeleteVolumesDialog)),
  extend: preloadable(() => import('./ExtendVolumeDialog').then((m) => m.ExtendVolumeDialog)),
  edit: preloadable(() => import('./EditVolumeDialog').then((m) => m.EditVolumeDialog)),
  transfer: preloadable(() => import('./CreateTransferDialog').then((m) => m.CreateTransferDialog)),
  upload: preloadable(() => import('./UploadImageDialog').then((m) => m.UploadImageDialog)),
  metadata: preloadable(() => import('./EditVolumeMetadataDialog').then((m) => m.EditVolumeMetadataDialog)),
  retype: preloadable(() => import('./RetypeVolumeDialog').then((m) => m.RetypeVolumeDialog)),
  migrate: preloadable(() => import('../migrate/MigrateVolumeDialog').then((m) => m.MigrateVolumeDialog)),
  move: preloadable(() => import('../migrate/MoveSharedVolumeDialog').then((m) => m.MoveSharedVolumeDialog)),
  backup: preloadable(() => import('../snapshots/CreateBackupDialog').then((m) => m.CreateBackupDialog)),
  snapshot: preloadable(() => import('../snapshots/CreateSnapshotDialog').then((m) => m.CreateSnapshotDialog)),
  revert: preloadable(() => import('../snapshots/RevertToSnapshotDialog').then((m) => m.RevertToSnapshotDialog)),
  forceDelete: preloadable(() => import('../../../dialogs/repair/ForceDeleteDialog').then((m) => m.ForceDeleteDialog)),
  reset: preloadable(() => import('../../../dialogs/repair/ResetStatusDialog').then((m) => m.ResetStatusDialog)),
  unmanage: preloadable(() =>
    import('../../../dialogs/manage/UnmanageVolumeDialog').then((m) => m.UnmanageVolumeDialog),
  ),
}

/** Starts loading every volume dialog: on a sign that the user is about to open one. */
export function preloadVolumeDialogs(): void {
  for (const dialog of Object.values(DIALOGS)) void dialog.preload().catch(() => undefined)
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
          <DIALOGS.create.Component
            open
            onClose={() => {
              close()
              options.onCreateClosed?.()
            }}
            initial={open.from}
          />
        )
      case 'edit':
        return <DIALOGS.edit.Component volume={open.volume} onClose={close} />
      case 'transfer':
        return <DIALOGS.transfer.Component volume={open.volume} onClose={close} />
      case 'upload':
        return <DIALOGS.upload.Component volume={open.volume} onClose={close} />
      case 'metadata':
        return <DIALOGS.metadata.Component volume={open.volume} onClose={close} />
      case 'attach':
        return <DIALOGS.attach.Component open onClose={close} volume={open.volume} />
      case 'manage':
        return <DIALOGS.manage.Component open onClose={close} volumeId={open.volume.id} />
      case 'snapshot':
        return <DIALOGS.snapshot.Component volume={open.volume} onClose={close} />
      case 'backup':
        return <DIALOGS.backup.Component volume={open.volume} onClose={close} />
      case 'revert': {
        const volume = open.volume
        return (
          <DIALOGS.revert.Component
            volume={volume}
            onClose={close}
            onManageAttachments={() => setOpen({ kind: 'manage', volume })}
          />
        )
      }
      case 'extend':
        return <DIALOGS.extend.Component volume={open.volume} onClose={close} />
      case 'retype':
        return <DIALOGS.retype.Component volume={open.volume} onClose={close} />
      case 'migrate':
        return <DIALOGS.migrate.Component volume={open.volume} onClose={close} />
      case 'move':
        return <DIALOGS.move.Component volume={open.volume} onClose={close} />
      case 'reset':
        return <DIALOGS.reset.Component volume={open.volume} onClose={close} />
      case 'unmanage': {
        const id = open.volume.id
        return (
          <DIALOGS.unmanage.Component
            volume={open.volume}
            onClose={close}
            onUnmanaged={() => options.onDeleted?.([id])}
          />
        )
      }
      case 'forceDelete': {
        const id = open.volume.id
        return (
          <DIALOGS.forceDelete.Component
            volume={open.volume}
            onClose={close}
            onDeleted={() => options.onDeleted?.([id])}
          />
        )
      }
      case 'delete':
        return (
          <DIALOGS.delete.Component
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
