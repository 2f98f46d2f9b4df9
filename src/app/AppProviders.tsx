import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { SnackbarProvider } from 'notistack'
import type { ReactNode } from 'react'
import { theme } from '../lib/theme'
import { SessionProvider } from './SessionProvider'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
          <SessionProvider>{children}</SessionProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}
