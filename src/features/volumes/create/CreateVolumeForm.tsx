// The form inside the Create Volume dialog: checks before sending, the server's refusal shown in
// place with every input kept, and one request per submit however fast the clicks.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { SelectField } from '../../../components/form/SelectField'
import { useT } from '../../../i18n/use-t'
import { fieldRefusal } from './create-volume-errors'
import type { CreateVolumeValues } from './create-volume-form'
import { initialValues, sourceMinimum, toCreateRequest, validateSize } from './create-volume-form'
import { validateText } from '../../../components/form/text-rules'
import { quotaView } from './create-volume-quota'
import { encryptedTypeIds, type ShareableFacts } from './shareable-types'
import type { CreateVolumeMutation } from './use-create-volume'
import type { CreateVolumeData } from './use-create-volume-data'
import { backupDefaults, snapshotDefaults, VolumeSourceFields } from './VolumeSourceFields'
import { VolumeGroupField } from './VolumeGroupField'
import { VolumeTypeFields } from './VolumeTypeFields'
import { useCreateVolumeCommand } from './create-volume-command'

interface Props {
  data: CreateVolumeData
  create: CreateVolumeMutation
  /** Values to start from (a snapshot or backup chosen in its panel). */
  initial?: Partial<CreateVolumeValues>
}

/** A snapshot to start from brings its size, its volume's type and its zone (S4); a backup its size (B5). */
function startFrom(initial: Partial<CreateVolumeValues> | undefined, data: CreateVolumeData) {
  if (initial?.backupId) {
    const backup = data.backups?.find((candidate) => candidate.id === initial.backupId)
    return { ...initial, source: 'backup' as const, ...(backup ? backupDefaults(backup) : {}) }
  }
  if (!initial?.snapshotId) return initial ?? {}
  const snapshot = data.snapshots.find((candidate) => candidate.id === initial.snapshotId)
  return {
    ...initial,
    source: 'snapshot' as const,
    ...(snapshot ? snapshotDefaults(snapshot, data.volumes, data.types) : {}),
  }
}

export function CreateVolumeForm({ data, create, initial }: Props) {
  const t = useT()
  const form = useForm<CreateVolumeValues>({
    defaultValues: { ...initialValues(data.defaultTypeId, data.zones), ...startFrom(initial, data) },
  })
  const [policyDenied, setPolicyDenied] = useState<string | null>(null)
  const [refusedTypeIds, setRefusedTypeIds] = useState<ReadonlySet<string>>(new Set())
  const facts = useMemo<ShareableFacts>(
    () => ({
      encryptedTypeIds: new Set([...encryptedTypeIds(data.types, data.volumes), ...refusedTypeIds]),
      policyDenied,
    }),
    [data.types, data.volumes, refusedTypeIds, policyDenied],
  )
  const typeName = (id: string) => data.types.find((type) => type.id === id)?.name ?? null
  const chosenTypeId = useWatch({ control: form.control, name: 'volumeTypeId' })
  const chosenGroupId = useWatch({ control: form.control, name: 'groupId' })
  const group = data.groups?.find((candidate) => candidate.id === chosenGroupId)
  const quota = quotaView(data.quota, typeName(chosenTypeId))

  return (
    <FormProvider {...form}>
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => toCreateRequest(values, data.types)}
        answer={{
          // A refusal of the type, or of multi-attach by policy, is also said at its field.
          onError: (error) => {
            const refusal = fieldRefusal(error)
            if (refusal.field === 'volumeType') {
              const typeId = form.getValues('volumeTypeId')
              setRefusedTypeIds((ids) => new Set([...ids, typeId]))
              form.setError('volumeTypeId', { type: 'server', message: refusal.message })
            }
            if (refusal.field === 'shareable') setPolicyDenied(refusal.message)
          },
        }}
        label={t('Create Volume')}
        dividers
        submitLabel={t('Create Volume')}
        submitDisabled={quota.blockedReason !== null}
        errorTitle={t('The volume was not created')}
        command={useCreateVolumeCommand()}
      >
        <ControlledTextField
          control={form.control}
          name="name"
          label={t('Name')}
          rules={{ validate: (name) => validateText('The name')(String(name)) }}
          autoFocus
        />
        <ControlledTextField
          control={form.control}
          name="description"
          label={t('Description')}
          multiline
          minRows={2}
          rules={{ validate: (text) => validateText('The description')(String(text)) }}
        />
        <ControlledTextField
          control={form.control}
          name="size"
          label={t('Size (GiB)')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          rules={{
            validate: (size, values) =>
              validateSize(String(size), {
                limit: quotaView(data.quota, typeName(values.volumeTypeId)).sizeLimit,
                minimum: sourceMinimum(values, data.images ?? [], data.volumes, data.snapshots, data.backups ?? []),
              }),
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {quota.text}
        </Typography>
        {data.groups !== null && (
          <VolumeGroupField groups={data.groups} groupsError={data.groupsError} types={data.types} />
        )}
        <VolumeTypeFields types={data.types} facts={facts} defaultTypeId={data.defaultTypeId} group={group} />
        {quota.typeText && (
          <Typography variant="body2" color="text.secondary">
            {quota.typeText}
          </Typography>
        )}
        <SelectField
          control={form.control}
          name="availabilityZone"
          label={t('Availability Zone')}
          disabled={group !== undefined}
          options={data.zones.map((zone) => ({
            value: zone.zoneName,
            label: zone.zoneName,
            disabled: !zone.zoneState.available,
          }))}
        />
        {group && (
          <Typography variant="body2" color="text.secondary">
            {t("The group's zone: Cinder makes a volume of a group there.")}
          </Typography>
        )}
        <VolumeSourceFields
          images={data.images}
          volumes={data.volumes}
          snapshots={data.snapshots}
          backups={data.backups}
          types={data.types}
        />
        {quota.blockedReason && (
          <Alert severity="warning" role="status">
            {quota.blockedReason}
          </Alert>
        )}
      </DialogForm>
    </FormProvider>
  )
}
