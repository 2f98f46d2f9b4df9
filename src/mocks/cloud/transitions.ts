// What happens when a transitional state's time is up.
import { completeAttachment, connectionInfo, createAttachment, deleteAttachment, hostConnector } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { connectStep } from './nova-volumes'
import { NO_VALID_HOST, buildImageVolumes, nextDevice, pickHost } from './servers'
import type { ServerRecord, Step } from './state'
import { finishBackup, finishedDependents, finishRestore } from './backups'
import { finishRevert, finishSnapshot } from './snapshots'
import { finishImport } from './backup-records'
import { finishManageSnapshot, finishManageVolume, finishUnmanageSnapshot, finishUnmanageVolume } from './manage'
import {
  finishGroupCreate,
  finishGroupDelete,
  finishGroupSnapshotCreate,
  finishGroupSnapshotDelete,
  finishGroupUpdate,
  membersOf,
} from './groups'
import { finishGroupReplication } from './group-replication'
import { finishUpload, startSaving } from './images'
import { finishCreate, finishMigration } from './volumes'
import { isMultiattachType } from '../../rules/volume-types'

/** Nova acts on Cinder with the user's token; inside the cloud a service caller stands in. */
function serviceCaller(server: ServerRecord): Caller {
  return {
    tokenId: '',
    userId: server.user_id,
    userName: 'nova',
    projectId: server.project_id,
    projectName: '',
    roles: ['admin', 'member', 'reader', 'service'],
    expiresAt: Number.POSITIVE_INFINITY,
  }
}

function attachServerVolumes(cloud: DemoCloud, server: ServerRecord): void {
  // A volume attached while offloaded gets its device name when the server lands on a host.
  for (const bdm of server.bdms) bdm.device_name ??= nextDevice(server)
  for (const bdm of server.bdms) {
    const volume = cloud.volume(bdm.volume_id)
    const attachment = bdm.attachment_id ? cloud.attachment(bdm.attachment_id) : undefined
    if (!volume || !attachment) continue
    const mode = attachment.attach_mode === 'null' ? bdm.attach_mode : attachment.attach_mode
    attachment.attach_mode = mode
    attachment.connector = hostConnector(server.host ?? 'unknown', bdm.device_name, mode)
    attachment.attached_host = server.host
    attachment.mountpoint = bdm.device_name
    attachment.connection_info = connectionInfo(cloud, volume, attachment)
    completeAttachment(cloud, volume, attachment)
  }
}

/** The demo's hanging host (settings.hang): the step that never comes. */
function hangs(cloud: DemoCloud, step: Step): boolean {
  const hang = cloud.settings.hang ?? 'none'
  if (hang === 'attach') return step.kind === 'attach-connect'
  if (hang === 'detach') return step.kind === 'detach-finish'
  return false
}

