// One attachment in Manage Attachments, cell by cell: its checkbox, server, mode and actions
// (Detach, Change mode), each with the rule that may forbid it.
import Checkbox from '@mui/material/Checkbox'
import Stack from '@mui/material/Stack'
import type { TFunction } from 'i18next'
import type { OpenStackClient, Volume, VolumeAttachmentRef } from '../../../api'
import type { ModeIndex } from '../../../attachments/attach-mode'
import { modeLabel, modeOf } from '../../../attachments/attach-mode'
import { changeModeBlocked } from '../../../attachments/change-mode-guard'
import { consumerName } from '../../../attachments/names'
import { GuardedButton } from '../../../components/GuardedButton'
import type { Renderers } from '../../../components/table/columns'
import type { ServerIndex } from '../../../queries/servers'
import { canDetach } from '../../../rules/guards'

export interface AttachmentRowsProps {
  client: OpenStackClient
  volume: Volume
  servers: ServerIndex | undefined
  /** undefined while loading; null when the cloud has no attachments API. */
  modes: ModeIndex | undefined
  selected: ReadonlySet<string>
  onSelect: (attachmentId: string, selected: boolean) => void
  /** Attachments being detached now. */
  busy: ReadonlySet<string>
  onDetach: (attachmentId: string) => void
  onChangeMode: (attachment: VolumeAttachmentRef) => void
}

export function attachmentRenderers(t: TFunction, props: AttachmentRowsProps): Renderers<VolumeAttachmentRef> {
  const { client, volume, servers } = props
  // Some detach of this volume is running (this one or another).
  const locked = props.busy.size > 0
  const serverOf = (attachment: VolumeAttachmentRef) =>
    attachment.server_id ? servers?.byId.get(attachment.server_id) : undefined
  const detachReason = (attachment: VolumeAttachmentRef) => {
    const guard = canDetach(volume, attachment, serverOf(attachment))
    return guard.ok ? undefined : guard.reason
  }
  const modeOfRow = (attachment: VolumeAttachmentRef) => modeOf(volume, attachment.attachment_id, props.modes)
  return {
    select: (attachment) => (
      <Checkbox
        checked={props.selected.has(attachment.attachment_id)}
        disabled={detachReason(attachment) !== undefined || locked}
        onChange={(event) => props.onSelect(attachment.attachment_id, event.target.checked)}
        slotProps={{ input: { 'aria-label': t('Select {{name}}', { name: consumerName(attachment, servers) }) } }}
      />
    ),
    server: (attachment) => consumerName(attachment, servers),
    mode: (attachment) => modeLabel(modeOfRow(attachment)),
    actions: (attachment) => (
      <Stack direction="row" spacing={1}>
        <GuardedButton
          size="small"
          color="warning"
          reason={detachReason(attachment)}
          disabled={locked}
          onClick={() => props.onDetach(attachment.attachment_id)}
        >
          {props.busy.has(attachment.attachment_id) ? t('Detaching…') : t('Detach')}
        </GuardedButton>
        <GuardedButton
          size="small"
          reason={changeModeBlocked(client, volume, attachment, serverOf(attachment), modeOfRow(attachment))}
          disabled={locked}
          onClick={() => props.onChangeMode(attachment)}
        >
          {t('Change mode')}
        </GuardedButton>
      </Stack>
    ),
  }
}
