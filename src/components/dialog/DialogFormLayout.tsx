// How the inside of a dialog looks: a form (one submit path, for the button and for Enter), the
// refusal of the last submit above the fields with its request id, and Cancel + Submit; without
// onSubmit, Close only. Dialogs use DialogForm, which wires it to their write; only the export of
// every matching row (a read the user starts, not a write) draws it itself (eslint.config.js).
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

/** What a dialog says and offers around its form: the same for every dialog. */
export interface DialogFormLooks {
  submitLabel?: string
  submitColor?: ButtonProps['color']
  /** The submit button cannot be used now (the reason is on screen). */
  submitDisabled?: boolean
  /** The submit button cannot be used, and why: its tooltip and accessible description. */
  submitReason?: string
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

export interface DialogFormLayoutProps extends DialogFormLooks {
  /** The form's submit; without it the dialog has Close only. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  /** A request is out: the submit button spins. */
  pending?: boolean
  /** The refusal of the last submit. */
  error?: unknown
  /** The "Equivalent command" disclosure, under the fields. */
  command?: ReactNode
}

export function DialogFormLayout({
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
  command,
  children,
}: DialogFormLayoutProps) {
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
          {/* Once the work is done there is nothing left to send. */}
          {!done && command}
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
