// Delete one or several volumes, one after another; a volume the rules keep is listed with the
// reason and left alone.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Volume } from '../../../api'
import { errorText } from '../../../components/error-text'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { canDelete } from '../../../rules/guards'
import { volumeDisplayName } from '../../../lib/format'

type Outcome = { state: 'deleting' } | { state: 'done' } | { state: 'failed'; message: string }

export function DeleteVolumesDialog({ volumes, onClose }: { volumes: Volume[]; onClose: (deleted: string[]) => void }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({})
  const [running, setRunning] = useState(false)
  const started = useRef(false)
  const deletable = volumes.filter((volume) => canDelete(volume).ok)
  const finished = Object.keys(outcomes).length > 0 && !running

  async function run() {
    if (started.current) return
    started.current = true
    setRunning(true)
    const deleted: string[] = []
    for (const volume of deletable) {
      setOutcomes((current) => ({ ...current, [volume.id]: { state: 'deleting' } }))
      try {
        await client.cinder.deleteVolume(volume.id)
        deleted.push(volume.id)
        setOutcomes((current) => ({ ...current, [volume.id]: { state: 'done' } }))
      } catch (error) {
        setOutcomes((current) => ({ ...current, [volume.id]: { state: 'failed', message: errorText(error).message } }))
        notify.error(t('Could not delete {{name}}', { name: volumeDisplayName(volume) }), error)
      }
    }
    await queryClient.invalidateQueries({ queryKey: keys.volumes })
    void queryClient.invalidateQueries({ queryKey: keys.limits })
    if (deleted.length > 0) notify.success(t('Deleting {{count}} volumes', { count: deleted.length }))
    setRunning(false)
    if (deleted.length === deletable.length) onClose(deleted)
  }

  return (
    <Dialog open onClose={() => !running && onClose([])} aria-labelledby="delete-volumes-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-volumes-title">
        {volumes.length === 1 ? t('Delete Volume') : t('Delete {{count}} Volumes', { count: volumes.length })}
      </DialogTitle>
      <DialogContent>
        {deletable.length < volumes.length && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('{{number}} of the selected volumes cannot be deleted and will be left alone.', {
              number: volumes.length - deletable.length,
            })}
          </Alert>
        )}
        <List dense aria-label={t('Volumes to delete')}>
          {volumes.map((volume) => {
            const guard = canDelete(volume)
            const outcome = outcomes[volume.id]
            const secondary = !guard.ok
              ? guard.reason
              : outcome?.state === 'failed'
                ? outcome.message
                : outcome?.state === 'deleting'
                  ? t('Deleting…')
                  : outcome?.state === 'done'
                    ? t('Deletion started')
                    : t('Will be deleted')
            return (
              <ListItem key={volume.id} disableGutters>
                <ListItemText primary={volumeDisplayName(volume)} secondary={secondary} />
              </ListItem>
            )
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose([])} disabled={running}>
          {finished ? t('Close') : t('Cancel')}
        </Button>
        {!finished && (
          <Button
            color="error"
            variant="contained"
            onClick={() => void run()}
            loading={running}
            disabled={deletable.length === 0}
          >
            {t('Delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
