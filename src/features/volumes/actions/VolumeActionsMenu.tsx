// The row actions of a volume; a disallowed action stays visible, disabled, with its reason.
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Volume } from '../../../api'
import { MoreVertIcon } from '../../../components/icons'
import { useClient } from '../../../lib/session'
import { attachmentModesOptions } from '../../../queries/volumes'
import { volumeDisplayName } from '../volume-format'
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const modes = useQuery(attachmentModesOptions(client))
  const name = volumeDisplayName(volume)
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {anchor && (
        <Menu
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          // On the list, the element with role "menu" (an aria-label on Menu lands on the popover root).
          slotProps={{ list: { 'aria-label': `Actions for ${name}` } }}
        >
          {volumeActions(volume, client, modes.data).map((action) => (
            <MenuItem
              key={action.id}
              disabled={!action.guard.ok}
              onClick={() => {
                setAnchor(null)
                onAction(action.id, volume)
              }}
              sx={{ maxWidth: 360, whiteSpace: 'normal' }}
            >
              <ListItemText primary={action.label} secondary={action.guard.ok ? null : action.guard.reason} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  )
}
