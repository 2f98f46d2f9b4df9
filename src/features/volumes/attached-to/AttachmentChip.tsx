// One attachment as a compact chip; clicking it offers Detach for exactly that attachment.
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { ItemChip } from '../../../components/table/ItemChip'
import { charsIn } from '../../../components/table/middle-ellipsis'
import { useT } from '../../../i18n/use-t'
import type { AttachmentItem } from './attachment-items'
import { chipParts, itemText } from './attachment-items'

export interface AttachmentActions {
  onDetach?: (item: AttachmentItem) => void
  /** Why detaching this attachment is not possible, if it is not. */
  detachBlocked?: (item: AttachmentItem) => string | null
}

/** The widest a chip draws (ItemChip's cap), and what its badge and padding take of it. */
const CHIP_MAX = 240
const CHIP_FRAME = 56

export function AttachmentChip({
  item,
  room,
  onDetach,
  detachBlocked,
}: { item: AttachmentItem; room?: number } & AttachmentActions) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const text = itemText(item)
  const blocked = detachBlocked?.(item) ?? null
  return (
    <>
      <ItemChip
        {...chipParts(item)}
        // The name's middle gives way when the cell is narrow: servers of one pool differ at their end.
        nameMax={room === undefined ? undefined : charsIn(Math.min(room, CHIP_MAX) - CHIP_FRAME)}
        onClick={onDetach ? (event) => setAnchor(event.currentTarget) : undefined}
        aria-haspopup={onDetach ? 'menu' : undefined}
      />
      {onDetach && anchor && (
        // Drawn only while open (as RowActionsMenu): a closed Menu per chip made the rows slower to draw.
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          // On the list, the element with role "menu" (an aria-label on Menu lands on the popover root).
          slotProps={{ list: { 'aria-label': t('Attachment {{name}}', { name: text }) } }}
        >
          <MenuItem
            disabled={blocked !== null}
            onClick={() => {
              setAnchor(null)
              onDetach(item)
            }}
          >
            <ListItemText primary={t('Detach')} secondary={blocked} />
          </MenuItem>
        </Menu>
      )}
    </>
  )
}
