// Notifications for every result: success in a line, errors with the OpenStack message and
// the request id.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useSnackbar } from 'notistack'
import { useMemo } from 'react'
import { errorText } from './error-text'

export interface Notify {
  success(message: string): void
  info(message: string): void
  error(title: string, error: unknown): void
}

export function ErrorDetail({ title, error }: { title: string; error: unknown }) {
  const text = errorText(error)
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2">{text.message}</Typography>
      {text.requestId && (
        <Typography variant="caption" component="div">
          Request ID: {text.requestId}
        </Typography>
      )}
    </Box>
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
