// Cinder attachments: reserve, connect, complete, delete, and the volume status recomputed from
// what is left (docs/rules.md, "State machine"; C:cinder/volume/api.py, C:cinder/db/api.py).
import type { Connector } from '../../api/types'
import { canReserveAttachment, reservationSetsStatus } from '../../rules/cinder-rules'
import type { Caller, DemoCloud } from './cloud'
import { enforce } from './fault'
import type { AttachmentRecord, VolumeRecord } from './state'

export function newId(): string {
  return crypto.randomUUID()
}

/** #_get_statuses_from_attachments: the alphabetically first attach_status decides. */
export function recomputeVolumeStatus(cloud: DemoCloud, volume: VolumeRecord): void {
  if (volume.migration_status || volume.status === 'uploading') return
  const statuses = cloud
    .attachmentsOf(volume.id)
    .map((attachment) => attachment.attach_status)
    .filter((status) => !status.startsWith('error_'))
    .sort()
  const first = statuses[0]
  const map = { attached: 'in-use', attaching: 'attaching', detaching: 'detaching', reserved: 'reserved' } as const
  if (first && first in map) {
    volume.status = map[first as keyof typeof map]
    volume.attach_status = first as VolumeRecord['attach_status']
  } else {
    volume.status = 'available'
    volume.attach_status = 'detached'
  }
  volume.updated_at = cloud.isoNow()
}

export interface ReserveOptions {
  instanceId?: string
  connector?: Connector | null
  mode?: 'rw' | 'ro'
  /** Skip the status condition (the Rocky spec's reserve-while-reserved, for multi-create). */
  force?: boolean
}

/** POST /attachments: reserve, and connect too when a connector is given. */
export function createAttachment(
  cloud: DemoCloud,
  caller: Caller,
  volume: VolumeRecord,
  options: ReserveOptions,
): AttachmentRecord {
  const existing = cloud.attachmentsOf(volume.id)
  if (!options.force) {
    enforce(
      canReserveAttachment(
        {
          id: volume.id,
          status: volume.status,
          multiattach: volume.multiattach,
          bootable: volume.bootable ? 'true' : 'false',
        },
        {
          instanceId: options.instanceId,
          attachedInstanceIds: existing.map((attachment) => attachment.instance_uuid),
          allowed: (rule) => cloud.allowed(caller, rule),
        },
      ),
    )
  }
  if (reservationSetsStatus(volume) || options.force) volume.status = 'reserved'
  // A volume-level read-only flag forces ro whatever was asked (R16).
  const mode = volume.admin_metadata.readonly === 'True' ? 'ro' : (options.mode ?? 'null')
  const attachment: AttachmentRecord = {
    id: newId(),
    volume_id: volume.id,
    instance_uuid: options.instanceId ?? null,
    attached_host: null,
    mountpoint: null,
    attach_status: 'reserved',
    attach_mode: mode,
    connector: null,
    connection_info: null,
    attach_time: null,
    detach_time: null,
  }
  cloud.state.attachments.push(attachment)
  volume.updated_at = cloud.isoNow()
  if (options.connector) {
    connectAttachment(cloud, volume, attachment, options.connector)
    // The create answer is built from the object as reserved (docs/rules.md, R16).
    attachment.attach_status = 'reserved'
  }
  return attachment
}

/**
 * What the attachments API stores and shows: the LVM driver's iSCSI target flattened, Cinder's
 * own additions (qos_specs, access_mode, encrypted, cacheable) and the attachment id
 * (C:cinder/volume/manager.py#_connection_create, #_parse_connection_options).
 */
export function connectionInfo(
  cloud: DemoCloud,
  volume: VolumeRecord,
  attachment: AttachmentRecord,
): Record<string, unknown> {
  // access_mode: the legacy attach's attached_mode, else the read-only flag
  // (C:cinder/volume/manager.py#_parse_connection_options).
  const attachedMode = volume.admin_metadata.attached_mode
  const readonly = attachedMode ? attachedMode === 'ro' : volume.admin_metadata.readonly === 'True'
  const type = cloud.volumeType(volume.volume_type_id)
  return {
    target_discovered: false,
    target_iqn: `iqn.2010-10.org.openstack:volume-${volume.id}`,
    target_portal: '127.0.0.1:3260',
    target_lun: 1,
    volume_id: volume.id,
    qos_specs: null,
    // Comes from the volume's admin metadata, not the attachment's attach_mode (R16).
    access_mode: readonly ? 'ro' : 'rw',
    encrypted: volume.encryption_key_id !== null,
    cacheable: type?.extra_specs.cacheable === '<is> True',
    driver_volume_type: 'iscsi',
    attachment_id: attachment.id,
  }
}

/** PUT /attachments/{id} with a connector: the attachment and the volume become attaching. */
export function connectAttachment(
  cloud: DemoCloud,
  volume: VolumeRecord,
  attachment: AttachmentRecord,
  connector: Connector,
): void {
  if (attachment.attach_mode === 'null') attachment.attach_mode = connector.mode === 'ro' ? 'ro' : 'rw'
  attachment.connector = { ...connector, mode: attachment.attach_mode === 'ro' ? 'ro' : 'rw' }
  attachment.attached_host = typeof connector.host === 'string' ? connector.host : null
  attachment.mountpoint = typeof connector.mountpoint === 'string' ? connector.mountpoint : null
  attachment.connection_info = connectionInfo(cloud, volume, attachment)
  attachment.attach_status = 'attaching'
  volume.status = 'attaching'
  volume.attach_status = 'attaching'
  volume.updated_at = cloud.isoNow()
}

/** os-complete: attached, and the volume in-use. */
export function completeAttachment(cloud: DemoCloud, volume: VolumeRecord, attachment: AttachmentRecord): void {
  attachment.attach_status = 'attached'
  attachment.attach_time = cloud.isoNow()
  if (attachment.attach_mode === 'null') attachment.attach_mode = 'rw'
  volume.status = 'in-use'
  volume.attach_status = 'attached'
  // No attached_mode admin metadata: only the legacy os-attach writes it
  // (C:cinder/objects/volume.py#begin_attach), never the attachments API.
  volume.updated_at = cloud.isoNow()
}

/** DELETE /attachments/{id}: the row goes, the volume status is recomputed. */
export function deleteAttachment(
  cloud: DemoCloud,
  volume: VolumeRecord | undefined,
  attachment: AttachmentRecord,
): void {
  cloud.state.attachments = cloud.state.attachments.filter((candidate) => candidate.id !== attachment.id)
  if (!volume) return
  if (cloud.attachmentsOf(volume.id).length === 0) delete volume.admin_metadata.attached_mode
  recomputeVolumeStatus(cloud, volume)
}

/** A fake connector, as a compute host would send. */
export function hostConnector(host: string, device: string | null, mode?: 'rw' | 'ro'): Connector {
  return {
    host,
    initiator: `iqn.1993-08.org.debian:01:${host}`,
    ip: '127.0.0.1',
    platform: 'x86_64',
    os_type: 'linux2',
    multipath: false,
    mountpoint: device ?? undefined,
    mode,
  }
}
