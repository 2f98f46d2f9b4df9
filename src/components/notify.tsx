// Notifications for every result: success in a line, errors with the OpenStack message and
// the request id (with a button to copy it).
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { useMemo, type ReactNode } from 'react'
import { errorText } from './error-text'
import { RequestIdLine } from './notify-copy'

export interface Notify {
  success(message: string): void
  info(message: string): void
  error(title: string, error: unknown): void
}

/** The message, what a lost answer means, and the request id: the body of every error shown. */
export function ErrorLines({ error }: { error: unknown }) {
  const text = errorText(error)
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {text.message}
      </Typography>
      {text.unknownOutcome && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {text.unknownOutcome}
        </Typography>
      )}
      {text.requestId && <RequestIdLine requestId={text.requestId} />}
    </>
  )
}

export function ErrorDetail({ title, error }: { title: string; error: unknown }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ErrorLines error={error} />
    </Box>
  )
}

/**
 * Where notifications appear: bottom left, four at a time. Part of the signed-in layout, not of
 * the app's providers, so the Sign In page loads without notistack.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      {children}
    </SnackbarProvider>
  )
}

export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar()
  return useMemo(
    () => ({
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      error: (title, error) =>
        enqueueSnackbar(<ErrorDetail title={title} error={error} />, { variant: 'error', autoHideDuration: 10_000 }),
    }),
    [enqueueSnackbar],
  )
}
