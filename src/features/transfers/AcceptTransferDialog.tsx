// Accept Transfer: another project's volume into this one, by the transfer's id and key. The
// cloud's refusal (a wrong key, a transfer gone, this project's quota) stays in the dialog with
// what was typed; the key is sent once and kept nowhere.
import Link from '@mui/material/Link'
import { useForm } from 'react-hook-form'
import { Link as RouterLink } from 'react-router'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { useT } from '../../i18n/use-t'
import { volumePath } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import {
  acceptTransferCommand,
  TRANSFER_KEY_PLACEHOLDER,
  TRANSFER_KEY_VARIABLE,
} from '../../rules/commands/resource-commands'
import { useState } from 'react'
import Typography from '@mui/material/Typography'

interface Values {
  id: string
  key: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function AcceptTransferDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<Values>({ defaultValues: { id: '', key: '' } })
  const [volumeId, setVolumeId] = useState<string | null>(null)
  const accept = useApiMutation<Values, { volume_id: string }>({
    mutationFn: (values) => client.cinder.acceptTransfer(values.id, values.key),
    invalidates: ['transfer'],
    success: () => t('Transfer accepted: the volume is in project {{project}}', { project: client.token.project.name }),
    onSuccess: (transfer) => setVolumeId(transfer.volume_id),
  })
  return (
    <DialogShell title={t('Accept Transfer')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={accept}
        form={form}
        toVars={(values) => ({ id: values.id.trim(), key: values.key.trim() })}
        submitLabel={t('Accept Transfer')}
        errorTitle={t('The transfer was not accepted')}
        done={volumeId !== null}
        command={(values) =>
          UUID.test(values.id)
            ? {
                cli: `# ${t('The authorization key is not shown: set {{variable}} to it first.', { variable: TRANSFER_KEY_VARIABLE })}\n${acceptTransferCommand(values.id)}`,
                requests: client.cinder.describe((cinder) =>
                  cinder.acceptTransfer(values.id, TRANSFER_KEY_PLACEHOLDER),
                ),
              }
            : null
        }
      >
        {volumeId ? (
          <Typography>
            {t('The volume is now in project {{project}}:', { project: client.token.project.name })}{' '}
            <Link component={RouterLink} to={volumePath(volumeId)} onClick={onClose}>
              {t('open it')}
            </Link>
          </Typography>
        ) : (
          <>
            <Typography variant="body2">
              {t('The volume comes into project {{project}}, and counts against its quota.', {
                project: client.token.project.name,
              })}
            </Typography>
            <ControlledTextField
              control={form.control}
              name="id"
              label={t('Transfer ID')}
              autoFocus
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
              rules={{
                required: t('Enter the transfer id.'),
                validate: (value) => UUID.test(String(value).trim()) || t('A transfer id is a UUID (36 characters).'),
              }}
            />
            <ControlledTextField
              control={form.control}
              name="key"
              label={t('Authorization Key')}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
              rules={{ required: t('Enter the authorization key.') }}
            />
          </>
        )}
      </DialogForm>
    </DialogShell>
  )
}
