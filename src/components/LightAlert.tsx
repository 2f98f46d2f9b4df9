// MUI's Alert for the first screen (Sign In) and the route error page: its code is fetched when
// one is shown, not with the first load. Until it arrives, the same words show in a plain alert
// region, so nothing waits to be read.
import type { AlertProps } from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'

const Alert = lazy(() => import('@mui/material/Alert'))

export function LightAlert({ children, sx, ...props }: AlertProps) {
  return (
    <Suspense
      fallback={
        <Box role="alert" sx={[{ py: 0.75, px: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
          {children}
        </Box>
      }
    >
      <Alert sx={sx} {...props}>
        {children}
      </Alert>
    </Suspense>
  )
}
