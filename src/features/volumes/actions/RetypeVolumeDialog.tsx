// Change Volume Type: every type is offered; those the rules refuse are disabled with the
// reason (R10: shareable ↔ not shareable only while available; docs/rules.md).
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { SelectField } from '../../../components/form/SelectField'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { volumeTypesOptions } from '../../../queries/catalog'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { retypeVolumeCommand } from '../../../rules/commands/volume-commands'
import { canRetype } from '../../../rules/guards'

interface RetypeValues {
  type: string
  policy: 'never' | 'on-demand'
}

export function RetypeVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const types = useQuery(volumeTypesOptions(client))
  const form = useForm<RetypeValues>({ defaultValues: { type: '', policy: 'never' } })
  const chosen = useWatch({ control: form.control, name: 'type' })
  const retype = useApiMutation<RetypeValues, void>({
    mutationFn: ({ type, policy }) => client.cinder.retypeVolume(volume.id, type, policy),
    invalidates: ['volume'],
    success: (_data, { type }) =>
      t('Changing the type of {{name}} to {{type}}', { name: volumeDisplayName(volume), type }),
    onSuccess: onClose,
  })
  const typeOptions = (types.data ?? []).map((type) => {
    const guard = canRetype(volume, type)
    return {
      value: type.name,
      label: type.name,
      secondary: guard.ok ? type.description : guard.reason,
      disabled: !guard.ok,
    }
  })
  return (
    <DialogShell title={t('Change Volume Type')} onClose={onClose}>
      <DialogForm
        mutation={retype}
        form={form}
        toVars={(values) => (values.type ? values : null)}
        submitLabel={t('Change Volume Type')}
        submitDisabled={!chosen}
        command={({ type, policy }) => ({
          cli: retypeVolumeCommand(volume.id, type, policy),
          requests: client.cinder.describe((cinder) => cinder.retypeVolume(volume.id, type, policy)),
        })}
        errorTitle={t('The volume was not retyped')}
      >
        {types.error && <ErrorAlert title={t('Could not load volume types')} error={types.error} />}
        <SelectField control={form.control} name="type" label={t('Volume Type')} options={typeOptions} fullWidth />
        <SelectField
          control={form.control}
          name="policy"
          label={t('Migration Policy')}
          fullWidth
          options={[
            { value: 'never', label: t('Never migrate') },
            { value: 'on-demand', label: t('Migrate when needed') },
          ]}
        />
      </DialogForm>
    </DialogShell>
  )
}
