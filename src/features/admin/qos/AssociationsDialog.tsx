// A QoS spec's volume types (GET /qos-specs/{id}/associations): Disassociate per type or all, and
// Associate another type; a type has one QoS spec, so a type with another one is offered disabled.
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { QosSpecs, VolumeType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { SelectField } from '../../../components/form/SelectField'
import { GuardedButton } from '../../../components/GuardedButton'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { associateQosCommand } from '../../../rules/commands/admin-commands'
import { qosAssociationsOptions } from '../../../queries/volume-type-admin'

type Change = { kind: 'associate' | 'disassociate'; typeId: string } | { kind: 'all' }

interface Props {
  specs: QosSpecs
  types: VolumeType[]
  /** Every QoS spec, to name the one a type already has. */
  all: QosSpecs[]
  onClose: () => void
}

export function AssociationsDialog({ specs, types, all, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const associations = useQuery(qosAssociationsOptions(client, specs.id))
  const form = useForm<{ type: string }>({ defaultValues: { type: '' } })
  const typeName = (id: string) => types.find((type) => type.id === id)?.name ?? id
  const change = useApiMutation<Change, void>({
    mutationFn: (request) =>
      request.kind === 'all'
        ? client.cinder.disassociateQosAll(specs.id)
        : client.cinder.setQosAssociation(specs.id, request.typeId, request.kind === 'associate'),
    invalidates: ['volumeType'],
    success: (_data, request) =>
      request.kind === 'all'
        ? t('{{name}} is no longer associated with any type', { name: specs.name })
        : request.kind === 'associate'
          ? t('{{type}} now has the QoS spec {{name}}', { type: typeName(request.typeId), name: specs.name })
          : t('{{type}} no longer has the QoS spec {{name}}', { type: typeName(request.typeId), name: specs.name }),
    failure: () => t('The associations of {{name}} were not changed', { name: specs.name }),
    onSuccess: (_data, request) => {
      if (request.kind === 'associate') form.reset({ type: '' })
    },
  })
  const associated = associations.data ?? []
  const busy = change.isPending || change.outcomeUnknown
  const options = [
    { value: '', label: t('Choose a volume type…'), disabled: true },
    ...types.map((type) => {
      const other = type.qos_specs_id && type.qos_specs_id !== specs.id
      const mine = type.qos_specs_id === specs.id
      return {
        value: type.id,
        label: type.name,
        disabled: Boolean(other || mine),
        secondary: mine
          ? t('Already associated')
          : other
            ? t('Has the QoS spec {{other}}: a type has one (disassociate it there first)', {
                other: all.find((candidate) => candidate.id === type.qos_specs_id)?.name ?? type.qos_specs_id,
              })
            : null,
      }
    }),
  ]
  return (
    <DialogShell title={t('Associations')} subject={specs.name} onClose={onClose} busy={change.isPending}>
      <DialogForm
        mutation={change}
        form={form}
        toVars={(values) => ({ kind: 'associate' as const, typeId: values.type })}
        label={t('Associate a volume type')}
        submitLabel={t('Associate')}
        errorTitle={t('The associations were not changed')}
        command={(request) =>
          request.kind === 'associate' && request.typeId
            ? {
                cli: associateQosCommand(specs.id, request.typeId),
                requests: client.cinder.describe((cinder) => cinder.setQosAssociation(specs.id, request.typeId, true)),
              }
            : null
        }
        closeReadsClose
        dividers
      >
        <Typography>
          {t('New volumes of an associated type get these limits; a type has at most one QoS spec.')}
        </Typography>
        {associations.error && <ErrorAlert title={t('Could not load the associations')} error={associations.error} />}
        {!associations.data && !associations.error && <Typography role="status">{t('Loading…')}</Typography>}
        {associations.data && associated.length === 0 && <Typography>{t('No volume type has it.')}</Typography>}
        {associated.length > 0 && (
          <Stack spacing={1}>
            <List dense aria-label={t('Associated volume types')}>
              {associated.map((entry) => (
                <ListItem
                  key={entry.id}
                  secondaryAction={
                    <GuardedButton
                      size="small"
                      disabled={busy}
                      loading={change.isPending && 'typeId' in change.variables && change.variables.typeId === entry.id}
                      aria-label={t('Disassociate {{type}}', { type: entry.name })}
                      onClick={() => void change.run({ kind: 'disassociate', typeId: entry.id })}
                    >
                      {t('Disassociate')}
                    </GuardedButton>
                  }
                >
                  <ListItemText primary={entry.name} secondary={entry.id} />
                </ListItem>
              ))}
            </List>
            {associated.length > 1 && (
              <Stack direction="row">
                <GuardedButton
                  size="small"
                  disabled={busy}
                  loading={change.isPending && change.variables.kind === 'all'}
                  onClick={() => void change.run({ kind: 'all' })}
                >
                  {t('Disassociate All')}
                </GuardedButton>
              </Stack>
            )}
          </Stack>
        )}
        <SelectField
          control={form.control}
          name="type"
          label={t('Volume type')}
          options={options}
          rules={{ validate: (value) => (value ? undefined : t('Choose a volume type.')) }}
        />
      </DialogForm>
    </DialogShell>
  )
}
