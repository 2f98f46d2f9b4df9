// Backups on the wire (C:cinder/api/views/backups.py, C:cinder/api/contrib/backups.py).
import type { Link } from '../common'

export type BackupStatus = 'creating' | 'available' | 'deleting' | 'error' | 'error_deleting' | 'restoring' | 'deleted'

/** GET /backups items, and the answers of create and update (C:cinder/api/views/backups.py#summary). */
export interface BackupSummary {
  id: string
  name: string | null
  links: Link[]
}

/** GET /backups/detail items and GET /backups/{id} (C:cinder/api/views/backups.py#detail). */
export interface Backup extends BackupSummary {
  description: string | null
  status: BackupStatus
  /** GiB: the volume's size. */
  size: number
  object_count: number | null
  /** Null for backups created through the API (Zed ignores the body's zone). */
  availability_zone: string | null
  container: string | null
  created_at: string
  updated_at: string | null
  fail_reason: string | null
  volume_id: string
  is_incremental: boolean
  has_dependent_backups: boolean
  snapshot_id: string | null
  data_timestamp: string
  /** 3.43 or later. */
  metadata?: Record<string, string>
  /** Admin only, 3.18 or later. */
  'os-backup-project-attr:project_id'?: string
  /** Admin only, 3.56 or later. */
  user_id?: string
  /** 3.64 or later, when set. */
  encryption_key_id?: string
}

export interface BackupListBody {
  backups: Backup[]
  backups_links?: Link[]
  count?: number
}

export interface BackupCreateRequest {
  backup: {
    volume_id: string
    name?: string | null
    description?: string | null
    container?: string | null
    incremental?: boolean
    /** An in-use volume needs it, at every microversion. */
    force?: boolean
    snapshot_id?: string | null
    /** 3.43 or later. */
    metadata?: Record<string, string>
    /** 3.51 or later (ignored by Zed). */
    availability_zone?: string | null
  }
}

/** POST /backups/{id}/restore's answer. */
export interface BackupRestore {
  backup_id: string
  volume_id: string
  volume_name: string | null
}
