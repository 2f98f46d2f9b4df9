// Every attachment of a volume, searchable and virtualized so a thousand cost what ten do,
// each with its own Detach.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useT } from '../../../i18n/use-t'
import type { AttachmentActions } from './AttachmentChip'
import type { AttachmentItem } from './attachment-items'
import { modeText } from '../../../attachments/attach-mode'
import { itemText } from './attachment-items'

const ROW_HEIGHT = 44

export function filterItems(items: AttachmentItem[], search: string): AttachmentItem[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return items
  return items.filter((item) =>
    [
      item.label,
      item.device,
      item.mode ?? '',
      // The mode as shown too (RO is 只读 in Chinese).
      modeText(item.mode) ?? '',
      item.attachment.server_id ?? '',
      item.attachment.attachment_id,
    ].some((value) => value.toLowerCase().includes(needle)),
  )
}

interface Props extends AttachmentActions {
  anchor: HTMLElement | null
  onClose: () => void
  volumeName: string
  items: AttachmentItem[]
}

export function AttachmentsPopover({ anchor, onClose, volumeName, items, onDetach, detachBlocked }: Props) {
  const t = useT()
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search)
  const shown = useMemo(() => filterItems(items, deferred), [items, deferred])
  const scroller = useRef<HTMLDivElement | null>(null)
  const searchField = useRef<HTMLInputElement | null>(null)
  const focusSearch = () => searchField.current?.focus()
  // A Detach button leaves with its attachment, and the browser drops the focus to the page:
  // keep it in the popover, on the search.
  useLayoutEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) focusSearch()
  }, [shown])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's API is not memoizable; this app does not use the React Compiler.
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // A first guess before layout (and in jsdom, which has none).
    initialRect: { width: 440, height: 360 },
  })
  const titleId = 'attachments-popover-title'
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 440, p: 2 } },
        // The search's autoFocus does not hold: as the popover opens, its focus trap focuses the paper.
        transition: { onEntering: focusSearch },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('Attached To: {{volume}}', { volume: volumeName })}
      </Typography>
      <TextField
        label={t('Search attachments')}
        size="small"
        fullWidth
        inputRef={searchField}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Typography variant="caption" color="text.secondary" role="status" component="p" sx={{ my: 1 }}>
        {shown.length === items.length
          ? t('{{count}} attachments', { count: items.length })
          : t('{{shown}} of {{count}} attachments', { shown: shown.length, count: items.length })}
      </Typography>
      <Box ref={scroller} sx={{ height: Math.min(360, Math.max(shown.length, 1) * ROW_HEIGHT), overflowY: 'auto' }}>
        <Box
          role="list"
          aria-label={t('Attachments of {{volume}}', { volume: volumeName })}
          sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const item = shown[row.index] as AttachmentItem
            const text = itemText(item)
            const blocked = detachBlocked?.(item) ?? null
            return (
              <Box
                key={item.attachment.attachment_id}
                role="listitem"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${row.start}px)`,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="body2" noWrap sx={{ flex: 1 }} title={text}>
                  {text}
                </Typography>
                {onDetach && (
                  <Button
                    size="small"
                    disabled={blocked !== null}
                    title={blocked ?? undefined}
                    aria-label={t('Detach {{name}}', { name: text })}
                    onClick={() => onDetach(item)}
                  >
                    {t('Detach')}
                  </Button>
                )}
              </Box>
            )
          })}
        </Box>
      </Box>
      {shown.length === 0 && <Typography variant="body2">{t('No attachment matches.')}</Typography>}
    </Popover>
  )
}
