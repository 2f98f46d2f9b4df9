// Disable a block-storage service with a reason: what it changes (the last volume or backup
// service is called out), the reason checked as Cinder checks it before sending.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { BlockStorageService } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useT } from '../../../i18n/use-t'
import { disableEffect, reasonProblem } from './disable-service-text'
import { useDisableService } from './use-service-writes'
import { useClient } from '../../../lib/session'
import { disableServiceCommand } from '../../../rules/commands/storage-commands'

interface Props {
  service: BlockStorageService
  all: BlockStorageService[]
  onClose: () => void
}

export function DisableServiceDialog({ service, all, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const disable = useDisableService(onClose)
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } })
  const effect = disableEffect(service, all)
  const subject = `${service.binary} · ${service.host}`
  return (
    <DialogShell title={t('Disable Service')} subject={subject} onClose={onClose} busy={disable.isPending}>
      <DialogForm
        mutation={disable}
        form={form}
        toVars={({ reason }) => ({ service, reason })}
        label={t('Disable Service')}
        submitLabel={t('Disable')}
        submitColor="warning"
        errorTitle={t('The service was not disabled')}
        command={({ reason }) =>
          reasonProblem(reason) === null
            ? {
                cli: disableServiceCommand(service.host, service.binary, reason.trim()),
                requests: client.cinder.describe((cinder) =>
                  cinder.disableService(service.host, service.binary, reason.trim()),
                ),
              }
            : null
        }
      >
        {effect.last ? (
          <Alert severity="warning">{effect.text}</Alert>
        ) : (
          <Typography sx={{ pt: 1 }}>{effect.text}</Typography>
        )}
        <ControlledTextField
          control={form.control}
          name="reason"
          label={t('Reason')}
          required
          autoFocus
          multiline
          minRows={2}
          helperText={t('Shown in the list of services; kept when the service is enabled again.')}
          rules={{ validate: (reason) => reasonProblem(String(reason)) ?? true }}
        />
      </DialogForm>
    </DialogShell>
  )
}
