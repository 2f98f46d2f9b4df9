// A row's actions behind one button; a disallowed action stays visible, disabled, with its
// reason as secondary text (a disabled menu item cannot show a tooltip).
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import type { Guard } from '../rules/guards'
import { MoreVertIcon } from './icons'
import { useT } from '../i18n/use-t'

export interface RowAction<Id extends string> {
  id: Id
  label: string
  guard: Guard
}

/**
 * A menu's items for these actions (elements, not a component: MUI's MenuList reads its direct
 * children for focus and keys): each disabled with its guard's reason as secondary text, and
 * Delete in the error colour when `deleteInRed`.
 */
export function guardedMenuItems<Id extends string>(
  actions: ReadonlyArray<RowAction<Id>>,
  choose: (id: Id) => void,
  deleteInRed = false,
) {
  return actions.map((action) => (
    <MenuItem
      key={action.id}
      disabled={!action.guard.ok}
      onClick={() => choose(action.id)}
      sx={{ maxWidth: 360, whiteSpace: 'normal' }}
    >
      <ListItemText
        primary={action.label}
        secondary={action.guard.ok ? null : action.guard.reason}
        slotProps={{ primary: { color: deleteInRed && action.id === 'delete' ? 'error' : undefined } }}
      />
    </MenuItem>
  ))
}

export function RowActionsMenu<Id extends string>({
  name,
  actions,
  onSelect,
  onOpen,
}: {
  /** What the actions are for; the button and the menu are named "Actions for <name>". */
  name: string
  /** Computed when the menu opens, so guards read the row as it is then. */
  actions: () => Array<RowAction<Id>>
  onSelect: (id: Id) => void
  /** The menu is opening: e.g. start loading the dialogs its items open. */
  onOpen?: () => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const t = useT()
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('Actions for {{name}}', { name })}
        aria-haspopup="menu"
        onClick={(event) => {
          onOpen?.()
          setAnchor(event.currentTarget)
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {anchor && (
        <Menu
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          // On the list, the element with role "menu" (an aria-label on Menu lands on the popover root).
          slotProps={{ list: { 'aria-label': t('Actions for {{name}}', { name }) } }}
        >
          {guardedMenuItems(actions(), (id) => {
            setAnchor(null)
            onSelect(id)
          })}
        </Menu>
      )}
    </>
  )
}
