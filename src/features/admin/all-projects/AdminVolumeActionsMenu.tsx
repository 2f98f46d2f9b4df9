// The row actions of a volume in Admin › All Volumes: open its page (every attachment record,
// with host and connection facts, and Force Detach on each), Reset Status and Force Delete
// (src/dialogs/repair; docs/repair.md), and Unmanage (docs/manage.md), whatever project the volume is in.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Volume } from '../../../api'
import type { RowAction } from '../../../components/RowActionsMenu'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import { ForceDeleteDialog } from '../../../dialogs/repair/ForceDeleteDialog'
import { ResetStatusDialog } from '../../../dialogs/repair/ResetStatusDialog'
import { tr } from '../../../i18n/tr'
import { canOfferForceDelete } from '../../../rules/repair-rules'
import { canOfferUnmanage } from '../../../rules/manage-guards'
import { UnmanageVolumeDialog } from '../../../dialogs/manage/UnmanageVolumeDialog'
import { volumePath } from '../../../lib/paths'

export type AdminVolumeActionId = 'open' | 'reset' | 'forceDelete' | 'unmanage'

export function adminVolumeActions(volume: Volume): Array<RowAction<AdminVolumeActionId>> {
  return [
    { id: 'open', label: tr('Open Volume'), guard: { ok: true } },
    { id: 'reset', label: tr('Reset Status'), guard: { ok: true } },
    {
      id: 'forceDelete',
      label: tr('Force Delete'),
      guard: canOfferForceDelete(volume),
    },
    { id: 'unmanage', label: tr('Unmanage'), guard: canOfferUnmanage(volume) },
  ]
}

export function AdminVolumeActionsMenu({ volume }: { volume: Volume }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState<'reset' | 'forceDelete' | 'unmanage' | null>(null)
  return (
    <>
      <RowActionsMenu
        name={volume.name || volume.id}
        actions={() => adminVolumeActions(volume)}
        onSelect={(id) => {
          if (id === 'open') void navigate(volumePath(volume.id))
          else setOpen(id)
        }}
      />
      {open === 'reset' && <ResetStatusDialog volume={volume} onClose={() => setOpen(null)} />}
      {open === 'forceDelete' && <ForceDeleteDialog volume={volume} onClose={() => setOpen(null)} />}
      {open === 'unmanage' && <UnmanageVolumeDialog volume={volume} onClose={() => setOpen(null)} />}
    </>
  )
}
