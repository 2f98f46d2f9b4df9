// The actions of a resource's page that are not its first ones, behind one "More actions"
// button in the page's toolbar; a disallowed action stays listed, disabled, with its reason as
// secondary text (a disabled menu item cannot show a tooltip).
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import { useState } from 'react'
import { useT } from '../i18n/use-t'
import { MoreVertIcon } from './icons'
import { guardedMenuItems, type RowAction } from './RowActionsMenu'

export function DetailActionsMenu<Id extends string>({
  actions,
  onSelect,
}: {
  actions: Array<RowAction<Id>>
  onSelect: (id: Id) => void
}) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<MoreVertIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('More actions')}
      </Button>
      {anchor && (
        <Menu
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          // On the list, the element with role "menu" (an aria-label on Menu lands on the popover root).
          slotProps={{ list: { 'aria-label': t('More actions') } }}
        >
          {guardedMenuItems(
            actions,
            (id) => {
              setAnchor(null)
              onSelect(id)
            },
            true,
          )}
        </Menu>
      )}
    </>
  )
}
