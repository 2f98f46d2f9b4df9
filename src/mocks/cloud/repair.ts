// An administrator's repairs (docs/repair.md): os-reset_status, os-force_detach and
// os-force_delete on a volume, in Zed's order (C:cinder/api/contrib/admin_actions.py).
import {
  forceDeleteVerdict,
  forceDetachVerdict,
  isMigrating,
  resetBodyVerdict,
  resetVerdict,
  type AttachmentFacts,
  type NovaView,
  type ResetRequest,
} from '../../rules/repair-rules'
import { requirePolicy, findVolume } from './access'
import { deleteAttachment } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { enforce, fail } from './fault'
import type { AttachmentRecord, VolumeRecord } from './state'

/** os-reset_status: the body's formats, the volume, the policy, then Zed's own refusals. */
export function resetVolumeStatus(cloud: DemoCloud, caller: Caller, id: string, request: ResetRequest): void {
  enforce(resetBodyVerdict(request))
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume_extension:volume_admin_actions:reset_status')
  const records = cloud.attachmentsOf(id)
  enforce(resetVerdict(request, records.length))
  if (request.status) volume.status = request.status.toLowerCase()
  if (request.attach_status) volume.attach_status = request.attach_status.toLowerCase() as VolumeRecord['attach_status']
  if (request.migration_status) {
    const migration = request.migration_status.toLowerCase()
    volume.migration_status = migration === 'none' ? null : migration
  }
  volume.updated_at = cloud.isoNow()
  // attach_status "detached" removes every attachment record; each removal recomputes the
  // volume's status from what is left (C:cinder/db/sqlalchemy/api.py#volume_detached).
  if (request.attach_status?.toLowerCase() === 'detached') {
    for (const record of records) deleteAttachment(cloud, volume, record)
    delete volume.admin_metadata.attached_mode
  }
}

/** Where Nova stands on an attachment's server (C:cinder/volume/api.py#attachment_deletion_allowed). */
export function novaView(cloud: DemoCloud, attachment: AttachmentRecord): NovaView {
  const server = attachment.instance_uuid ? cloud.server(attachment.instance_uuid) : undefined
  const bdm = server?.bdms.find((candidate) => candidate.volume_id === attachment.volume_id)
  if (!bdm) return 'gone'
  return bdm.attachment_id === attachment.id ? 'same' : 'other'
}

/** An attachment record as the bug 2004555 guard sees it. */
export function attachmentFacts(cloud: DemoCloud, attachment: AttachmentRecord): AttachmentFacts {
  return {
    id: attachment.id,
    instanceId: attachment.instance_uuid,
    hasConnectionInfo: attachment.connection_info !== null,
    status: attachment.attach_status,
    nova: novaView(cloud, attachment),
  }
}

/**
 * os-force_detach: terminate the connection (its guard first), unreserve, then detach the given
 * attachment (or the only one). The Nova server keeps its block device mapping.
 */
export function forceDetach(cloud: DemoCloud, caller: Caller, id: string, attachmentId: string | null): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume_extension:volume_admin_actions:force_detach')
  const records = cloud.attachmentsOf(id)
  if (attachmentId) {
    const other = cloud.attachment(attachmentId)
    if (other && other.volume_id !== id) fail(400, 'Invalid input received: Mismatched volume and attachment')
  }
  enforce(
    forceDetachVerdict({
      volumeStatus: volume.status,
      records: records.map((record) => attachmentFacts(cloud, record)),
      attachmentId,
    }),
  )
  // unreserve_volume: an attaching volume goes back to in-use or available.
  if (volume.status === 'attaching') volume.status = records.length > 0 ? 'in-use' : 'available'
  const target = attachmentId ? cloud.attachment(attachmentId) : records.length === 1 ? records[0] : undefined
  if (target) {
    deleteAttachment(cloud, volume, target)
  } else if (records.length === 0) {
    // Nothing to remove: the manager makes the volume available (C:cinder/volume/manager.py#detach_volume).
    volume.status = 'available'
    volume.attach_status = 'detached'
  }
  volume.updated_at = cloud.isoNow()
}

/** The facts a forced delete is checked on. */
export function forceDeleteFacts(cloud: DemoCloud, volume: VolumeRecord) {
  return {
    attachStatus: volume.attach_status,
    migrating: isMigrating(volume.migration_status),
    snapshots: cloud.snapshotsOf(volume.id).length,
  }
}

export { forceDeleteVerdict }
