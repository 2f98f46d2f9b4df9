// The Volumes page's reads, started before the page is drawn: Sign In starts them as soon as
// Keystone has answered, while the signed-in layout and the page are still being rendered, so
// the first rows do not wait for the page to mount (docs/requests-per-view.md). The page then finds them under
// the same keys, in flight or done.
import type { QueryClient } from '@tanstack/react-query'
import type { OpenStackClient } from '../../api'
import { anyAttached } from '../../queries/attachment-modes'
import { fetchAttachmentLookups } from '../../queries/attachment-lookups'
import { volumePageOptions } from '../../queries/volume-page'
import { readView } from './list/view-state'

/** Resolves once the page is in and what it needs besides has been asked for (callers need not wait). */
export function startVolumeList(queryClient: QueryClient, client: OpenStackClient, search: string): Promise<void> {
  const page = queryClient.fetchQuery(volumePageOptions(client, readView(new URLSearchParams(search))))
  // The server names and attachment modes once the page is in, if a volume on it is attached (the
  // page asks for them then too). A session's first call goes alone anyway (ServiceClient), so
  // they would not have gone sooner. Disabled queries (no compute service, no attachments API)
  // are not asked for.
  return (
    page
      .then(({ volumes }) => {
        if (anyAttached(volumes)) void fetchAttachmentLookups(queryClient, client).catch(() => undefined)
      })
      // A failed read is the page's to show.
      .catch(() => undefined)
  )
}
