// The command a user would type for an attach or a detach: python-openstackclient 6.0's
// `server add volume` and `server remove volume` (openstackclient/compute/v2/server.py), which
// send compute 2.1 unless told otherwise. Ids name the server and the volume.
import { FEATURES } from '../../api/features'
import { MULTIATTACH_COMPUTE_MICROVERSION } from '../nova-rules'
import { commandLine, option } from './shell'
import { migrateVolumeCommand } from './volume-commands'

/**
 * Attach through Nova. A shareable volume needs compute 2.60 (R3: below it Nova answers 400
 * "Multiattach volumes are only supported starting with compute API version 2.60."). The attach
 * mode of the Rocky spec has no flag in any CLI: the caller says so instead of a command.
 */
export function attachVolumeCommand(
  volume: { id: string; multiattach: boolean },
  serverId: string,
  device: string | undefined,
): string {
  return commandLine([
    'openstack',
    ...(volume.multiattach ? ['--os-compute-api-version', MULTIATTACH_COMPUTE_MICROVERSION] : []),
    'server',
    'add',
    'volume',
    ...option('--device', device),
    serverId,
    volume.id,
  ])
}

/** Detach through Nova (its DELETE of the server's volume attachment). */
export function detachVolumeCommand(serverId: string, volumeId: string): string {
  return commandLine(['openstack', 'server', 'remove', 'volume', serverId, volumeId])
}

/**
 * Detach of some attachments of one volume (Manage Attachments' Detach selected), one line each
 * in the order they are sent: a server's through Nova; one held outside Nova (no server) is only
 * Cinder's, deleted through the attachments API (3.27; openstackclient 6.0's `volume attachment
 * delete`, openstackclient/volume/v3/volume_attachment.py).
 */
export function detachAttachmentsCommand(
  volumeId: string,
  attachments: ReadonlyArray<{ attachment_id: string; server_id: string | null }>,
): string {
  return attachments
    .map((attachment) =>
      attachment.server_id
        ? detachVolumeCommand(attachment.server_id, volumeId)
        : deleteAttachmentCommand(attachment.attachment_id),
    )
    .join('\n')
}

/** An attachment deleted through Cinder's attachments API (3.27): openstackclient 6.0's `volume attachment delete`. */
export function deleteAttachmentCommand(attachmentId: string): string {
  return commandLine([
    'openstack',
    '--os-volume-api-version',
    FEATURES.attachmentsApi.min,
    'volume',
    'attachment',
    'delete',
    attachmentId,
  ])
}

/**
 * Change Attach Mode of a server's attachment, as commands: the detach, and (once detached) the
 * attach again to the same device; null for the attach when the new mode is read-only, which no
 * CLI sends (the caller says so).
 */
export function changeModeCommands(
  volume: { id: string; multiattach: boolean },
  serverId: string,
  device: string | undefined,
  to: 'ro' | 'rw',
): { detach: string; attach: string | null } {
  return {
    detach: detachVolumeCommand(serverId, volume.id),
    attach: to === 'ro' ? null : attachVolumeCommand(volume, serverId, device),
  }
}

/**
 * Move Shared Volume, as commands in the dialog's order: detach each other read/write server,
 * migrate (an administrator's `volume migrate`), then attach each again read/write. Each step
 * waits for the one before (the caller says what to wait for between them).
 */
export function moveSharedCommands(
  volume: { id: string; multiattach: boolean },
  serverIds: readonly string[],
  host: string,
): { detach: string[]; migrate: string; attach: string[] } {
  return {
    detach: serverIds.map((serverId) => detachVolumeCommand(serverId, volume.id)),
    migrate: migrateVolumeCommand(volume.id, host),
    attach: serverIds.map((serverId) => attachVolumeCommand(volume, serverId, undefined)),
  }
}
