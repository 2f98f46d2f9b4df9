// The warning before a second writer: a volume written by several servers at once needs a
// cluster-aware filesystem, or their caches corrupt it. Only shareable volumes can have a second
// writer; the servers being attached do not count as existing attachments (while the attach
// runs, the volume already lists them).
import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import type { Volume } from '../../api'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { attachmentModesOptions } from '../../queries/attachment-modes'
import { volumeDisplayName } from '../../components/format'
import type { Mode } from '../attach-mode'
import { hasReadonlyFlag, modeOf, readonlyUnavailable } from '../attach-mode'

interface Props {
  volume: Volume
  mode: Mode
  /** The servers the volume is being attached to. */
  serverIds: readonly string[]
}

export function SharedWritesWarning({ volume, mode, serverIds }: Props) {
  const t = useT()
  const client = useClient()
  const apiAvailable = client.feature('attachmentsApi').available
  const modes = useQuery({ ...attachmentModesOptions(client), enabled: apiAvailable && volume.attachments.length > 0 })
  const others = volume.attachments.filter((attachment) => !serverIds.includes(attachment.server_id ?? ''))
  const existing = others.length
  const chosen = serverIds.length
  if (!volume.multiattach || mode !== 'rw' || hasReadonlyFlag(volume) || (existing === 0 && chosen < 2)) return null
  const index = apiAvailable ? modes.data : null
  const known = others.map((attachment) => modeOf(volume, attachment.attachment_id, index))
  const name = volumeDisplayName(volume)
  const start =
    existing === 0
      ? t('Attaching read/write to {{count}} servers at once means shared writes.', { count: chosen })
      : known.every((item) => item !== undefined)
        ? t(
            '{{volume}} already has {{count}} attachments ({{rw}} read/write, {{ro}} read-only); another read/write attachment means shared writes.',
            {
              volume: name,
              count: existing,
              rw: known.filter((item) => item === 'rw').length,
              ro: known.filter((item) => item === 'ro').length,
            },
          )
        : t('{{volume}} already has {{count}} attachments; another read/write attachment means shared writes.', {
            volume: name,
            count: existing,
          })
  const readers = readonlyUnavailable(client)
    ? t("For servers that only read, the volume's read-only flag works on every cloud.")
    : t('Choose Read-only (ro) for servers that only read.')
  return (
    <Alert severity="warning">
      {t(
        '{{start}} Every server must use a cluster-aware filesystem (such as GFS2 or OCFS2), or the data gets corrupted. {{readers}}',
        { start, readers },
      )}
    </Alert>
  )
}
