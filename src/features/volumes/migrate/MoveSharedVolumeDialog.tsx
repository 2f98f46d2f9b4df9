// "Move Shared Volume": the guided flow of the openstack-dev thread for a shareable volume with
// several read/write attachments — detach the other writers, migrate, attach them again.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Volume } from '../../../api'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { poolsOptions } from '../../../queries/catalog'
import { serverIndexOptions } from '../../../queries/servers'
import { attachmentModesOptions } from '../../../queries/volumes'
import { invalidateAttachState } from '../../../attachments/invalidate-old'
import { volumeDisplayName } from '../../../lib/format'
import type { MoveEvent, MoveResult, MoveStep } from './move-shared'
import { moveShared, planMove } from './move-shared'
import { PoolField } from './PoolField'

const STEP_WORDS = {
  detach: N_('Detach from {{subject}}'),
  migrate: N_('Migrate to {{subject}}'),
  reattach: N_('Attach again to {{subject}}'),
} as const

export function MoveSharedVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const servers = useQuery(serverIndexOptions(client))
  const modes = useQuery(attachmentModesOptions(client))
  const pools = useQuery(poolsOptions(client))
  const writers = volume.attachments.filter((attachment) => modes.data?.get(attachment.attachment_id) !== 'ro')
  const [keep, setKeep] = useState(writers[0]?.attachment_id ?? '')
  const [host, setHost] = useState('')
  const [events, setEvents] = useState<MoveEvent[]>([])
  const [result, setResult] = useState<MoveResult | null>(null)
  const [running, setRunning] = useState(false)
  const started = useRef(false)
  const nameOf = (serverId: string) => servers.data?.byId.get(serverId)?.name ?? serverId
  const plan = planMove(volume, modes.data, keep, host)
  const steps: Array<{ step: MoveStep; subject: string }> = [
    ...plan.detach.map((item) => ({ step: 'detach' as const, subject: item.serverId })),
    { step: 'migrate', subject: host || '…' },
    ...plan.detach.map((item) => ({ step: 'reattach' as const, subject: item.serverId })),
  ]

  async function run() {
    if (started.current || !host) return
    started.current = true
    setRunning(true)
    const outcome = await moveShared(
      client,
      volume,
      plan,
      (id) => servers.data?.byId.get(id),
      (event) =>
        setEvents((current) => [
          ...current.filter((item) => !(item.step === event.step && item.subject === event.subject)),
          event,
        ]),
    )
    setResult(outcome)
    setRunning(false)
    await invalidateAttachState(queryClient)
  }

  return (
    <Dialog open onClose={() => !running && onClose()} aria-labelledby="move-title" fullWidth maxWidth="sm">
      <DialogTitle id="move-title">{t('Move Shared Volume {{name}}', { name: volumeDisplayName(volume) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t(
              'Nova moves an attached volume by swapping each attachment, and refuses when a shareable volume has more than one read/write attachment. So: detach the other writers, migrate, then attach them again read/write. Read-only attachments stay. The detached servers lose the disk while it moves.',
            )}
          </Typography>
          <FormControl fullWidth>
            <InputLabel id="move-keep-label">{t('Keep attached')}</InputLabel>
            <Select
              labelId="move-keep-label"
              label={t('Keep attached')}
              value={keep}
              onChange={(event) => setKeep(event.target.value)}
              disabled={running || result !== null}
            >
              {writers.map((attachment) => (
                <MenuItem key={attachment.attachment_id} value={attachment.attachment_id}>
                  {attachment.server_id ? nameOf(attachment.server_id) : attachment.attachment_id}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <PoolField
            pools={pools.data ?? []}
            current={volume['os-vol-host-attr:host']}
            value={host}
            onChange={setHost}
          />
          <List dense aria-label={t('Steps')}>
            {steps.map((step) => {
              const event = events.find((item) => item.step === step.step && item.subject === step.subject)
              const state = !event
                ? t('To do')
                : !event.outcome
                  ? t('Running…')
                  : event.outcome.ok
                    ? t('Done')
                    : t('Failed: {{message}}', { message: event.outcome.message })
              const subject = step.step === 'migrate' ? step.subject : nameOf(step.subject)
              return (
                <ListItem key={`${step.step}-${step.subject}`} disableGutters>
                  <ListItemText primary={t(STEP_WORDS[step.step], { subject })} secondary={state} />
                </ListItem>
              )
            })}
          </List>
          {result && (
            <Alert severity={result.migrated && result.notReattached.length === 0 ? 'success' : 'warning'}>
              {result.migrated ? t('The volume moved.') : result.message}
              {result.notReattached.length > 0 && (
                <>
                  {' '}
                  {t('Not attached again: {{servers}} — attach them from Manage Attachments.', {
                    servers: result.notReattached.map(nameOf).join(t(', ')),
                  })}
                </>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {result ? t('Close') : t('Cancel')}
        </Button>
        {!result && (
          <Button
            variant="contained"
            disabled={!host || plan.detach.length === 0}
            loading={running}
            onClick={() => void run()}
          >
            {t('Move')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
