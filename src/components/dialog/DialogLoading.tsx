// What a dialog shows until its form can: the data it needs on its way, or why it did not come.
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useT } from '../../i18n/use-t'
import { ErrorAlert } from '../notify-alert'
import { useDialogClose } from './dialog-close'

export interface DialogLoadingProps {
  /** Null while loading. */
  error: unknown
  /** What is on its way, e.g. "Loading volume types, zones and quota…". */
  text: string
  errorTitle?: string
}

export function DialogLoading({ error, text, errorTitle }: DialogLoadingProps) {
  const t = useT()
  const { close } = useDialogClose()
  return (
    <>
      <DialogContent dividers>
        {error == null ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{text}</Typography>
          </Stack>
        ) : (
          <ErrorAlert title={errorTitle ?? t('Could not load what the form needs')} error={error} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Cancel')}</Button>
      </DialogActions>
    </>
  )
}
