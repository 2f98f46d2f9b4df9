// Delete: confirmed first, since Nova cannot bring a server back. The cloud's error stays in
// the dialog.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import type { Server } from '../../../api'
import { useNotify } from '../../../components/notify'
import { ErrorAlert } from '../../../components/notify-alert'
import { useClient } from '../../../lib/session'
import { invalidateAttachState } from '../../volumes/attach/invalidate'
import { serverDisplayName, volumeIdsOf } from '../server-format'

export function DeleteServerDialog({ server, onClose }: { server: Server; onClose: () => void }) {
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const titleId = useId()
  const name = serverDisplayName(server)
  const volumes = volumeIdsOf(server).length
  const mutation = useMutation({
    mutationFn: () => client.nova!.deleteServer(server.id),
    onSuccess: async () => {
      notify.success(`Deleting ${name}`)
      await invalidateAttachState(queryClient)
      onClose()
    },
    onError: (error) => notify.error(`Could not delete ${name}`, error),
  })
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Delete Instance</DialogTitle>
      <DialogContent>
        {mutation.error && <ErrorAlert title={`Could not delete ${name}`} error={mutation.error} sx={{ mb: 2 }} />}
        <DialogContentText>
          Delete {name}? This cannot be undone.
          {volumes > 0 &&
            ` Its ${volumes === 1 ? 'volume is' : `${volumes} volumes are`} detached and kept, unless set to be deleted on termination.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          loading={mutation.isPending}
          onClick={() => !mutation.isPending && mutation.mutate()}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  )
}
