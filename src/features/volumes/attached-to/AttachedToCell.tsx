// "Attached To": one line whatever the number of attachments — the first ones as chips (one
// with its whole name where two would be cut), then "+N more", which opens the full list.
import { Suspense, useEffect } from 'react'
import { ChipRow } from '../../../components/table/ChipRow'
import { useT } from '../../../i18n/use-t'
import { preloadable } from '../../../lib/preloadable'
import type { AttachmentActions } from './AttachmentChip'
import { AttachmentChip } from './AttachmentChip'
import type { AttachmentItem } from './attachment-items'

// The full list (searchable, virtualized) is a chunk of its own, fetched once the page is idle:
// the first rows do not wait for it (Lighthouse on Volumes).
const popover = preloadable(() => import('./AttachmentsPopover').then((m) => m.AttachmentsPopover))
const AttachmentsPopover = popover.Component
let asked = false
function preloadWhenIdle() {
  if (asked) return
  asked = true
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
  idle(() => void popover.preload())
}

export function AttachedToCell({
  volumeName,
  items,
  ...actions
}: { volumeName: string; items: AttachmentItem[] } & AttachmentActions) {
  const t = useT()
  useEffect(preloadWhenIdle, [])
  return (
    <ChipRow
      items={items}
      chip={(item, room) => <AttachmentChip key={item.attachment.attachment_id} item={item} room={room} {...actions} />}
      emptyLabel={t('Not attached')}
      moreLabel={t('Show all {{count}} attachments of {{volume}}', { count: items.length, volume: volumeName })}
      popover={(anchor, close) => (
        <Suspense fallback={null}>
          <AttachmentsPopover anchor={anchor} onClose={close} volumeName={volumeName} items={items} {...actions} />
        </Suspense>
      )}
    />
  )
}
