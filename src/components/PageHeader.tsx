// The top of every page: its title (the page's one h1), a count or other status beside it, and
// the page's buttons on the right.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export function PageHeader({ title, status, actions }: { title: string; status?: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {status !== undefined && (
        <Typography color="text.secondary" role="status">
          {status}
        </Typography>
      )}
      {actions && (
        <Stack direction="row" spacing={1} sx={{ ml: 'auto !important' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  )
}
