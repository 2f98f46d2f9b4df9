// "Save settings", what the cloud has now, and the save's error.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { errorText } from '../../components/error-text'

interface Props {
  dirty: boolean
  valid: boolean
  saving: boolean
  savedAt: Date | null
  summary: string
  error: unknown
  onSave: () => void
}

function statusText({ dirty, valid, saving, savedAt }: Pick<Props, 'dirty' | 'valid' | 'saving' | 'savedAt'>) {
  if (saving) return 'Saving…'
  if (dirty && !valid) return 'Unsaved changes: correct the fields marked in red to save them.'
  if (dirty) return 'Unsaved changes.'
  if (savedAt) return `Settings saved at ${savedAt.toLocaleTimeString('en-GB')}.`
  return 'No unsaved changes.'
}

export function SaveBar(props: Props) {
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
            Save settings
          </Button>
          <Typography role="status">{statusText(props)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Now in the demo cloud: {props.summary}
        </Typography>
        {props.error !== null && props.error !== undefined && (
          <Alert severity="error">Could not save the settings: {errorText(props.error).message}</Alert>
        )}
      </Stack>
    </Paper>
  )
}
