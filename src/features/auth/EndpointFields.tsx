// "Region and interface": which catalog endpoints to use. Folded away unless the defaults
// differ from the catalog's first region and the public interface.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useId, useState } from 'react'
import { LeanInput, type LeanInputProps } from '../../components/form/LeanInput'
import { useT } from '../../i18n/use-t'
import { ENDPOINT_INTERFACES, type SignInValues } from './sign-in-values'

interface Props {
  field: (name: keyof SignInValues) => Pick<LeanInputProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'>
  disabled: boolean
  defaultExpanded: boolean
}

export function EndpointFields({ field, disabled, defaultExpanded }: Props) {
  const [open, setOpen] = useState(defaultExpanded)
  const fieldsId = useId()
  const t = useT()
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
        {t('Region and interface')}
      </Button>
      {/* Kept mounted while folded, so the values stay in the form. */}
      <Stack spacing={2} id={fieldsId} hidden={!open} sx={open ? undefined : { display: 'none' }}>
        <LeanInput
          {...field('region')}
          label={t('Region')}
          helperText={t("Optional: empty uses the catalog's first region.")}
          disabled={disabled}
        />
        <LeanInput {...field('interface')} label={t('Interface')} options={ENDPOINT_INTERFACES} disabled={disabled} />
      </Stack>
    </Stack>
  )
}
