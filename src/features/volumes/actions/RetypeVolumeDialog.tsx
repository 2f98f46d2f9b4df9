// Change Volume Type: every type is offered; those the rules refuse are disabled with the
// reason (R10: shareable ↔ not shareable only while available).
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Volume } from '../../../api'
import { useNotify } from '../../../components/notify'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { volumeTypesOptions } from '../../../queries/catalog'
import { keys } from '../../../queries/keys'
import { canRetype } from '../../../rules/guards'
import { volumeDisplayName } from '../../../lib/format'

export function RetypeVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const types = useQuery(volumeTypesOptions(client))
  const [target, setTarget] = useState('')
  const [policy, setPolicy] = useState<'never' | 'on-demand'>('never')
  const mutation = useMutation({
    mutationFn: () => client.cinder.retypeVolume(volume.id, target, policy),
    onSuccess: async () => {
      notify.success(t('Changing the type of {{name}} to {{type}}', { name: volumeDisplayName(volume), type: target }))
      await queryClient.invalidateQueries({ queryKey: keys.volumes })
      onClose()
    },
  })
  return (
    <Dialog open onClose={onClose} aria-labelledby="retype-title" fullWidth maxWidth="sm">
      <DialogTitle id="retype-title">{t('Change Volume Type')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {mutation.error && <ErrorAlert title={t('The volume was not retyped')} error={mutation.error} />}
          {types.error && <ErrorAlert title={t('Could not load volume types')} error={types.error} />}
          <FormControl fullWidth>
            <InputLabel id="retype-type-label">{t('Volume Type')}</InputLabel>
            <Select
              labelId="retype-type-label"
              label={t('Volume Type')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              {(types.data ?? []).map((type) => {
                const guard = canRetype(volume, type)
                return (
                  <MenuItem key={type.id} value={type.name} disabled={!guard.ok}>
                    <ListItemText primary={type.name} secondary={guard.ok ? type.description : guard.reason} />
                  </MenuItem>
                )
              })}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="retype-policy-label">{t('Migration Policy')}</InputLabel>
            <Select
              labelId="retype-policy-label"
              label={t('Migration Policy')}
              value={policy}
              onChange={(event) => setPolicy(event.target.value === 'on-demand' ? 'on-demand' : 'never')}
            >
              <MenuItem value="never">{t('Never migrate')}</MenuItem>
              <MenuItem value="on-demand">{t('Migrate when needed')}</MenuItem>
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          variant="contained"
          disabled={!target}
          loading={mutation.isPending}
          onClick={() => !mutation.isPending && mutation.mutate()}
        >
          {t('Change Volume Type')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
