// Create Transfer: hands the volume to another project. Cinder answers the transfer's id and its
// authorization key once; the dialog shows both with copy buttons and a download, and keeps them
// nowhere else (no storage, no address, no log): closed, they are gone (docs/transfers.md).
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { CreatedTransfer, Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { SwitchField } from '../../../components/form/SwitchField'
import { validateText } from '../../../components/form/text-rules'
import { volumeDisplayName } from '../../../components/format'
import { copyText } from '../../../components/notify-copy'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { createTransferCommand } from '../../../rules/commands/backup-commands'

interface Values {
  name: string
  leaveSnapshots: boolean
}

export function CreateTransferDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const leaving = client.feature('volumeTransfers').available
  const form = useForm<Values>({ defaultValues: { name: '', leaveSnapshots: false } })
  const [created, setCreated] = useState<CreatedTransfer | null>(null)
  // What the dialog sends of its values (and what its command shows).
  const paramsOf = (values: Values) => ({
    volumeId: volume.id,
    name: values.name.trim() || null,
    noSnapshots: leaving ? values.leaveSnapshots : undefined,
  })
  const create = useApiMutation<Values, CreatedTransfer>({
    mutationFn: (values) => client.cinder.createTransfer(paramsOf(values)),
    invalidates: ['transfer'],
    refresh: 'background',
    success: () => t('Transfer of {{name}} created', { name: volumeDisplayName(volume) }),
    onSuccess: (transfer) => setCreated(transfer),
  })
  return (
    <DialogShell title={t('Create Transfer')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => values}
        submitLabel={t('Create Transfer')}
        command={(values) => ({
          cli: createTransferCommand(paramsOf(values)),
          requests: client.cinder.describe((cinder) => cinder.createTransfer(paramsOf(values))),
        })}
        errorTitle={t('The transfer was not created')}
        done={created !== null}
      >
        {created ? (
          <TransferKey transfer={created} volume={volume} />
        ) : (
          <>
            <Typography variant="body2">
              {t(
                'The volume goes to the project whose member accepts the transfer with its id and key. Until then it is awaiting transfer: it cannot be attached, and Cancel Transfer gives it back.',
              )}
            </Typography>
            <ControlledTextField
              control={form.control}
              name="name"
              label={t('Transfer Name')}
              autoFocus
              rules={{ validate: (value) => validateText('The name')(String(value ?? '')) }}
            />
            {leaving && (
              <Stack spacing={0.5}>
                <SwitchField
                  control={form.control}
                  name="leaveSnapshots"
                  label={t('Leave its snapshots in this project')}
                />
                <Typography variant="body2" color="text.secondary">
                  {t(
                    'Off: the snapshots move with the volume. On: they stay here, and the new owner cannot delete the volume while they exist.',
                  )}
                </Typography>
              </Stack>
            )}
          </>
        )}
      </DialogForm>
    </DialogShell>
  )
}

/** The id and key, once: copy buttons and a download, nothing kept. */
function TransferKey({ transfer, volume }: { transfer: CreatedTransfer; volume: Volume }) {
  const t = useT()
  const [copied, setCopied] = useState<'id' | 'key' | null>(null)
  const copy = async (what: 'id' | 'key', text: string) => {
    if (await copyText(text)) setCopied(what)
  }
  const download = () => {
    const text = [
      `${t('Volume')}: ${volumeDisplayName(volume)} (${volume.id})`,
      `${t('Transfer ID')}: ${transfer.id}`,
      `${t('Authorization Key')}: ${transfer.auth_key}`,
      '',
    ].join('\n')
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `transfer-${transfer.id}.txt`
    link.click()
    URL.revokeObjectURL(url)
  }
  const fields: Array<{ what: 'id' | 'key'; label: string; value: string }> = [
    { what: 'id', label: t('Transfer ID'), value: transfer.id },
    { what: 'key', label: t('Authorization Key'), value: transfer.auth_key },
  ]
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        {t(
          'This is the only time the key is shown. Give the transfer id and the key to whoever accepts the volume in the other project.',
        )}
      </Alert>
      {fields.map(({ what, label, value }) => (
        <Stack key={what} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={label}
            value={value}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, autoComplete: 'off' } }}
          />
          <Button onClick={() => void copy(what, value)} aria-label={t('Copy {{what}}', { what: label })}>
            {copied === what ? t('Copied') : t('Copy')}
          </Button>
        </Stack>
      ))}
      <div>
        <Button variant="outlined" onClick={download}>
          {t('Download as a text file')}
        </Button>
      </div>
    </Stack>
  )
}
