// What the Volumes panel writes into a CSV file for each column: values as the cloud gave them
// (the status as Cinder words it, the size in GiB as a number, dates as Cinder's ISO 8601, yes/no
// as true/false), the servers a volume is attached to as "name (mode)" joined with "; ", with the
// names the page knows (the server's id where it does not).
import type { ModeLookup } from '../../../rules/attachment-modes'
import type { Volume } from '../../../api'
import type { AttachmentLookups } from '../../../queries/attachment-lookups'
import type { ServerRef } from '../../../queries/servers'
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

/** `lookups` is asked when a row with attachments is written, so a file names what the cache has then. */
export function volumeCsvValues(lookups: () => AttachmentLookups): CsvValues<Volume> {
  return {
    // As the table shows it: a volume without a name by its id.
    name: (volume) => volume.name || volume.id,
    status: (volume) => volume.status,
    size: (volume) => volume.size,
    volume_type: (volume) => volume.volume_type,
    attached_to: (volume) => {
      if (volume.attachments.length === 0) return ''
      const { servers, modes } = lookups()
      return attachedToText(volume, servers, modes)
    },
    // The group's id, as the cloud gave it.
    group: (volume) => volume.group_id ?? '',
    multiattach: (volume) => volume.multiattach,
    bootable: (volume) => volume.bootable,
    encrypted: (volume) => volume.encrypted,
    availability_zone: (volume) => volume.availability_zone,
    created_at: (volume) => volume.created_at,
  }
}
