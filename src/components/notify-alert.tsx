// An error shown in place (a page that could not load, a dialog's refused request): the OpenStack
// message and the request id, as the notifications show them. A change whose answer was lost is
// a warning, not a failure: the cloud may have made it.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { isOutcomeUnknown } from './error-text'
import { ErrorLines } from './error-lines'
import { N_ } from '../i18n/marker'
import { useT } from '../i18n/use-t'

export const UNKNOWN_OUTCOME_TITLE = N_('The result is unknown')

interface Props {
  /** What failed, e.g. "The volume was not created". */
  title: string
  error: unknown
  /** The title when no answer came to a change (default "The result is unknown"). */
  unknownTitle?: string
  /** A button such as "Try again". */
  action?: ReactNode
  /** warning: something still works without it (default error). */
  severity?: 'error' | 'warning'
  sx?: SxProps<Theme>
  /** What the console can add, after the cloud's message (what the refusal means here, say). */
  children?: ReactNode
}

export function ErrorAlert({ title, error, unknownTitle, action, severity, sx, children }: Props) {
  const t = useT()
  const unknown = isOutcomeUnknown(error)
  return (
    <Alert severity={unknown ? 'warning' : (severity ?? 'error')} action={action} sx={sx}>
      <AlertTitle>{unknown ? (unknownTitle ?? t(UNKNOWN_OUTCOME_TITLE)) : title}</AlertTitle>
      <ErrorLines error={error} />
      {children}
    </Alert>
  )
}
