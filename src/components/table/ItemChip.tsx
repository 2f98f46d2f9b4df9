// One item of a chip list (an attachment, a server's volume): a small badge first (the mode, or
// a pending state), then the name, then a detail such as the device. When the chip is narrow
// the detail goes first, then the name shortens; the badge always shows. Read in the order
// name, detail, badge ("db-primary · /dev/vdb · RW"), the way the title and the lists say it.
// With `nameMax` a longer name is shortened in its middle ("anchor-…r-0012"); the title and
// the accessible name keep it whole.
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import type { ChipProps } from '@mui/material/Chip'
import { visuallyHidden } from '../visually-hidden'
import { middleEllipsis } from './middle-ellipsis'

export type BadgeTone = 'rw' | 'ro' | 'pending'

export interface ItemChipProps extends Pick<ChipProps, 'onClick' | 'aria-haspopup'> {
  name: string
  detail?: string | null
  badge?: { text: string; tone: BadgeTone } | null
  /** The most characters of the name shown; a longer one loses its middle. */
  nameMax?: number
}

/** The narrowest a chip gets: its badge and a few letters of the name. */
export const ITEM_CHIP_MIN_WIDTH = 72

const BADGE = {
  rw: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  ro: { bgcolor: 'action.selected', color: 'text.primary' },
  pending: { border: 1, borderStyle: 'dashed', borderColor: 'text.secondary', color: 'text.secondary' },
} as const satisfies Record<BadgeTone, object>

export function itemChipText({ name, detail, badge }: Pick<ItemChipProps, 'name' | 'detail' | 'badge'>): string {
  return [name, detail || null, badge?.text ?? null].filter(Boolean).join(' · ')
}

export function ItemChip({ name, detail, badge, nameMax, ...props }: ItemChipProps) {
  const text = itemChipText({ name, detail, badge })
  const short = nameMax === undefined ? name : middleEllipsis(name, nameMax)
  return (
    <Chip
      size="small"
      variant="outlined"
      title={text}
      // A chip that is a button is named in reading order whatever its parts' layout.
      aria-label={props.onClick ? text : undefined}
      {...props}
      sx={{ maxWidth: 240, minWidth: ITEM_CHIP_MIN_WIDTH, flexShrink: 1, '& .MuiChip-label': { pl: badge ? 0.5 : 1 } }}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
          <Box
            component="span"
            sx={{ flex: '0 1 auto', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: '2ch' }}
          >
            {short === name ? (
              name
            ) : (
              <>
                <span aria-hidden="true">{short}</span>
                <Box component="span" sx={visuallyHidden}>
                  {name}
                </Box>
              </>
            )}
          </Box>
          {detail && (
            // Takes only the room the name leaves (from nothing up to all of it): gone before
            // the name loses a letter. `pre` keeps the space before the dot.
            <Box
              component="span"
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                maxWidth: 'max-content',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'pre',
              }}
            >
              {' · '}
              {detail}
            </Box>
          )}
          {badge && (
            <>
              {/* A space the text keeps (a flex box draws none), so the chip's text reads
                  "/dev/vdb RW", not "/dev/vdbRW", next to its name (Lighthouse's label-content match). */}{' '}
              <Box component="span" sx={visuallyHidden}>
                {'· '}
              </Box>
              <Box
                component="span"
                sx={{
                  order: -1,
                  flexShrink: 0,
                  mr: 0.75,
                  px: 0.5,
                  borderRadius: 0.5,
                  fontSize: '0.6875rem',
                  fontWeight: 700,
                  lineHeight: '16px',
                  ...BADGE[badge.tone],
                }}
              >
                {badge.text}
              </Box>
            </>
          )}
        </Box>
      }
    />
  )
}
