// What a change of attach mode came to: where the volume is now, and the error if any.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { RequestIdLine } from '../../../components/notify-copy'
import { useT } from '../../../i18n/use-t'
import type { Mode } from '../../../attachments/attach-mode'
import { MODE_WORDS } from '../../../attachments/attach-mode'
import type { Failure } from '../../../queries/outcome'
import type { ChangeModePhase } from '../../../attachments/use-change-mode'

interface Props {
  phase: ChangeModePhase
  failure: Failure | undefined
  volume: string
  server: string
  from: Mode | undefined
  to: Mode
}

function FailureAlert({ failure, where }: { failure: Failure; where: string }) {
  return (
    <Alert severity="error">
      <Typography variant="body2">{where}</Typography>
      <Typography variant="body2">{failure.message}</Typography>
      {failure.requestId && <RequestIdLine requestId={failure.requestId} />}
    </Alert>
  )
}

export function ChangeModeOutcome({ phase, failure, volume, server, from, to }: Props) {
  const t = useT()
  if (phase === 'detach-failed' && failure) {
    return (
      <FailureAlert
        failure={failure}
        where={t('The volume is still attached to {{server}}; nothing changed.', { server })}
      />
    )
  }
  if ((phase === 'attach-failed' || phase === 'restoring' || phase === 'restore-failed') && failure) {
    // The server is without the volume now: say so first, the way back is the dialog's main button.
    return <FailureAlert failure={failure} where={t('{{volume}} is detached from {{server}}.', { volume, server })} />
  }
  if (phase === 'done')
    return (
      <Alert severity="success">
        {t('Done: {{volume}} is attached {{mode}} to {{server}}.', { volume, mode: t(MODE_WORDS[to]), server })}
      </Alert>
    )
  if (phase === 'restored' && from) {
    return (
      <Alert severity="success">
        {t('{{volume}} is attached {{mode}} to {{server}} again (the old mode).', {
          volume,
          mode: t(MODE_WORDS[from]),
          server,
        })}
      </Alert>
    )
  }
  return null
}
