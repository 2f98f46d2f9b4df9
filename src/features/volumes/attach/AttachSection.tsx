// The attach form inside Manage Attachments: also for an in-use shareable volume, which
// Horizon's Manage Attachments hides.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { AttachFields, attachVars, canSubmitAttach } from './AttachForm'
import { useAttachForm } from './use-attach-form'

export function AttachSection({ volume }: { volume: Volume }) {
  const t = useT()
  const client = useClient()
  const state = useAttachForm(volume)
  const titleId = useId()
  const chosen = useWatch({ control: state.form.control, name: 'serverIds' }).length
  const hasCompute = client.nova !== null
  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('Attach to more instances')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={state.attach.submitForm(state.form, attachVars(volume, hasCompute, state))}
      >
        <AttachFields volume={volume} state={state} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={!canSubmitAttach(volume, hasCompute, state, chosen)}>
            {t('Attach')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  )
}
