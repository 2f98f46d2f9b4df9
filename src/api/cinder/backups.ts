// Backups: list, read, create, edit, delete, restore, and an admin's reset status and force
// delete (C:cinder/api/contrib/backups.py, C:cinder/api/v3/backups.py, admin_actions.py).
import type { Backup, BackupCreateRequest, BackupListBody, BackupRestore, BackupSummary } from '../types'
import type { CallOptions, CinderCall, DetailListParams } from './call'
import { nextMarkerOf } from './call'

export interface BackupListParams extends DetailListParams {
  /** name, status, volume_id (C:cinder/api/contrib/backups.py, resource_filters.json). */
  filters?: Record<string, string>
}

export interface BackupPage {
  backups: Backup[]
  count?: number
  nextMarker?: string
}

export interface BackupCreateParams {
  volumeId: string
  name?: string | null
  description?: string | null
  container?: string | null
  /** On top of the volume's newest backup. */
  incremental?: boolean
  /** An in-use volume needs it, at every microversion. */
  force?: boolean
  /** Back up this snapshot of the volume instead of the volume. */
  snapshotId?: string | null
  /** 3.43 or later. */
  metadata?: Record<string, string>
  /** 3.51 or later. Zed accepts it and does not use it: the backup's zone stays null. */
  availabilityZone?: string | null
}

export function backupCalls(cinder: CinderCall) {
  return {
    async listBackups(params: BackupListParams = {}, options?: CallOptions): Promise<BackupPage> {
      const body = await cinder.listDetail<BackupListBody>('backups', params, options)
      return { backups: body.backups, count: body.count, nextMarker: nextMarkerOf(body.backups_links) }
    },

    async getBackup(id: string, options?: CallOptions): Promise<Backup> {
      return (await cinder.json<{ backup: Backup }>({ path: ['backups', id] }, options)).backup
    },

    /** 202 with the summary view (id, name, links); the backup is `creating`. */
    async createBackup(params: BackupCreateParams, options?: CallOptions): Promise<BackupSummary> {
      if (params.metadata !== undefined) cinder.require('backupMetadata', options)
      if (params.availabilityZone !== undefined) cinder.require('backupZone', options)
      const backup: BackupCreateRequest['backup'] = { volume_id: params.volumeId }
      if (params.name !== undefined) backup.name = params.name
      if (params.description !== undefined) backup.description = params.description
      if (params.container !== undefined) backup.container = params.container
      if (params.incremental !== undefined) backup.incremental = params.incremental
      if (params.force !== undefined) backup.force = params.force
      if (params.snapshotId !== undefined) backup.snapshot_id = params.snapshotId
      if (params.metadata !== undefined) backup.metadata = params.metadata
      if (params.availabilityZone !== undefined) backup.availability_zone = params.availabilityZone
      const body = await cinder.json<{ backup: BackupSummary }>(
        { method: 'POST', path: ['backups'], body: { backup } },
        options,
      )
      return body.backup
    },

    /** 3.9: name and description (metadata, replaced as a whole, from 3.43). */
    async updateBackup(
      id: string,
      fields: { name?: string | null; description?: string | null; metadata?: Record<string, string> },
      options?: CallOptions,
    ): Promise<BackupSummary> {
      cinder.require('backupUpdate', options)
      if (fields.metadata !== undefined) cinder.require('backupMetadata', options)
      const body = await cinder.json<{ backup: BackupSummary }>(
        { method: 'PUT', path: ['backups', id], body: { backup: fields } },
        options,
      )
      return body.backup
    },

    async deleteBackup(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['backups', id] }, options)
    },

    /** Into an existing available volume at least as large, or (no volumeId) into a new one. */
    async restoreBackup(
      id: string,
      target: { volumeId?: string; name?: string } = {},
      options?: CallOptions,
    ): Promise<BackupRestore> {
      const restore: Record<string, string> = {}
      if (target.volumeId !== undefined) restore.volume_id = target.volumeId
      if (target.name !== undefined) restore.name = target.name
      const body = await cinder.json<{ restore: BackupRestore }>(
        { method: 'POST', path: ['backups', id, 'restore'], body: { restore } },
        options,
      )
      return body.restore
    },

    /** Admin: set a backup's status (available or error). */
    async resetBackupStatus(id: string, status: 'available' | 'error', options?: CallOptions): Promise<void> {
      await cinder.send(
        { method: 'POST', path: ['backups', id, 'action'], body: { 'os-reset_status': { status } } },
        options,
      )
    },

    /** Admin: delete a backup whatever its status. */
    async forceDeleteBackup(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'POST', path: ['backups', id, 'action'], body: { 'os-force_delete': {} } }, options)
    },
  }
}

export type BackupCalls = ReturnType<typeof backupCalls>
