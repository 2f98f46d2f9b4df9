// What rows that show attachments need besides their volumes: the servers' names (the full server
// list when Instances has it cached, else the summary list) and the attachment modes. For reads
// made outside a component: Sign In starting the Volumes page, a CSV file being written.
import type { QueryClient } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import type { ModeLookup } from '../rules/attachment-modes'
import { attachmentModesOptions } from './attachment-modes'
import type { ServerRef } from './servers'
import { serverIndexOptions, serverNamesOptions } from './servers'

export interface AttachmentLookups {
  servers: Map<string, ServerRef> | undefined
  modes: ModeLookup | undefined
}

/** The names and modes as the cache has them (the full server list first). */
export function cachedAttachmentLookups(queryClient: QueryClient, client: OpenStackClient): AttachmentLookups {
  const servers =
    queryClient.getQueryData(serverIndexOptions(client).queryKey) ??
    queryClient.getQueryData(serverNamesOptions(client).queryKey)
  return { servers: servers?.byId, modes: queryClient.getQueryData(attachmentModesOptions(client).queryKey) }
}

/**
 * Asks for the names and modes unless the cache has them fresh; what this cloud lacks (no compute
 * service, no attachments API) is not asked for. Rejects when a read fails.
 */
export async function fetchAttachmentLookups(queryClient: QueryClient, client: OpenStackClient): Promise<void> {
  const names = serverNamesOptions(client)
  const modes = attachmentModesOptions(client)
  await Promise.all([
    names.enabled !== false && !queryClient.getQueryData(serverIndexOptions(client).queryKey)
      ? queryClient.fetchQuery(names)
      : undefined,
    modes.enabled !== false ? queryClient.fetchQuery(modes) : undefined,
  ])
}
