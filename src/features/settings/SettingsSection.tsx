// One section of the demo settings page: a titled region, what it changes, and a mark while
// it has unsaved changes.
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'

interface Props {
  title: string
  /** What it changes and which OpenStack behaviour it models. */
  description: ReactNode
  changed?: boolean
  children: ReactNode
}

export function SettingsSection({ title, description, changed = false, children }: Props) {
  const t = useT()
  const titleId = useId()
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {title}
        </Typography>
        {changed && <Chip size="small" color="warning" variant="outlined" label={t('Not saved')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2, maxWidth: '80ch' }}>
        {description}
      </Typography>
      {children}
    </Paper>
  )
}
