// The Volumes page's reads, started before the page is drawn: Sign In starts them as soon as
// Keystone has answered, while the signed-in layout and the page are still being rendered, so
// the first rows do not wait for the page to mount (issue 19). The page then finds them under
// the same keys, in flight or done.
import type { QueryClient } from '@tanstack/react-query'
import type { OpenStackClient } from '../../api'
import { attachmentModesOptions } from '../../queries/attachment-modes'
import { serverNamesOptions } from '../../queries/servers'
import { volumePageOptions } from '../../queries/volume-page'
import { readView } from './list/view-state'

export function startVolumeList(queryClient: QueryClient, client: OpenStackClient, search: string): void {
  void queryClient.prefetchQuery(volumePageOptions(client, readView(new URLSearchParams(search))))
  // Disabled queries (no compute service, no attachments API) are not asked for.
  const servers = serverNamesOptions(client)
  if (servers.enabled !== false) void queryClient.prefetchQuery(servers)
  const modes = attachmentModesOptions(client)
  if (modes.enabled !== false) void queryClient.prefetchQuery(modes)
}
