// Create QoS Spec: a name, where it is enforced (consumer) and its keys, in one POST /qos-specs.
import { useForm } from 'react-hook-form'
import type { QosSpecs } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { RadioField } from '../../../components/form/RadioField'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { createQosCommand } from '../../../rules/commands/admin-commands'
import { DEFAULT_QOS_CONSUMER } from '../../../rules/qos-rules'
import { CONSUMER_LABELS, CONSUMERS } from './consumer'
import type { QosValues } from './qos-form'
import { specsOf, validateQosName } from './qos-form'
import { SpecRowsField } from './SpecRowsField'

export function CreateQosDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<QosValues>({
    defaultValues: { name: '', consumer: DEFAULT_QOS_CONSUMER, rows: [{ key: 'total_iops_sec', value: '' }] },
  })
  const create = useApiMutation<QosValues, QosSpecs>({
    mutationFn: (values) => client.cinder.createQosSpecs(values.name.trim(), values.consumer, specsOf(values.rows)),
    invalidates: ['volumeType'],
    success: (specs) => t('QoS spec {{name}} created', { name: specs.name }),
    failure: () => t('Could not create the QoS spec'),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Create QoS Spec')} onClose={onClose} busy={create.isPending}>
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => values}
        label={t('Create QoS Spec')}
        submitLabel={t('Create QoS Spec')}
        errorTitle={t('The QoS spec was not created')}
        command={(values) =>
          values.name.trim()
            ? {
                cli: createQosCommand(values.name.trim(), values.consumer, specsOf(values.rows)),
                requests: client.cinder.describe((cinder) =>
                  cinder.createQosSpecs(values.name.trim(), values.consumer, specsOf(values.rows)),
                ),
              }
            : null
        }
        dividers
      >
        <ControlledTextField
          control={form.control}
          name="name"
          label={t('Name')}
          required
          autoFocus
          rules={{ validate: (name) => validateQosName(String(name)) }}
        />
        <RadioField
          control={form.control}
          name="consumer"
          label={t('Consumer')}
          help={t('Where the limits are enforced. Nova applies front-end limits when it attaches a volume.')}
          options={CONSUMERS.map((consumer) => ({ value: consumer, label: t(CONSUMER_LABELS[consumer]) }))}
        />
        <SpecRowsField form={form} />
      </DialogForm>
    </DialogShell>
  )
}
