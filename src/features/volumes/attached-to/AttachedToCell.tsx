// "Attached To": one line whatever the number of attachments — the first ones as chips, then
// "+N more", which opens the full list.
import { ChipRow } from '../../../components/table/ChipRow'
import { useT } from '../../../i18n/use-t'
import type { AttachmentActions } from './AttachmentChip'
import { AttachmentChip } from './AttachmentChip'
import type { AttachmentItem } from './attachment-items'
import { AttachmentsPopover } from './AttachmentsPopover'

export function AttachedToCell({
  volumeName,
  items,
  ...actions
}: { volumeName: string; items: AttachmentItem[] } & AttachmentActions) {
  const t = useT()
  return (
    <ChipRow
      items={items}
      chip={(item) => <AttachmentChip key={item.attachment.attachment_id} item={item} {...actions} />}
      emptyLabel={t('Not attached')}
      moreLabel={t('Show all {{count}} attachments of {{volume}}', { count: items.length, volume: volumeName })}
      popover={(anchor, close) => (
        <AttachmentsPopover anchor={anchor} onClose={close} volumeName={volumeName} items={items} {...actions} />
      )}
    />
  )
}
