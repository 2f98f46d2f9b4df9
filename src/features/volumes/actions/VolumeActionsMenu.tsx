// The row actions of a volume.
import { useQuery } from '@tanstack/react-query'
import type { Volume } from '../../../api'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import { useClient } from '../../../lib/session'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import { volumeDisplayName } from '../../../components/format'
import { preloadVolumeDialogs } from './use-volume-dialogs'
import type { VolumeActionId } from './volume-actions'
import { volumeActions } from './volume-actions'

export function VolumeActionsMenu({
  volume,
  onAction,
}: {
  volume: Volume
  onAction: (id: VolumeActionId, volume: Volume) => void
}) {
  const client = useClient()
  // The modes count only for an attached volume's guards (migration's read/write count).
  const modes = useQuery(attachmentModesOptions(client, volume.attachments.length > 0))
  return (
    <RowActionsMenu
      name={volumeDisplayName(volume)}
      actions={() => volumeActions(volume, client, modes.data)}
      onSelect={(id) => onAction(id, volume)}
      onOpen={preloadVolumeDialogs}
    />
  )
}
