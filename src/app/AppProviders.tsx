import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLanguage } from '../i18n/use-t'
import { useThemeFor } from '../lib/theme'
import { SessionProvider } from './SessionProvider'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useLanguage()
  const theme = useThemeFor(language)
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}
