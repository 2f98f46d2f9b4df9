// "Attached Volumes": one line whatever the number of volumes — the first ones as chips, then
// "+N more", which opens the full list.
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { ChipRow } from '../../../components/table/ChipRow'
import { ItemChip } from '../../../components/table/ItemChip'
import { useT } from '../../../i18n/use-t'
import type { AttachedVolumeItem } from './attached-volumes'
import { volumeChipParts, volumeItemText } from './attached-volumes'

export function AttachedVolumesCell({ serverName, items }: { serverName: string; items: AttachedVolumeItem[] }) {
  const t = useT()
  const titleId = useId()
  return (
    <ChipRow
      items={items}
      chip={(item) => <ItemChip key={item.volumeId} {...volumeChipParts(item, t)} />}
      emptyLabel={t('No volumes')}
      moreLabel={t('Show all {{total}} volumes of {{server}}', { total: items.length, server: serverName })}
      popover={(anchor, close) => (
        <Popover
          open
          anchorEl={anchor}
          onClose={close}
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
      )}
    />
  )
}
