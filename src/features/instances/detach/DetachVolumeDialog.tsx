// Detach Volume from a server: one of its volumes, chosen in a radio list; the root volume and
// volumes still settling are disabled with the reason.
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Server } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { RadioField } from '../../../components/form/RadioField'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { detachVolumeCommand } from '../../../rules/commands/attach-commands'
import { useClient } from '../../../lib/session'
import { serverIndexOptions, serverVolumeAttachmentsOptions } from '../../../queries/servers'
import { serverDisplayName } from '../server-format'
import { useServerVolumes } from '../use-instances-data'
import { detachChoices } from './detach-choices'
import { useDetachFromServer } from './use-detach-from-server'

export function DetachVolumeDialog({ server: initial, onClose }: { server: Server; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const servers = useQuery(serverIndexOptions(client))
  const server = servers.data?.byId.get(initial.id) ?? initial
  const volumes = useServerVolumes([server])
  const devices = useQuery(serverVolumeAttachmentsOptions(client, server.id))
  const detach = useDetachFromServer(onClose)
  const form = useForm({ defaultValues: { volumeId: '' } })
  const chosen = useWatch({ control: form.control, name: 'volumeId' })
  // Until Nova has named the devices, the root volume cannot be told apart.
  const ready = !devices.isPending && !volumes.pending
  const choices = ready ? detachChoices(server, volumes.byId, devices.data) : []
  const choice = choices.find((item) => item.volumeId === chosen && item.reason === undefined)

  return (
    <DialogShell
      title={t('Detach Volume')}
      subject={serverDisplayName(server)}
      onClose={onClose}
      busy={detach.isPending}
    >
      <DialogForm
        mutation={detach}
        form={form}
        toVars={() => (choice ? { server, choice } : null)}
        submitLabel={t('Detach Volume')}
        submitColor="warning"
        submitDisabled={!choice}
        errorTitle={t('The volume was not detached')}
        command={({ choice }) =>
          client.nova && {
            cli: detachVolumeCommand(server.id, choice.volumeId),
            requests: client.nova.describe((nova) => nova.detachVolume(server.id, choice.volumeId)),
          }
        }
      >
        {devices.error && (
          <ErrorAlert severity="warning" title={t('Could not read the server’s devices')} error={devices.error} />
        )}
        {!ready && <Typography role="status">{t('Loading the server’s volumes…')}</Typography>}
        {ready && (
          <RadioField
            control={form.control}
            name="volumeId"
            label={t('Volume')}
            disabled={detach.isPending}
            onChanged={() => detach.reset()}
            options={choices.map((item) => ({
              value: item.volumeId,
              label: item.label,
              secondary: item.reason,
              disabled: item.reason !== undefined,
            }))}
          />
        )}
      </DialogForm>
    </DialogShell>
  )
}
