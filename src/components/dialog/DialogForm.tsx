// The inside of every dialog that sends something: a form (one submit path, for the button and
// for Enter), the cloud's refusal of the last submit above the fields with its request id, and
// Cancel + Submit. A dialog that only shows (Manage Attachments) leaves out onSubmit: Close only.
import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import type { FormEvent, ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { GuardedButton } from '../GuardedButton'
import { ErrorAlert } from '../notify-alert'
import { useDialogClose } from './dialog-close'

export interface DialogFormProps {
  /** The form's submit (ApiMutation.submitForm); without it the dialog has Close only. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  submitLabel?: string
  submitColor?: ButtonProps['color']
  /** The submit button cannot be used now (the reason is on screen). */
  submitDisabled?: boolean
  /** The submit button cannot be used, and why: its tooltip and accessible description. */
  submitReason?: string
  /** A request is out: the submit button spins. */
  pending?: boolean
  /** The cloud's refusal of the last submit. */
  error?: unknown
  /** What did not happen, e.g. "The volume was not extended". */
  errorTitle?: string
  /** What the refusal means here, under the cloud's message. */
  errorNote?: ReactNode
  /** The work is done: Cancel reads Close and the submit button goes. */
  done?: boolean
  /** Cancel reads Close (something was done) while the submit button stays (to try the rest again). */
  closeReadsClose?: boolean
  /** More buttons, before the submit button. */
  actions?: ReactNode
  /** The form's accessible name, where a test or a reader needs one. */
  label?: string
  dividers?: boolean
  children: ReactNode
}

export function DialogForm({
  onSubmit,
  submitLabel,
  submitColor = 'primary',
  submitDisabled = false,
  submitReason,
  pending = false,
  error,
  errorTitle,
  errorNote,
  done = false,
  closeReadsClose = false,
  actions,
  label,
  dividers = false,
  children,
}: DialogFormProps) {
  const t = useT()
  const { close, busy } = useDialogClose()
  const sends = onSubmit !== undefined && !done
  return (
    <Box
      component={onSubmit ? 'form' : 'div'}
      noValidate={onSubmit ? true : undefined}
      onSubmit={onSubmit}
      aria-label={label}
    >
      <DialogContent dividers={dividers}>
        <Stack spacing={2} sx={{ pt: dividers ? 0 : 1 }}>
          {error != null && (
            <ErrorAlert title={errorTitle ?? t('The cloud refused it')} error={error}>
              {errorNote}
            </ErrorAlert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {done || closeReadsClose || !onSubmit ? t('Close') : t('Cancel')}
        </Button>
        {actions}
        {sends && (
          <GuardedButton
            type="submit"
            variant="contained"
            color={submitColor}
            loading={pending}
            disabled={submitDisabled}
            reason={submitReason}
          >
            {submitLabel}
          </GuardedButton>
        )}
      </DialogActions>
    </Box>
  )
}
