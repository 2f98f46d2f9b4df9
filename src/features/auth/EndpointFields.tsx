// "Region and interface": which catalog endpoints to use. Collapsed unless the defaults differ
// from the catalog's first region and the public interface.
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { createSvgIcon } from '@mui/material/utils'
import { useId } from 'react'
import type { Control } from 'react-hook-form'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { ENDPOINT_INTERFACES, type SignInValues } from './sign-in-values'

const ExpandMoreIcon = createSvgIcon(<path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />, 'ExpandMore')

interface Props {
  control: Control<SignInValues>
  disabled: boolean
  defaultExpanded: boolean
}

// The summary has no id on purpose: MUI would name the collapsible region after it, and a
// region named "Region and interface" would also answer to the labels "Region" and "Interface".
export function EndpointFields({ control, disabled, defaultExpanded }: Props) {
  const regionId = useId()
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded={defaultExpanded}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={regionId}>
        <Typography variant="body2">Region and interface</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <ControlledTextField
            control={control}
            name="region"
            label="Region"
            helperText="Optional: empty uses the catalog's first region."
            disabled={disabled}
          />
          <ControlledTextField
            control={control}
            name="interface"
            label="Interface"
            select
            slotProps={{ select: { native: true } }}
            disabled={disabled}
          >
            {ENDPOINT_INTERFACES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </ControlledTextField>
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}
