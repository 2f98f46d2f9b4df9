// "Attached To": one line whatever the number of attachments — the first ones as chips, then
// "+N more", which opens the full list.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useT } from '../../../i18n/use-t'
import type { AttachmentActions } from './AttachmentChip'
import { AttachmentChip } from './AttachmentChip'
import type { AttachmentItem } from './attachment-items'
import { AttachmentsPopover } from './AttachmentsPopover'

export const CHIPS_SHOWN = 2

export function AttachedToCell({
  volumeName,
  items,
  ...actions
}: { volumeName: string; items: AttachmentItem[] } & AttachmentActions) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" aria-label={t('Not attached')}>
        —
      </Typography>
    )
  }
  const rest = items.length - CHIPS_SHOWN
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 32, overflow: 'hidden', whiteSpace: 'nowrap' }}>
      {items.slice(0, CHIPS_SHOWN).map((item) => (
        <AttachmentChip key={item.attachment.attachment_id} item={item} {...actions} />
      ))}
      {rest > 0 && (
        <Button
          size="small"
          sx={{ flexShrink: 0, minWidth: 0 }}
          aria-label={t('Show all {{count}} attachments of {{volume}}', { count: items.length, volume: volumeName })}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('+{{count}} more', { count: rest })}
        </Button>
      )}
      {anchor && (
        <AttachmentsPopover
          anchor={anchor}
          onClose={() => setAnchor(null)}
          volumeName={volumeName}
          items={items}
          {...actions}
        />
      )}
    </Box>
  )
}
