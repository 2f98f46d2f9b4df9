// What disabling a block-storage service does in Zed, and what Cinder takes as the reason. The
// demo cloud's scheduler and backup API follow these; the Disable Service dialog explains them.

/** The service a backend's volumes are placed through, and the one that makes backups. */
export const VOLUME_SERVICE = 'cinder-volume'
export const BACKUP_SERVICE = 'cinder-backup'

/**
 * What the cloud stops giving a disabled service: the scheduler places no new volume on a
 * disabled cinder-volume's pools (C:cinder/scheduler/host_manager.py#_update_backend_state_map
 * lists only services with disabled=False), a disabled cinder-backup is picked for no backup
 * (C:cinder/backup/api.py#_list_backup_services); for any other binary (a cinder-scheduler
 * included) nothing reads the status.
 */
export function disablingStops(binary: string): 'volumes' | 'backups' | null {
  if (binary === VOLUME_SERVICE) return 'volumes'
  if (binary === BACKUP_SERVICE) return 'backups'
  return null
}

/** disable-log-reason's reason: 1 to 255 characters (C:cinder/api/schemas/services.py#disable_log_reason). */
export const DISABLED_REASON_MAX = 255

/**
 * Why Cinder refuses a reason, or null: blank once stripped
 * (C:cinder/api/validation/validators.py#_validate_disabled_reason), or longer than the schema allows.
 */
export function disabledReasonProblem(reason: string): 'blank' | 'long' | null {
  if (reason.trim() === '') return 'blank'
  if ([...reason].length > DISABLED_REASON_MAX) return 'long'
  return null
}
