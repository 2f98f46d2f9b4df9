// Delete a QoS spec. While volume types have it Cinder refuses ("Qos specs still in use.") unless
// forced, which takes it off those types first: the dialog shows them and offers force with
// that consequence.
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { QosSpecs } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { deleteQosCommand } from '../../../rules/commands/admin-commands'
import { qosAssociationsOptions } from '../../../queries/volume-type-admin'
import { QOS_IN_USE } from '../../../rules/qos-rules'

export function DeleteQosDialog({ specs, onClose }: { specs: QosSpecs; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const associations = useQuery(qosAssociationsOptions(client, specs.id))
  const form = useForm<{ force: boolean }>({ defaultValues: { force: false } })
  const force = useWatch({ control: form.control, name: 'force' })
  const remove = useApiMutation<boolean, void>({
    mutationFn: (forced) => client.cinder.deleteQosSpecs(specs.id, forced),
    invalidates: ['volumeType'],
    success: () => t('QoS spec {{name}} deleted', { name: specs.name }),
    failure: () => t('Could not delete the QoS spec {{name}}', { name: specs.name }),
    onSuccess: onClose,
  })
  const types = associations.data ?? []
  const inUse = types.length > 0
  const reason =
    inUse && !force
      ? t('Volume types have it: Cinder refuses to delete it ("{{message}}") unless forced.', { message: QOS_IN_USE })
      : undefined
  return (
    <DialogShell title={t('Delete QoS Spec')} subject={specs.name} onClose={onClose} busy={remove.isPending}>
      {associations.data ? (
        <DialogForm
          mutation={remove}
          form={form}
          toVars={(values) => inUse && values.force}
          label={t('Delete QoS Spec')}
          submitLabel={inUse ? t('Disassociate and Delete') : t('Delete')}
          submitColor="error"
          submitReason={reason}
          errorTitle={t('The QoS spec was not deleted')}
          command={(forced) => ({
            cli: deleteQosCommand(specs.id, forced),
            requests: client.cinder.describe((cinder) => cinder.deleteQosSpecs(specs.id, forced)),
          })}
        >
          {inUse ? (
            <>
              <Alert severity="warning">
                {t('{{count}} volume types have this QoS spec: {{types}}.', {
                  count: types.length,
                  types: types.map((type) => type.name).join(', '),
                })}{' '}
                {t('Cinder refuses to delete it ("{{message}}") unless forced.', { message: QOS_IN_USE })}
              </Alert>
              <FormControlLabel
                control={
                  <Checkbox checked={force} onChange={(event) => form.setValue('force', event.target.checked)} />
                }
                label={t('Force: take it off these types, then delete it')}
              />
              {force && (
                <Typography role="status">
                  {t(
                    'New volumes of those types will have no QoS limits; attached volumes keep theirs until they are attached again.',
                  )}
                </Typography>
              )}
            </>
          ) : (
            <Typography>{t('No volume type has it. It will be deleted.')}</Typography>
          )}
        </DialogForm>
      ) : (
        <DialogLoading
          error={associations.error}
          text={t('Reading the associations…')}
          errorTitle={t('Could not load the associations')}
        />
      )}
    </DialogShell>
  )
}
