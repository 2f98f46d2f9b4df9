// One attachment in Manage Attachments: server, device, mode, attached at, and its actions.
import Checkbox from '@mui/material/Checkbox'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import type { OpenStackClient, Volume, VolumeAttachmentRef } from '../../../api'
import { useT } from '../../../i18n/use-t'
import type { ServerIndex } from '../../../queries/servers'
import { canDetach } from '../../../rules/guards'
import { formatCreated } from '../../../components/format'
import type { ModeIndex } from '../../../attachments/attach-mode'
import { modeLabel, modeOf } from '../../../attachments/attach-mode'
import { changeModeBlocked } from '../../../attachments/change-mode-guard'
import { GuardedButton } from '../../../components/GuardedButton'
import { consumerName } from '../../../attachments/names'

export interface AttachmentRowProps {
  client: OpenStackClient
  volume: Volume
  attachment: VolumeAttachmentRef
  servers: ServerIndex | undefined
  /** undefined while loading; null when the cloud has no attachments API. */
  modes: ModeIndex | undefined
  selected: boolean
  onSelect: (attachmentId: string, selected: boolean) => void
  /** Some detach of this volume is running (this one or another). */
  locked: boolean
  detaching: boolean
  onDetach: (attachmentId: string) => void
  onChangeMode: (attachment: VolumeAttachmentRef) => void
}

export function AttachmentRow(props: AttachmentRowProps) {
  const t = useT()
  const { client, volume, attachment, servers, locked } = props
  const id = attachment.attachment_id
  const name = consumerName(attachment, servers)
  const mode = modeOf(volume, id, props.modes)
  const server = attachment.server_id ? servers?.byId.get(attachment.server_id) : undefined
  const guard = canDetach(volume, attachment, server)
  const detachReason = guard.ok ? undefined : guard.reason
  const modeReason = changeModeBlocked(client, volume, attachment, server, mode)
  return (
    <TableRow selected={props.selected}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={props.selected}
          disabled={detachReason !== undefined || locked}
          onChange={(event) => props.onSelect(id, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('Select {{name}}', { name }) } }}
        />
      </TableCell>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>{attachment.device || '—'}</TableCell>
      <TableCell>{modeLabel(mode)}</TableCell>
      <TableCell>{formatCreated(attachment.attached_at)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <GuardedButton
            size="small"
            color="warning"
            reason={detachReason}
            disabled={locked}
            onClick={() => props.onDetach(id)}
          >
            {props.detaching ? t('Detaching…') : t('Detach')}
          </GuardedButton>
          <GuardedButton
            size="small"
            reason={modeReason}
            disabled={locked}
            onClick={() => props.onChangeMode(attachment)}
          >
            {t('Change mode')}
          </GuardedButton>
        </Stack>
      </TableCell>
    </TableRow>
  )
}
