// "Save settings", what the cloud has now, and the save's error.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import { demoErrorText } from './demo-error-text'
import { useT } from '../../i18n/use-t'

interface Props {
  dirty: boolean
  valid: boolean
  saving: boolean
  savedAt: Date | null
  summary: string
  error: unknown
  onSave: () => void
}

function statusText(
  { dirty, valid, saving, savedAt }: Pick<Props, 'dirty' | 'valid' | 'saving' | 'savedAt'>,
  t: TFunction,
) {
  if (saving) return t('Saving…')
  if (dirty && !valid) return t('Unsaved changes: correct the fields marked in red to save them.')
  if (dirty) return t('Unsaved changes.')
  if (savedAt) return t('Settings saved at {{time}}.', { time: savedAt.toLocaleTimeString('en-GB') })
  return t('No unsaved changes.')
}

export function SaveBar(props: Props) {
  const t = useT()
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, position: 'sticky', bottom: 0, zIndex: 1, borderColor: props.dirty ? 'warning.main' : undefined }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={!props.dirty || !props.valid}
            loading={props.saving}
            onClick={props.onSave}
          >
            {t('Save settings')}
          </Button>
          <Typography role="status">{statusText(props, t)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('Now in the demo cloud: {{summary}}', { summary: props.summary })}
        </Typography>
        {props.error !== null && props.error !== undefined && (
          <Alert severity="error">
            {t('Could not save the settings: {{message}}', { message: demoErrorText(props.error) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
