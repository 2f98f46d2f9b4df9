// Edit a QoS spec's consumer and keys: new and changed keys (and the consumer) in one
// PUT /qos-specs/{id}, removed keys in one PUT /qos-specs/{id}/delete_keys.
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { QosSpecs } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { RadioField } from '../../../components/form/RadioField'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { editQosCommand } from '../../../rules/commands/admin-commands'
import { CONSUMER_LABELS, CONSUMERS } from './consumer'
import type { QosEdit, QosValues } from './qos-form'
import { qosEdit, rowsOf } from './qos-form'
import { SpecRowsField } from './SpecRowsField'

const NO_CHANGE: QosEdit = { set: {}, remove: [] }

export function EditQosDialog({ specs, onClose }: { specs: QosSpecs; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<QosValues>({
    defaultValues: { name: specs.name, consumer: specs.consumer, rows: rowsOf(specs.specs) },
  })
  const edit = useApiMutation<QosEdit, void>({
    mutationFn: async ({ set, remove }) => {
      if (Object.keys(set).length > 0) await client.cinder.setQosKeys(specs.id, set)
      if (remove.length > 0) await client.cinder.deleteQosKeys(specs.id, remove)
    },
    invalidates: ['volumeType'],
    success: (_data, change) => (change === NO_CHANGE ? undefined : t('QoS spec {{name}} saved', { name: specs.name })),
    failure: () => t('Could not change the QoS spec {{name}}', { name: specs.name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Edit QoS Spec')} subject={specs.name} onClose={onClose} busy={edit.isPending}>
      <DialogForm
        mutation={edit}
        form={form}
        // Nothing changed: Save sends nothing and closes, without a notice (as Edit Volume).
        toVars={(values) => qosEdit(specs, values) ?? NO_CHANGE}
        label={t('Edit QoS Spec')}
        submitLabel={t('Save')}
        errorTitle={t('The QoS spec was not changed')}
        command={(change) =>
          change === NO_CHANGE
            ? null
            : {
                cli: editQosCommand(specs.id, change),
                // Two requests, the second after the first's answer: each described on its own.
                requests: [
                  ...(Object.keys(change.set).length > 0
                    ? client.cinder.describe((cinder) => cinder.setQosKeys(specs.id, change.set))
                    : []),
                  ...(change.remove.length > 0
                    ? client.cinder.describe((cinder) => cinder.deleteQosKeys(specs.id, change.remove))
                    : []),
                ],
              }
        }
        dividers
      >
        <Typography variant="body2" color="text.secondary">
          {t('Volumes attached already keep the limits they were attached with until they are attached again.')}
        </Typography>
        <RadioField
          control={form.control}
          name="consumer"
          label={t('Consumer')}
          options={CONSUMERS.map((consumer) => ({ value: consumer, label: t(CONSUMER_LABELS[consumer]) }))}
        />
        <SpecRowsField form={form} />
      </DialogForm>
    </DialogShell>
  )
}
