// How a failure of the demo cloud's own control API reads: its reason codes worded here, since
// only demo builds carry this page (and these strings); anything else as every error reads.
import { isOpenStackError } from '../../api'
import { errorText } from '../../components/error-text'
import { tr } from '../../i18n/tr'

export function demoErrorText(error: unknown): string {
  const reason = isOpenStackError(error) ? error.reason : undefined
  switch (reason?.code) {
    case 'demo-unreachable':
      return tr('The demo cloud did not answer ({{reason}}).', { reason: reason.cause })
    case 'demo-not-json':
      return tr('No demo cloud answers on this page: the answer was not JSON.')
    case 'demo-refused':
      return tr('The demo cloud answered {{status}}: {{message}}', reason)
    case 'demo-malformed':
      return tr('The demo cloud answered without its settings.')
    default:
      return errorText(error).message
  }
}
