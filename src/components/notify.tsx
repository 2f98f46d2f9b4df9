// Notifications for every result: success in a line, errors with the OpenStack message and
// the request id (with a button to copy it).
import Link from '@mui/material/Link'
import { styled } from '@mui/material/styles'
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack'
import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { ErrorDetail } from './error-lines'
import type { Notify } from './notify-context'
import { NotifyContext } from './notify-context'

export type { Notify } from './notify-context'

/** Hands notistack's queue to useNotify (notify-context.ts). */
function NotifyBridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar()
  const notify = useMemo<Notify>(
    () => ({
      success: (message, link) =>
        enqueueSnackbar(message, {
          variant: 'success',
          // Time to reach the link (notistack's default is 5 s).
          autoHideDuration: link ? 10_000 : undefined,
          action: link ? (
            <Link
              component={RouterLink}
              to={link.to}
              color="inherit"
              underline="always"
              sx={{ fontWeight: 500, mr: 1 }}
            >
              {link.label}
            </Link>
          ) : undefined,
        }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      error: (title, error) =>
        enqueueSnackbar(<ErrorDetail title={title} error={error} />, { variant: 'error', autoHideDuration: 10_000 }),
    }),
    [enqueueSnackbar],
  )
  return <NotifyContext.Provider value={notify}>{children}</NotifyContext.Provider>
}

/**
 * notistack's own greens and blues carry white text at 3.3:1 and 3.1:1, below WCAG AA's 4.5:1
 * (axe found it on a success toast): darker shades of the same colours, at 5.1:1 and 5.8:1.
 */
const Content = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  // A long message (several servers' names) wraps rather than spanning the window: at most about
  // a third of 1440 px from the left, clear of a dialog's buttons, which sit at its right.
  maxWidth: 520,
  overflowWrap: 'anywhere',
})

/**
 * Where notifications appear: bottom left, four at a time (`maxSnack`). Part of the signed-in
 * layout, not of the app's providers, so the Sign In page loads without notistack.
 */
export function NotificationsProvider({ children, maxSnack = 4 }: { children: ReactNode; maxSnack?: number }) {
  return (
    <SnackbarProvider
      maxSnack={maxSnack}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={{ success: Content, info: Content, error: Content }}
    >
      <NotifyBridge>{children}</NotifyBridge>
    </SnackbarProvider>
  )
}
