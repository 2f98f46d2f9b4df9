// What the Volumes panel writes into a CSV file for each column: values as the cloud gave them
// (the status as Cinder words it, the size in GiB as a number, dates as Cinder's ISO 8601, yes/no
// as true/false), the servers a volume is attached to as "name (mode)" joined with "; ", with the
// names the page knows (the server's id where it does not).
import type { QueryClient } from '@tanstack/react-query'
import type { ModeLookup } from '../../../rules/attachment-modes'
import type { OpenStackClient, Volume } from '../../../api'
import type { ServerRef } from '../../../queries/servers'
import { serverIndexOptions, serverNamesOptions } from '../../../queries/servers'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import type { CsvValues } from '../../../components/table/export-columns'
import { attachmentItems } from '../attached-to/attachment-items'

export function attachedToText(
  volume: Volume,
  servers: Map<string, ServerRef> | undefined,
  modes: ModeLookup | undefined,
): string {
  return attachmentItems(volume, servers, modes)
    .map((item) => (item.mode ? `${item.label} (${item.mode.toLowerCase()})` : item.label))
    .join('; ')
}

/** What names the servers and modes in a file: read when the file is written. */
export interface CsvLookups {
  servers: Map<string, ServerRef> | undefined
  modes: ModeLookup | undefined
}

/** The server names and attachment modes as the cache has them (the full server list first). */
export function cachedLookups(queryClient: QueryClient, client: OpenStackClient): CsvLookups {
  const servers =
    queryClient.getQueryData(serverIndexOptions(client).queryKey) ??
    queryClient.getQueryData(serverNamesOptions(client).queryKey)
  return { servers: servers?.byId, modes: queryClient.getQueryData(attachmentModesOptions(client).queryKey) }
}

/**
 * The names and modes an export of attached volumes needs, asked for when the page had none to
 * show (fresh ones in the cache are used as they are).
 */
export async function exportLookups(queryClient: QueryClient, client: OpenStackClient): Promise<void> {
  const names = serverNamesOptions(client)
  const modes = attachmentModesOptions(client)
  await Promise.all([
    names.enabled !== false && !queryClient.getQueryData(serverIndexOptions(client).queryKey)
      ? queryClient.fetchQuery(names)
      : undefined,
    modes.enabled !== false ? queryClient.fetchQuery(modes) : undefined,
  ])
}

export function volumeCsvValues(lookups: () => CsvLookups): CsvValues<Volume> {
  return {
    // As the table shows it: a volume without a name by its id.
    name: (volume) => volume.name || volume.id,
    status: (volume) => volume.status,
    size: (volume) => volume.size,
    volume_type: (volume) => volume.volume_type,
    attached_to: (volume) => {
      const { servers, modes } = lookups()
      return attachedToText(volume, servers, modes)
    },
    multiattach: (volume) => volume.multiattach,
    bootable: (volume) => volume.bootable,
    encrypted: (volume) => volume.encrypted,
    availability_zone: (volume) => volume.availability_zone,
    created_at: (volume) => volume.created_at,
  }
}