export function runStep(cloud: DemoCloud, step: Step): void {
  if (hangs(cloud, step)) return
  switch (step.kind) {
    case 'volume-created': {
      const volume = cloud.volume(step.volumeId)
      if (volume?.status === 'creating') finishCreate(cloud, volume, step.requestId)
      return
    }
    case 'volume-deleted': {
      // A cascade delete takes the snapshots first (C:cinder/volume/manager.py#delete_volume).
      cloud.state.snapshots = cloud.snapshots.filter(
        (snapshot) => snapshot.volume_id !== step.volumeId || snapshot.status !== 'deleting',
      )
      cloud.state.volumes = cloud.state.volumes.filter((volume) => volume.id !== step.volumeId)
      cloud.state.attachments = cloud.state.attachments.filter((attachment) => attachment.volume_id !== step.volumeId)
      return
    }
    case 'volume-extended': {
      const volume = cloud.volume(step.volumeId)
      if (!volume) return
      volume.size = step.newSize
      volume.status = step.previousStatus
      volume.updated_at = cloud.isoNow()
      return
    }
    case 'volume-retyped': {
      const volume = cloud.volume(step.volumeId)
      const type = cloud.volumeType(step.typeId)
      if (!volume || !type) return
      volume.volume_type_id = type.id
      volume.multiattach = isMultiattachType(type)
      volume.status = step.previousStatus
      volume.updated_at = cloud.isoNow()
      return
    }
    case 'volume-migrated': {
      const volume = cloud.volume(step.volumeId)
      if (volume) finishMigration(cloud, volume, step.host)
      return
    }
    case 'volume-reverted':
      finishRevert(cloud, step.volumeId, step.snapshotId)
      return
    case 'snapshot-created': {
      const snapshot = cloud.snapshot(step.snapshotId)
      if (snapshot?.status === 'creating') finishSnapshot(cloud, snapshot)
      return
    }
    case 'group-created': {
      const group = cloud.groups.find((candidate) => candidate.id === step.groupId)
      if (group) {
        for (const volume of membersOf(cloud, group.id)) {
          if (volume.status === 'creating') volume.status = 'available'
        }
        finishGroupCreate(cloud, group)
      }
      return
    }
    case 'group-updated':
      finishGroupUpdate(cloud, step.groupId, step.add, step.remove)
      return
    case 'group-replicated':
      finishGroupReplication(cloud, step.groupId, step.action, step.secondaryBackendId, step.final ?? false)
      return
    case 'group-deleted':
      finishGroupDelete(cloud, step.groupId)
      return
    case 'group-snapshot-created':
      finishGroupSnapshotCreate(cloud, step.groupSnapshotId)
      return
    case 'group-snapshot-deleted':
      finishGroupSnapshotDelete(cloud, step.groupSnapshotId)
      return
    case 'snapshot-deleted':
      cloud.state.snapshots = cloud.snapshots.filter((snapshot) => snapshot.id !== step.snapshotId)
      return
    case 'image-saving':
      startSaving(cloud, step.imageId)
      return
    case 'image-uploaded':
      finishUpload(cloud, step.imageId, step.volumeId)
      return
    case 'backup-created': {
      const backup = cloud.backup(step.backupId)
      if (backup?.status === 'creating') finishBackup(cloud, backup, step.requestId)
      return
    }
    case 'volume-managed':
      return finishManageVolume(cloud, step.volumeId, step.sourceName)
    case 'volume-unmanaged':
      return finishUnmanageVolume(cloud, step.volumeId)
    case 'snapshot-managed':
      return finishManageSnapshot(cloud, step.snapshotId, step.sourceName)
    case 'snapshot-unmanaged':
      return finishUnmanageSnapshot(cloud, step.snapshotId)
    case 'backup-imported':
      return finishImport(cloud, step.backupId, step.backupService, step.record)
    case 'backup-deleted': {
      // The parent's count goes down when it has one (C:cinder/backup/manager.py#delete_backup).
      const gone = cloud.backup(step.backupId)
      const parent = gone?.parent_id ? cloud.backup(gone.parent_id) : undefined
      if (parent && finishedDependents(parent) > 0) {
        parent.num_dependent_backups = finishedDependents(parent) - 1
      }
      cloud.state.backups = cloud.backups.filter((backup) => backup.id !== step.backupId)
      // Cinder keeps the row, soft-deleted: an import of its record revives it (backup-records.ts).
      if (gone) (cloud.state.deletedBackupNames ??= {})[gone.id] = gone.name
      return
    }
    case 'backup-restored':
      finishRestore(cloud, step.backupId, step.volumeId)
      return
    case 'attach-connect':
      connectStep(cloud, step.serverId, step.volumeId, step.attachmentId, step.at)
      return
    case 'attach-complete': {
      const volume = cloud.volume(step.volumeId)
      const attachment = cloud.attachment(step.attachmentId)
      if (volume && attachment) completeAttachment(cloud, volume, attachment)
      return
    }
    case 'detach-finish': {
      const server = cloud.server(step.serverId)
      const volume = cloud.volume(step.volumeId)
      const attachment = cloud.attachment(step.attachmentId)
      if (attachment) deleteAttachment(cloud, volume, attachment)
      if (server) server.bdms = server.bdms.filter((bdm) => bdm.volume_id !== step.volumeId)
      return
    }
    case 'server-built': {
      const server = cloud.server(step.serverId)
      if (!server) return
      if (server.host === null) {
        // No host could take it: ERROR with the scheduler's fault; its volumes stay reserved
        // until the server is deleted (N:nova/conductor/manager.py schedule_and_build_instances).
        server.vm_state = 'error'
        server.task_state = null
        server.power_state = 0
        server.fault = { code: 500, message: NO_VALID_HOST, created: cloud.isoNow() }
        server.updated = cloud.isoNow()
        return
      }
      const aborted = buildImageVolumes(cloud, server)
      if (aborted) {
        server.vm_state = 'error'
        server.task_state = null
        server.fault = { code: 500, message: aborted, created: cloud.isoNow() }
        server.updated = cloud.isoNow()
        return
      }
      attachServerVolumes(cloud, server)
      server.vm_state = 'active'
      server.task_state = null
      server.power_state = 1
      server.launched_at = cloud.isoNow()
      server.updated = cloud.isoNow()
      return
    }
    case 'server-deleted': {
      const server = cloud.server(step.serverId)
      if (!server) return
      // A hanging host never detaches: the server goes, its attachments stay behind in Cinder.
      const leftBehind = cloud.settings.hang === 'detach'
      for (const bdm of server.bdms) {
        if (leftBehind) break
        const volume = cloud.volume(bdm.volume_id)
        const attachment = bdm.attachment_id ? cloud.attachment(bdm.attachment_id) : undefined
        if (attachment) deleteAttachment(cloud, volume, attachment)
        if (volume && bdm.delete_on_termination) {
          cloud.state.volumes = cloud.state.volumes.filter((candidate) => candidate !== volume)
        }
      }
      cloud.state.servers = cloud.state.servers.filter((candidate) => candidate !== server)
      return
    }
    case 'server-shelved': {
      const server = cloud.server(step.serverId)
      if (!server) return
      // shelved_offload_time = 0: offloaded at once. Each volume gets a connector-less
      // reservation in place of its attachment (N:nova/compute/manager.py#_terminate_volume_connections).
      for (const bdm of server.bdms) {
        const volume = cloud.volume(bdm.volume_id)
        const old = bdm.attachment_id ? cloud.attachment(bdm.attachment_id) : undefined
        if (!volume) continue
        const mode = old && old.attach_mode !== 'null' ? old.attach_mode : bdm.attach_mode
        const reservation = createAttachment(cloud, serviceCaller(server), volume, {
          instanceId: server.id,
          force: true,
          mode,
        })
        if (old) deleteAttachment(cloud, volume, old)
        bdm.attachment_id = reservation.id
      }
      server.vm_state = 'shelved_offloaded'
      server.task_state = null
      server.power_state = 4
      server.host = null
      server.updated = cloud.isoNow()
      return
    }
    case 'server-unshelved': {
      const server = cloud.server(step.serverId)
      if (!server) return
      const needsMultiattach = server.bdms.some((bdm) => cloud.volume(bdm.volume_id)?.multiattach)
      const host = pickHost(cloud, server.availability_zone, needsMultiattach)
      server.task_state = null
      server.updated = cloud.isoNow()
      // No host could take it: it stays offloaded, its volumes reserved (the unshelve fails in the conductor).
      if (!host) return
      server.host = host.name
      attachServerVolumes(cloud, server)
      server.vm_state = 'active'
      server.power_state = 1
      return
    }
  }
}
