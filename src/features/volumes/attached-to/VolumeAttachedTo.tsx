// "Attached To" for one volume: names from the one cached server list, modes from the one
// attachments call, and Detach of exactly the chosen attachment.
import Box from '@mui/material/Box'
import type { ModeLookup } from '../../../rules/attachment-modes'
import { visuallyHidden } from '../../../components/visually-hidden'
import type { Volume } from '../../../api'
import type { ServerRef } from '../../../queries/servers'
import { useT } from '../../../i18n/use-t'
import { canDetach } from '../../../rules/guards'
import { useDetach } from '../../../attachments/use-detach'
import { volumeDisplayName } from '../../../components/format'
import { AttachedToCell } from './AttachedToCell'
import { attachmentItems } from './attachment-items'

interface Props {
  volume: Volume
  servers: Map<string, ServerRef> | undefined
  modes: ModeLookup | undefined
  /** Offer Detach (not for readers). */
  detachable?: boolean
  /** The server names are on their way: a placeholder stands in for the chips, not the servers' ids. */
  namesLoading?: boolean
}

export function VolumeAttachedTo({ volume, servers, modes, detachable = true, namesLoading = false }: Props) {
  // Names ("external host") and modes are shown in the current language: render again when it changes.
  const t = useT()
  const detach = useDetach()
  if (namesLoading && volume.attachments.some((attachment) => attachment.server_id)) {
    return (
      <Box
        component="span"
        sx={{ display: 'inline-block', width: 120, height: 24, borderRadius: 4, bgcolor: 'action.hover' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('Loading')}
        </Box>
      </Box>
    )
  }
  const items = attachmentItems(volume, servers, modes)
  return (
    <AttachedToCell
      volumeName={volumeDisplayName(volume)}
      items={items}
      onDetach={
        detachable ? (item) => void detach.run({ volume, attachmentIds: [item.attachment.attachment_id] }) : undefined
      }
      detachBlocked={(item) => {
        const guard = canDetach(volume, item.attachment, item.server)
        return guard.ok ? null : guard.reason
      }}
    />
  )
}
