// The row actions of a snapshot in Admin › All Snapshots: open its page, and Unmanage
// (docs/manage.md), whatever project the snapshot is in.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Snapshot } from '../../../api'
import type { RowAction } from '../../../components/RowActionsMenu'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import { UnmanageSnapshotDialog } from '../../../dialogs/manage/UnmanageSnapshotDialog'
import { tr } from '../../../i18n/tr'
import { snapshotPath } from '../../../lib/paths'
import { canOfferSnapshotUnmanage } from '../../../rules/manage-guards'

type AdminSnapshotActionId = 'open' | 'unmanage'

export function adminSnapshotActions(snapshot: Snapshot): Array<RowAction<AdminSnapshotActionId>> {
  return [
    { id: 'open', label: tr('Open Snapshot'), guard: { ok: true } },
    { id: 'unmanage', label: tr('Unmanage'), guard: canOfferSnapshotUnmanage(snapshot) },
  ]
}

export function AdminSnapshotActionsMenu({ snapshot }: { snapshot: Snapshot }) {
  const navigate = useNavigate()
  const [unmanaging, setUnmanaging] = useState(false)
  return (
    <>
      <RowActionsMenu
        name={snapshot.name || snapshot.id}
        actions={() => adminSnapshotActions(snapshot)}
        onSelect={(id) => {
          if (id === 'open') void navigate(snapshotPath(snapshot.id))
          else setUnmanaging(true)
        }}
      />
      {unmanaging && <UnmanageSnapshotDialog snapshot={snapshot} onClose={() => setUnmanaging(false)} />}
    </>
  )
}
