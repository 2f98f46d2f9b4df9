// What disabling a block-storage service does, as Zed does it (C:cinder/scheduler/host_manager.py
// #_update_backend_state_map: only enabled cinder-volume services are scheduled to;
// C:cinder/backup/api.py#_list_backup_services: only enabled cinder-backup services get backups;
// a disabled cinder-scheduler still takes requests: nothing checks its status), and the reason's
// limits (C:cinder/api/schemas/services.py#disable_log_reason: 1 to 255 characters, not blank).
import type { BlockStorageService } from '../../../api'
import { tr } from '../../../i18n/tr'

export const REASON_MAX = 255

export function reasonProblem(reason: string): string | null {
  if (reason.trim() === '') return tr('Give a reason: other admins see it in the list of services.')
  if ([...reason].length > REASON_MAX) return tr('At most {{max}} characters.', { max: REASON_MAX })
  return null
}

/** What disabling this service changes, with the consequence when it is the last of its kind. */
export function disableEffect(
  service: BlockStorageService,
  all: BlockStorageService[],
): { text: string; last: boolean } {
  const others = all.filter(
    (other) =>
      other.binary === service.binary && other !== service && other.status === 'enabled' && other.state === 'up',
  )
  switch (service.binary) {
    case 'cinder-volume':
      return others.length === 0
        ? {
            last: true,
            text: tr(
              'It is the only enabled volume service: new volumes cannot be placed anywhere and end in error ("Could not find any available weighted backend.").',
            ),
          }
        : {
            last: false,
            text: tr(
              'The scheduler stops placing new volumes on its pools (they leave the pool list); its volumes keep working.',
            ),
          }
    case 'cinder-backup':
      return others.length === 0
        ? {
            last: true,
            text: tr('It is the only enabled backup service: new backups end in error until it is enabled.'),
          }
        : { last: false, text: tr('New backups go to the other backup services; its backups stay.') }
    case 'cinder-scheduler':
      return { last: false, text: tr('Cinder records the status only: a disabled scheduler still places volumes.') }
    default:
      return { last: false, text: tr('Cinder records the status and the reason.') }
  }
}
