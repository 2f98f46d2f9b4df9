// Notifications for every result: success in a line, errors with the OpenStack message and
// the request id (with a button to copy it).
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { useMemo, type ReactNode } from 'react'
import { errorText } from './error-text'
import type { Notify } from './notify-context'
import { NotifyContext } from './notify-context'
import { RequestIdLine } from './notify-copy'

export type { Notify } from './notify-context'
export { useNotify } from './notify-context'

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

/** Hands notistack's queue to useNotify (notify-context.ts). */
function NotifyBridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar()
  const notify = useMemo<Notify>(
    () => ({
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      error: (title, error) =>
        enqueueSnackbar(<ErrorDetail title={title} error={error} />, { variant: 'error', autoHideDuration: 10_000 }),
    }),
    [enqueueSnackbar],
  )
  return <NotifyContext.Provider value={notify}>{children}</NotifyContext.Provider>
}

/**
 * Where notifications appear: bottom left, four at a time (`maxSnack`). Part of the signed-in
 * layout, not of the app's providers, so the Sign In page loads without notistack.
 */
export function NotificationsProvider({ children, maxSnack = 4 }: { children: ReactNode; maxSnack?: number }) {
  return (
    <SnackbarProvider maxSnack={maxSnack} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <NotifyBridge>{children}</NotifyBridge>
    </SnackbarProvider>
  )
}
