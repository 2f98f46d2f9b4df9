// The Disable Service dialog's words: what disabling changes (disablingStops in
// src/rules/service-rules.ts; the consequence when it is the last of its kind) and why a reason
// would be refused (disabledReasonProblem there).
import type { BlockStorageService } from '../../../api'
import { tr } from '../../../i18n/tr'
import { MESSAGE_DETAILS } from '../../../rules/messages'
import { DISABLED_REASON_MAX, disabledReasonProblem, disablingStops } from '../../../rules/service-rules'

export function reasonProblem(reason: string): string | null {
  switch (disabledReasonProblem(reason)) {
    case 'blank':
      return tr('Give a reason: other admins see it in the list of services.')
    case 'long':
      return tr('At most {{max}} characters.', { max: DISABLED_REASON_MAX })
    default:
      return null
  }
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
  switch (disablingStops(service.binary)) {
    case 'volumes':
      return others.length === 0
        ? {
            last: true,
            text: tr(
              'It is the only enabled volume service: new volumes cannot be placed anywhere and end in error ("{{message}}").',
              { message: MESSAGE_DETAILS.NO_BACKEND_AVAILABLE[1] },
            ),
          }
        : {
            last: false,
            text: tr(
              'The scheduler stops placing new volumes on its pools (they leave the pool list); its volumes keep working.',
            ),
          }
    case 'backups':
      return others.length === 0
        ? {
            last: true,
            text: tr('It is the only enabled backup service: new backups end in error until it is enabled.'),
          }
        : { last: false, text: tr('New backups go to the other backup services; its backups stay.') }
    default:
      return service.binary === 'cinder-scheduler'
        ? { last: false, text: tr('Cinder records the status only: a disabled scheduler still places volumes.') }
        : { last: false, text: tr('Cinder records the status and the reason.') }
  }
}
