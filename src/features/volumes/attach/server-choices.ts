// Which servers the attach form offers for a volume, and why some of them cannot take it.
import type { Server, Volume } from '../../../api'
import { N_ } from '../../../i18n/marker'
import { canAttachTo } from '../../../rules/guards'

export interface ServerChoice {
  server: Server
  /** Set when the server is shown but cannot be chosen. */
  reason?: string
}

/** An English key: translate where shown. */
export const NOT_SHAREABLE_REASON = N_('This volume is not shareable (multi-attach): it attaches to one server only.')

/** Servers that already have the volume are left out; the others say whether they can take it. */
export function serverChoices(
  volume: Pick<Volume, 'id' | 'multiattach' | 'attachments'>,
  servers: readonly Server[],
  computeVersion: string,
): ServerChoice[] {
  const attached = new Set(volume.attachments.map((attachment) => attachment.server_id))
  return servers
    .filter(
      (server) =>
        !attached.has(server.id) &&
        // A reservation (a shelved-offloaded server's volume) is not in attachments[] but is Nova's.
        !(server['os-extended-volumes:volumes_attached'] ?? []).some((item) => item.id === volume.id),
    )
    .map((server) => {
      const guard = canAttachTo(volume, server, { computeVersion })
      return guard.ok ? { server } : { server, reason: guard.reason }
    })
    .sort((a, b) => (a.server.name || a.server.id).localeCompare(b.server.name || b.server.id))
}

export function choiceLabel(choice: ServerChoice): string {
  return choice.server.name || choice.server.id
}
