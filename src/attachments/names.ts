// How servers and the other consumers of an attachment are named in lists and messages.
import type { VolumeAttachmentRef } from '../api'
import { tr } from '../i18n/tr'
import type { ServerIndex } from '../queries/servers'

/** A server's name, or its id when unknown or deleted (never "None"); a host outside Nova otherwise. */
export function consumerName(
  attachment: Pick<VolumeAttachmentRef, 'server_id' | 'host_name'>,
  index: ServerIndex | undefined,
): string {
  if (!attachment.server_id) return attachment.host_name ?? tr('external host')
  return index?.byId.get(attachment.server_id)?.name || attachment.server_id
}

export function serverName(serverId: string, index: ServerIndex | undefined): string {
  return index?.byId.get(serverId)?.name || serverId
}

/** "web-1", "web-1 and web-2", "web-1, web-2 and db-primary" (in the language shown). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  const head = names
    .slice(1, -1)
    .reduce<string>((list, next) => tr('{{list}}, {{next}}', { list, next }), names[0] ?? '')
  return tr('{{list}} and {{last}}', { list: head, last: names[names.length - 1] })
}
