// One place that opens the snapshot dialogs, for the list page and the detail page alike.
// Create Volume from a snapshot is the Volumes panel's dialog, reached by its link.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Snapshot } from '../../api'
import { createFromSnapshotPath } from '../../lib/paths'
import { DeleteSnapshotsDialog } from './DeleteSnapshotsDialog'
import { EditSnapshotDialog } from './EditSnapshotDialog'
import { EditMetadataDialog } from '../../dialogs/metadata/EditMetadataDialog'
import { UnmanageSnapshotDialog } from '../../dialogs/manage/UnmanageSnapshotDialog'
import { useClient } from '../../lib/session'
import { snapshotMetadataOptions, snapshotMetadataStore } from '../../queries/metadata'
import type { SnapshotActionId } from './snapshot-actions'

type Open =
  | { kind: 'edit'; snapshot: Snapshot }
  | { kind: 'metadata'; snapshot: Snapshot }
  | { kind: 'unmanage'; snapshot: Snapshot }
  | { kind: 'delete'; snapshots: Snapshot[] }

export function useSnapshotDialogs(options: { onDeleted?: (ids: string[]) => void } = {}) {
  const [open, setOpen] = useState<Open | null>(null)
  const navigate = useNavigate()
  const client = useClient()
  const close = () => setOpen(null)

  function act(id: SnapshotActionId, snapshot: Snapshot) {
    if (id === 'create-volume') void navigate(createFromSnapshotPath(snapshot.id))
    else if (id === 'edit' || id === 'metadata' || id === 'unmanage') setOpen({ kind: id, snapshot })
    else setOpen({ kind: 'delete', snapshots: [snapshot] })
  }

  const element = (() => {
    switch (open?.kind) {
      case 'edit':
        return <EditSnapshotDialog snapshot={open.snapshot} onClose={close} />
      case 'metadata':
        return (
          <EditMetadataDialog
            name={open.snapshot.name || open.snapshot.id}
            store={snapshotMetadataStore(client, open.snapshot.id)}
            query={snapshotMetadataOptions(client, open.snapshot.id)}
            viewMetadata={open.snapshot.metadata}
            keyPattern={false}
            invalidates={['snapshot']}
            onClose={close}
          />
        )
      case 'unmanage': {
        const id = open.snapshot.id
        return (
          <UnmanageSnapshotDialog
            snapshot={open.snapshot}
            onClose={close}
            onUnmanaged={() => options.onDeleted?.([id])}
          />
        )
      }
      case 'delete':
        return (
          <DeleteSnapshotsDialog
            snapshots={open.snapshots}
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

  return { element, act, deleteMany: (snapshots: Snapshot[]) => setOpen({ kind: 'delete', snapshots }) }
}
