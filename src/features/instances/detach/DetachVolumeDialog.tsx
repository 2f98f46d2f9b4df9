// Detach Volume from a server: one of its volumes, chosen in a radio list; the root volume and
// volumes still settling are disabled with the reason.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import ListItemText from '@mui/material/ListItemText'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { Server } from '../../../api'
import { ErrorAlert } from '../../../components/notify-alert'
import { RequestIdLine } from '../../../components/notify-copy'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions, serverVolumeAttachmentsOptions } from '../../../queries/servers'
import type { Failure } from '../../volumes/attach/outcome'
import { serverDisplayName } from '../server-format'
import { useVolumesById } from '../use-instances-data'
import { detachChoices } from './detach-choices'
import { useDetachFromServer } from './use-detach-from-server'

export function DetachVolumeDialog({ server: initial, onClose }: { server: Server; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const titleId = useId()
  const labelId = useId()
  const servers = useQuery(serverIndexOptions(client))
  const server = servers.data?.byId.get(initial.id) ?? initial
  const volumes = useVolumesById()
  const devices = useQuery(serverVolumeAttachmentsOptions(client, server.id))
  const detach = useDetachFromServer()
  const [chosen, setChosen] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const [running, setRunning] = useState(false)
  const busy = useRef(false)
  // Until Nova has named the devices, the root volume cannot be told apart.
  const ready = !devices.isPending && !volumes.query.isPending
  const choices = ready ? detachChoices(server, volumes.byId, devices.data) : []
  const choice = choices.find((item) => item.volumeId === chosen && item.reason === undefined)

  async function run() {
    if (!choice || busy.current) return
    busy.current = true
    setRunning(true)
    setFailure(null)
    try {
      const outcome = await detach(server, choice)
      if (outcome.ok) onClose()
      else setFailure(outcome)
    } finally {
      busy.current = false
      setRunning(false)
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('Detach Volume')}{' '}
        <Typography component="span" variant="inherit" color="text.secondary">
          {serverDisplayName(server)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure.message}
            {failure.requestId && <RequestIdLine requestId={failure.requestId} />}
          </Alert>
        )}
        {devices.error && (
          <ErrorAlert
            severity="warning"
            title={t('Could not read the server’s devices')}
            error={devices.error}
            sx={{ mb: 2 }}
          />
        )}
        {!ready && <Typography role="status">{t('Loading the server’s volumes…')}</Typography>}
        {ready && (
          <FormControl disabled={running}>
            <FormLabel id={labelId}>{t('Volume')}</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              name="volume"
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value)
                setFailure(null)
              }}
            >
              {choices.map((item) => (
                <FormControlLabel
                  key={item.volumeId}
                  value={item.volumeId}
                  disabled={item.reason !== undefined}
                  control={<Radio />}
                  label={<ListItemText primary={item.label} secondary={item.reason} />}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={!choice || running}
          loading={running}
          onClick={() => void run()}
        >
          {t('Detach Volume')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
