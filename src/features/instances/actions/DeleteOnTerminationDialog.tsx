// Which of a server's volumes Nova deletes with it (`delete_on_termination`), changed per volume
// with PUT …/os-volume_attachments/{volume} at compute 2.85 (L14; the root volume too). A volume
// still attached to other servers when this one goes is refused by Cinder and stays.
import Checkbox from '@mui/material/Checkbox'
import DialogContentText from '@mui/material/DialogContentText'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import { useQueries } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import type { Server } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { volumeDisplayName } from '../../../components/format'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { deleteOnTerminationCommand } from '../../../rules/commands/server-commands'
import { volumeOptions } from '../../../queries/volumes'
import { serverDisplayName } from '../server-format'

type Values = Record<string, boolean>

export function DeleteOnTerminationDialog({ server, onClose }: { server: Server; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const attached = server['os-extended-volumes:volumes_attached'] ?? []
  const volumes = useQueries({ queries: attached.map((item) => volumeOptions(client, item.id)) })
  const initial: Values = Object.fromEntries(attached.map((item) => [item.id, item.delete_on_termination ?? false]))
  const form = useForm<Values>({ defaultValues: initial })
  const name = serverDisplayName(server)
  const save = useApiMutation<Array<[string, boolean]>, void>({
    mutationFn: async (changes) => {
      // One after another: each is its own PUT, and a refusal stops the rest where it is.
      for (const [volumeId, value] of changes) await client.nova!.setDeleteOnTermination(server.id, volumeId, value)
    },
    invalidates: ['server'],
    success: () => t('Saved which volumes are deleted with {{name}}', { name }),
    failure: () => t('Could not change the volumes of {{name}}', { name }),
    onSuccess: onClose,
  })
  const label = (id: string, index: number) => {
    const volume = volumes[index]?.data
    const shared = volume && volume.attachments.length > 1
    const text = volume ? volumeDisplayName(volume) : id
    return shared ? `${text} · ${t('shared: kept while other servers hold it')}` : text
  }
  return (
    <DialogShell title={t('Delete on Termination')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={save}
        form={form}
        toVars={(values) => {
          const changes = attached
            .filter((item) => values[item.id] !== initial[item.id])
            .map((item): [string, boolean] => [item.id, values[item.id] ?? false])
          return changes.length > 0 ? changes : null
        }}
        submitLabel={t('Save')}
        errorTitle={t('Could not change the volumes of {{name}}', { name })}
        command={(changes) => ({
          cli: deleteOnTerminationCommand(server.id, changes),
          // Each its own request, described one by one (the dialog sends them one after another).
          requests: changes.flatMap(([volumeId, value]) =>
            client.nova!.describe((nova) => nova.setDeleteOnTermination(server.id, volumeId, value)),
          ),
        })}
      >
        <DialogContentText>
          {t('Ticked volumes are deleted when {{name}} is deleted; the others are detached and kept.', { name })}
        </DialogContentText>
        <FormGroup>
          {attached.map((item, index) => (
            <Controller
              key={item.id}
              control={form.control}
              name={item.id}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                  label={label(item.id, index)}
                />
              )}
            />
          ))}
        </FormGroup>
      </DialogForm>
    </DialogShell>
  )
}
