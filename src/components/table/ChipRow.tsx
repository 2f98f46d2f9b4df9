// A cell that stays one line whatever the number of items: the first ones as chips, then
// "+N more", which opens the whole list in a popover (rows stay as high as the others). Where
// two chips would leave each only a few letters, one chip shows with room for its whole name.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useRef, useState, type ReactNode } from 'react'
import { useContentWidth } from './use-content-width'
import { useT } from '../../i18n/use-t'

export const CHIPS_SHOWN = 2

/** The least room a chip of two gets (badge, a name of ~16 letters, its padding) before one chip shows instead. */
export const CHIP_COMFORT = 150
/** What "+N more" and the gaps take beside the chips. */
const MORE_ROOM = 96

/** How many chips show in `width` px (0: not laid out, as in jsdom: the most) and the room each has. */
export function chipsThatFit(count: number, width: number): { shown: number; room: number | undefined } {
  if (width <= 0) return { shown: Math.min(count, CHIPS_SHOWN), room: undefined }
  const twoFit = count < 2 || width - (count > CHIPS_SHOWN ? MORE_ROOM : 4) >= CHIPS_SHOWN * CHIP_COMFORT
  const shown = Math.min(count, twoFit ? CHIPS_SHOWN : 1)
  const more = count > shown ? MORE_ROOM : 0
  return { shown, room: Math.max(0, (width - more) / shown - 4) }
}

interface Props<T> {
  items: readonly T[]
  /** A chip; `room`: the px it has (undefined before layout), for its name's length. */
  chip: (item: T, room: number | undefined) => ReactNode
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
  const box = useRef<HTMLDivElement | null>(null)
  const width = useContentWidth(box) ?? 0
  const { shown, room } = chipsThatFit(items.length, width)
  const rest = items.length - shown
  // The box is drawn empty too, so it is measured from the first render on.
  return (
    <Box
      ref={box}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 32, overflow: 'hidden', whiteSpace: 'nowrap' }}
    >
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" aria-label={emptyLabel}>
          —
        </Typography>
      )}
      {items.slice(0, shown).map((item) => chip(item, room))}
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
