// The row actions of a volume in Admin › All Volumes. Today: open its page (its attachments with
// host and connector facts). The repair actions (reset status, force detach, force delete;
// src/dialogs/repair) belong in this menu: add them to `adminVolumeActions` with their guards.
import { useNavigate } from 'react-router'
import type { Volume } from '../../../api'
import type { RowAction } from '../../../components/RowActionsMenu'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import { tr } from '../../../i18n/tr'
import { volumePath } from '../../../lib/paths'

export type AdminVolumeActionId = 'open'

export function adminVolumeActions(_volume: Volume): Array<RowAction<AdminVolumeActionId>> {
  return [{ id: 'open', label: tr('Open Volume'), guard: { ok: true } }]
}

export function AdminVolumeActionsMenu({ volume }: { volume: Volume }) {
  const navigate = useNavigate()
  return (
    <RowActionsMenu
      name={volume.name || volume.id}
      actions={() => adminVolumeActions(volume)}
      onSelect={(id) => {
        if (id === 'open') void navigate(volumePath(volume.id))
      }}
    />
  )
}
