// "Attached Volumes": one line whatever the number of volumes — the first ones as chips, then
// "+N more", which opens the full list.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useT } from '../../../i18n/use-t'
import type { AttachedVolumeItem } from './attached-volumes'
import { volumeItemText } from './attached-volumes'

export const CHIPS_SHOWN = 2

export function AttachedVolumesCell({ serverName, items }: { serverName: string; items: AttachedVolumeItem[] }) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const titleId = useId()
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" aria-label={t('No volumes')}>
        —
      </Typography>
    )
  }
  const rest = items.length - CHIPS_SHOWN
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 32, overflow: 'hidden', whiteSpace: 'nowrap' }}>
      {items.slice(0, CHIPS_SHOWN).map((item) => {
        const text = volumeItemText(item, t)
        return (
          <Chip
            key={item.volumeId}
            size="small"
            variant="outlined"
            label={text}
            title={text}
            sx={{ maxWidth: 240, minWidth: 0, flexShrink: 1 }}
          />
        )
      })}
      {rest > 0 && (
        <Button
          size="small"
          sx={{ flexShrink: 0, minWidth: 0 }}
          aria-label={t('Show all {{total}} volumes of {{server}}', { total: items.length, server: serverName })}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('+{{rest}} more', { rest })}
        </Button>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, p: 2 } } }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2">
          {t('Attached Volumes: {{server}}', { server: serverName })}
        </Typography>
        {/* A server has a handful of disks, not the thousands a volume may have: a plain list. */}
        <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {items.map((item) => (
            <ListItem key={item.volumeId} disableGutters>
              <ListItemText primary={volumeItemText(item, t)} />
            </ListItem>
          ))}
        </List>
      </Popover>
    </Box>
  )
}
