// "Region and interface": which catalog endpoints to use. Folded away unless the defaults
// differ from the catalog's first region and the public interface.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useId, useState } from 'react'
import type { Control } from 'react-hook-form'
import { ControlledInput } from '../../components/form/ControlledInput'
import { ENDPOINT_INTERFACES, type SignInValues } from './sign-in-values'

interface Props {
  control: Control<SignInValues>
  disabled: boolean
  defaultExpanded: boolean
}

export function EndpointFields({ control, disabled, defaultExpanded }: Props) {
  const [open, setOpen] = useState(defaultExpanded)
  const fieldsId = useId()
  return (
    <Stack spacing={2}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}&nbsp;</span>
        Region and interface
      </Button>
      {/* Kept mounted while folded, so the values stay in the form. */}
      <Stack spacing={2} id={fieldsId} hidden={!open} sx={open ? undefined : { display: 'none' }}>
        <ControlledInput
          control={control}
          name="region"
          label="Region"
          helperText="Optional: empty uses the catalog's first region."
          disabled={disabled}
        />
        <ControlledInput
          control={control}
          name="interface"
          label="Interface"
          options={ENDPOINT_INTERFACES}
          disabled={disabled}
        />
      </Stack>
    </Stack>
  )
}
