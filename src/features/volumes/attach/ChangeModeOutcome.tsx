// What a change of attach mode came to: where the volume is now, and the error if any.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { RequestIdLine } from '../../../components/notify-copy'
import type { Mode } from './attach-mode'
import { MODE_WORDS } from './attach-mode'
import type { Failure } from './outcome'
import type { ChangeModePhase } from './use-change-mode'

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
  if (phase === 'detach-failed' && failure) {
    return <FailureAlert failure={failure} where={`The volume is still attached to ${server}; nothing changed.`} />
  }
  if ((phase === 'attach-failed' || phase === 'restoring' || phase === 'restore-failed') && failure) {
    // The server is without the volume now: say so first, the way back is the dialog's main button.
    return <FailureAlert failure={failure} where={`${volume} is detached from ${server}.`} />
  }
  if (phase === 'done')
    return <Alert severity="success">{`Done: ${volume} is attached ${MODE_WORDS[to]} to ${server}.`}</Alert>
  if (phase === 'restored' && from) {
    return (
      <Alert severity="success">{`${volume} is attached ${MODE_WORDS[from]} to ${server} again (the old mode).`}</Alert>
    )
  }
  return null
}
