// The attach form inside Manage Attachments: also for an in-use shareable volume, which
// Horizon's Manage Attachments hides (ui-anchors.md §4).
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { AttachForm, canSubmitAttach } from './AttachForm'
import { useAttachForm } from './use-attach-form'

export function AttachSection({ volume }: { volume: Volume }) {
  const t = useT()
  const client = useClient()
  const state = useAttachForm(volume)
  const titleId = useId()
  const chosen = useWatch({ control: state.form.control, name: 'serverIds' }).length
  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('Attach to more instances')}
      </Typography>
      <AttachForm volume={volume} state={state} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!canSubmitAttach(volume, client.nova !== null, state, chosen)}
          onClick={() => void state.submit()}
        >
          {t('Attach')}
        </Button>
      </Stack>
    </Stack>
  )
}
