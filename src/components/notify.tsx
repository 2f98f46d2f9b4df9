// Notifications for every result: success in a line, errors with the OpenStack message and
// the request id (with a button to copy it).
import { SnackbarProvider, useSnackbar } from 'notistack'
import { useMemo, type ReactNode } from 'react'
import { ErrorDetail } from './error-lines'
import type { Notify } from './notify-context'
import { NotifyContext } from './notify-context'

export type { Notify } from './notify-context'

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
