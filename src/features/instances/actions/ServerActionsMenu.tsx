// The row actions of a server; a disallowed action stays visible, disabled, with its reason.
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import type { Server } from '../../../api'
import { MoreVertIcon } from '../../../components/icons'
import { useClient } from '../../../lib/session'
import { serverDisplayName } from '../server-format'
import type { ServerActionId } from './server-actions'
import { serverActions } from './server-actions'

export function ServerActionsMenu({
  server,
  onAction,
}: {
  server: Server
  onAction: (id: ServerActionId, server: Server) => void
}) {
  const client = useClient()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const name = serverDisplayName(server)
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
          slotProps={{ list: { 'aria-label': `Actions for ${name}` } }}
        >
          {serverActions(server, client).map((action) => (
            <MenuItem
              key={action.id}
              disabled={!action.guard.ok}
              onClick={() => {
                setAnchor(null)
                onAction(action.id, server)
              }}
              sx={{ maxWidth: 380, whiteSpace: 'normal' }}
            >
              <ListItemText primary={action.label} secondary={action.guard.ok ? null : action.guard.reason} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  )
}
