// Storage a backend holds that Cinder does not manage, and backup records, on the wire
// (C:cinder/api/views/manageable_volumes.py, manageable_snapshots.py, C:cinder/api/contrib/backups.py).
import type { Volume } from './volumes'

/** What to pass back as `ref` to manage it: LVM and the fake driver take `{"source-name": <name>}`. */
export type ManageableReference = Record<string, string | null>

/**
 * An entry of GET /manageable_volumes (summary: reference, size, safe_to_manage) or its /detail
 * (also reason_not_safe, cinder_id, extra_info) (C:cinder/api/views/manageable_volumes.py).
 */
export interface ManageableVolume {
  reference: ManageableReference
  /** GiB, rounded up; null when the driver does not know. */
  size: number | null
  safe_to_manage: boolean
  /** Detail only: e.g. `already managed`. */
  reason_not_safe?: string | null
  /** Detail only: the Cinder id when it is already managed. */
  cinder_id?: string | null
  /** Detail only: a dict of the driver's own (the docstring says string; the object field is a dict). */
  extra_info?: Record<string, string | null> | null
}

/** An entry of GET /manageable_snapshots: the parent volume's reference too, in the summary as well. */
export interface ManageableSnapshot extends ManageableVolume {
  source_reference: ManageableReference
}

/** POST /os-volume-manage's body (C:cinder/api/schemas/volume_manage.py). */
export interface VolumeManageRequest {
  volume: {
    ref: ManageableReference
    host?: string | null
    /** 3.16 or later. */
    cluster?: string | null
    name?: string | null
    description?: string | null
    volume_type?: string | null
    availability_zone?: string | null
    bootable?: boolean
    metadata?: Record<string, string> | null
  }
}

/** POST /os-snapshot-manage's body (C:cinder/api/schemas/snapshot_manage.py). */
export interface SnapshotManageRequest {
  snapshot: {
    volume_id: string
    ref: ManageableReference
    name?: string | null
    description?: string | null
    metadata?: Record<string, string> | null
  }
}

/**
 * GET /backups/{id}/export_record's answer: the driver that made it and base64 of the backup's
 * fields as JSON (C:cinder/objects/backup.py#encode_record).
 */
export interface BackupExportRecord {
  backup_service: string
  backup_url: string
}

/**
 * POST /os-volume-manage's answer: the v2 detail view of the new row, status `creating`, size 0,
 * without any os-vol-*-attr or volume_type_id key at any microversion (C:cinder/api/v2/views/volumes.py#detail).
 */
export type ManagedVolume = Omit<
  Volume,
  | 'os-vol-tenant-attr:tenant_id'
  | 'os-vol-host-attr:host'
  | 'os-vol-mig-status-attr:migstat'
  | 'os-vol-mig-status-attr:name_id'
  | 'volume_type_id'
>
