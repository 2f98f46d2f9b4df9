// Attach mode of the shared boot volume when several instances boot from it (the Rocky spec's
// attach_mode in block_device_mapping_v2, served only as an extension: openstack-facts.md §5).
import Alert from '@mui/material/Alert'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useT } from '../../../i18n/use-t'
import type { LaunchValues } from './launch-form'

export function LaunchAttachModeField({ disabled }: { disabled: boolean }) {
  const t = useT()
  const { control } = useFormContext<LaunchValues>()
  const labelId = useId()
  const helpId = useId()
  const { field } = useController({ control, name: 'mode' })
  return (
    <Stack spacing={1}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>{t('Attach mode')}</FormLabel>
        <RadioGroup
          row
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value === 'ro' ? 'ro' : 'rw')}
          aria-labelledby={labelId}
          aria-describedby={helpId}
        >
          <FormControlLabel value="rw" control={<Radio />} label={t('Read/Write (rw)')} />
          <FormControlLabel value="ro" control={<Radio />} label={t('Read-only (ro)')} />
        </RadioGroup>
        <FormHelperText id={helpId}>{t('Every instance attaches the shared boot volume in this mode.')}</FormHelperText>
      </FormControl>
      {field.value === 'rw' && !disabled && (
        <Alert severity="warning" role="status">
          {t('Several instances writing one boot disk corrupt it unless the guests use a cluster-aware filesystem.')}
        </Alert>
      )}
    </Stack>
  )
}
