// When the guided change of attach mode (detach, then attach again) can be offered.
import type { OpenStackClient, Server, Volume, VolumeAttachmentRef } from '../api'
import { tr } from '../i18n/tr'
import { canAttachTo, canDetach } from '../rules/guards'
import type { Mode } from './attach-mode'
import { hasReadonlyFlag, readonlyUnavailable } from './attach-mode'

export function changeModeBlocked(
  client: OpenStackClient,
  volume: Volume,
  attachment: VolumeAttachmentRef,
  server: Server | undefined,
  from: Mode | undefined,
): string | undefined {
  // Attach modes exist only through the Rocky spec extension (docs/rules.md, "Product rules beyond upstream").
  const extension = readonlyUnavailable(client)
  if (extension) return extension
  if (!attachment.server_id)
    return tr('This attachment belongs to a host outside Nova: only its owner can attach it again.')
  if (hasReadonlyFlag(volume)) {
    return tr(
      "The volume's read-only flag makes every attachment read-only: clear it (Set read/write) while the volume is available.",
    )
  }
  if (from === undefined) return tr('The current mode of this attachment is not known yet.')
  const detach = canDetach(volume, attachment, server)
  if (!detach.ok) return detach.reason
  if (server) {
    // Ask about the attach as it will be after the detach, so the server is not left without the volume.
    const after = { ...volume, attachments: volume.attachments.filter((item) => item !== attachment) }
    const attach = canAttachTo(after, server, { computeVersion: client.nova?.version ?? '2.1' })
    if (!attach.ok) return attach.reason
  }
  return undefined
}
