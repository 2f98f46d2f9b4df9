// Delete: confirmed first, since Nova cannot bring a server back. The cloud's error stays in
// the dialog. One DELETE per confirmation however fast the clicks, and none again after a lost
// answer (the server may be going already: the views are refreshed instead).
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import type { Server } from '../../../api'
import { isOutcomeUnknown } from '../../../components/error-text'
import { useNotify } from '../../../components/notify'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { invalidateAttachState } from '../../../attachments/invalidate-old'
import { serverDisplayName, volumeIdsOf } from '../server-format'

export function DeleteServerDialog({ server, onClose }: { server: Server; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const titleId = useId()
  const name = serverDisplayName(server)
  const volumes = volumeIdsOf(server).length
  const inFlight = useRef(false)
  const mutation = useMutation({
    mutationFn: () => client.nova!.deleteServer(server.id),
    onSuccess: async () => {
      notify.success(t('Deleting {{name}}', { name }))
      await invalidateAttachState(queryClient)
      onClose()
    },
    onError: (error) => notify.error(t('Could not delete {{name}}', { name }), error),
  })
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Delete Instance')}</DialogTitle>
      <DialogContent>
        {mutation.error && (
          <ErrorAlert title={t('Could not delete {{name}}', { name })} error={mutation.error} sx={{ mb: 2 }} />
        )}
        <DialogContentText>
          {t('Delete {{name}}? This cannot be undone.', { name })}
          {volumes > 0 &&
            ` ${t('Its {{count}} volumes are detached and kept, unless set to be deleted on termination.', { count: volumes })}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={mutation.isPending}
          disabled={isOutcomeUnknown(mutation.error)}
          onClick={() => {
            if (inFlight.current) return
            inFlight.current = true
            mutation.mutate(undefined, {
              onSettled: () => {
                inFlight.current = false
              },
            })
          }}
        >
          {t('Delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
