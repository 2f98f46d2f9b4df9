// Attach mode, rw or ro (the Rocky spec's attach_mode). Read-only needs the extension only the
// demo cloud serves (openstack-facts.md §5); elsewhere it is disabled with the reason.
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import type { Volume } from '../../api'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { hasReadonlyFlag, readonlyUnavailable } from '../attach-mode'
import type { AttachFormValues } from '../attach-form'

interface Props {
  volume: Volume
  control: Control<AttachFormValues>
  disabled?: boolean
}

export function AttachModeField({ volume, control, disabled = false }: Props) {
  const t = useT()
  const client = useClient()
  const labelId = useId()
  const helpId = useId()
  const { field } = useController({ name: 'mode', control })
  const roReason = readonlyUnavailable(client)
  const flagged = hasReadonlyFlag(volume)
  const help = flagged
    ? t("This volume's read-only flag is set: Cinder makes every attachment read-only whatever is chosen.")
    : roReason
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{t('Attach mode')}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value === 'ro' ? 'ro' : 'rw')}
        aria-labelledby={labelId}
        aria-describedby={help ? helpId : undefined}
      >
        <FormControlLabel value="rw" control={<Radio />} label={t('Read/Write (rw)')} />
        <FormControlLabel
          value="ro"
          control={<Radio />}
          label={t('Read-only (ro)')}
          disabled={disabled || !!roReason}
        />
      </RadioGroup>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  )
}
