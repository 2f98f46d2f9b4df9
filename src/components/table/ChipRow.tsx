// A cell that stays one line whatever the number of items: the first ones as chips, then
// "+N more", which opens the whole list in a popover (rows stay as high as the others).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'

export const CHIPS_SHOWN = 2

interface Props<T> {
  items: readonly T[]
  chip: (item: T) => ReactNode
  /** What an empty cell says to a screen reader (it shows a dash). */
  emptyLabel: string
  /** The "+N more" button's accessible name: what it opens. */
  moreLabel: string
  /** The whole list, open while `anchor` is set. */
  popover: (anchor: HTMLElement, close: () => void) => ReactNode
}

export function ChipRow<T>({ items, chip, emptyLabel, moreLabel, popover }: Props<T>) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" aria-label={emptyLabel}>
        —
      </Typography>
    )
  }
  const rest = items.length - CHIPS_SHOWN
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 32, overflow: 'hidden', whiteSpace: 'nowrap' }}>
      {items.slice(0, CHIPS_SHOWN).map(chip)}
      {rest > 0 && (
        <Button
          size="small"
          sx={{ flexShrink: 0, minWidth: 0 }}
          aria-label={moreLabel}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('+{{count}} more', { count: rest })}
        </Button>
      )}
      {anchor && popover(anchor, () => setAnchor(null))}
    </Box>
  )
}
