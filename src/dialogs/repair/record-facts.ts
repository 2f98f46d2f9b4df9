// An attachment record as the repair checks see it, and how the console names its server.
import type { AttachmentDetail, Server } from '../../api'
import type { AttachmentFacts, NovaView } from '../../rules/repair-rules'

export function recordFacts(record: AttachmentDetail, nova: NovaView): AttachmentFacts {
  return {
    id: record.id,
    instanceId: record.instance,
    hasConnectionInfo: Object.keys(record.connection_info ?? {}).length > 0,
    status: record.status,
    nova,
  }
}

/** The server's name where the console knows it, else its id; "no server" for other consumers. */
export function serverLabel(record: Pick<AttachmentDetail, 'instance'>, servers?: Map<string, Server>): string | null {
  if (!record.instance) return null
  return servers?.get(record.instance)?.name || record.instance
}

/** The connection facts an operator looks for: transport, access mode, target. */
export function connectionSummary(info: Record<string, unknown> | null | undefined): string {
  if (!info || Object.keys(info).length === 0) return ''
  const data = (typeof info.data === 'object' && info.data !== null ? info.data : info) as Record<string, unknown>
  const parts = [info.driver_volume_type, data.access_mode ?? info.access_mode, data.target_iqn, data.target_portal]
  return parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join(' · ')
}
