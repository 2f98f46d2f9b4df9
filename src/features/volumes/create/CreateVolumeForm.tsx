// The form inside the Create Volume dialog: checks before sending, the server's refusal shown in
// place with every input kept, and one request per submit however fast the clicks.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { Volume, VolumeCreateRequest } from '../../../api'
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { fieldRefusal } from './create-volume-errors'
import type { CreateVolumeValues } from './create-volume-form'
import { initialValues, sourceMinimum, toCreateRequest, validateSize, validateText } from './create-volume-form'
import { quotaView } from './create-volume-quota'
import { encryptedTypeIds, type ShareableFacts } from './shareable-types'
import type { CreateVolumeData } from './use-create-volume-data'
import { VolumeSourceFields } from './VolumeSourceFields'
import { VolumeTypeFields } from './VolumeTypeFields'

interface Props {
  data: CreateVolumeData
  create: (request: VolumeCreateRequest['volume']) => Promise<Volume>
  onCancel: () => void
  onCreated: (volume: Volume) => void
}

export function CreateVolumeForm({ data, create, onCancel, onCreated }: Props) {
  const t = useT()
  const form = useForm<CreateVolumeValues>({ defaultValues: initialValues(data.defaultTypeId, data.zones) })
  const [policyDenied, setPolicyDenied] = useState<string | null>(null)
  const [refusedTypeIds, setRefusedTypeIds] = useState<ReadonlySet<string>>(new Set())
  const facts = useMemo<ShareableFacts>(
    () => ({
      encryptedTypeIds: new Set([...encryptedTypeIds(data.types, data.volumes), ...refusedTypeIds]),
      policyDenied,
    }),
    [data.types, data.volumes, refusedTypeIds, policyDenied],
  )
  const quota = quotaView(data.limits)
  const submitting = form.formState.isSubmitting
  // After no answer to the POST the volume may exist: the list refreshes and nothing is resent.
  const { submit, serverError, outcomeUnknown } = useGuardedSubmit(form, async (values: CreateVolumeValues) => {
    try {
      onCreated(await create(toCreateRequest(values, data.types)))
    } catch (error) {
      const refusal = fieldRefusal(error)
      if (refusal.field === 'volumeType') {
        setRefusedTypeIds((ids) => new Set([...ids, values.volumeTypeId]))
        form.setError('volumeTypeId', { type: 'server', message: refusal.message })
      }
      if (refusal.field === 'shareable') setPolicyDenied(refusal.message)
      throw error
    }
  })

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('Create Volume')}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {serverError !== null && <ErrorAlert title={t('The volume was not created')} error={serverError} />}
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
                    remainingGigabytes: quota.remainingGigabytes,
                    minimum: sourceMinimum(values, data.images ?? [], data.volumes),
                  }),
              }}
            />
            <Typography variant="body2" color="text.secondary">
              {quota.text}
            </Typography>
            <VolumeTypeFields types={data.types} facts={facts} defaultTypeId={data.defaultTypeId} />
            <ControlledTextField control={form.control} name="availabilityZone" select label={t('Availability Zone')}>
              {data.zones.map((zone) => (
                <MenuItem key={zone.zoneName} value={zone.zoneName} disabled={!zone.zoneState.available}>
                  {zone.zoneName}
                </MenuItem>
              ))}
            </ControlledTextField>
            <VolumeSourceFields images={data.images} volumes={data.volumes} />
            {quota.blockedReason && (
              <Alert severity="warning" role="status">
                {quota.blockedReason}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={submitting}
            disabled={quota.blockedReason !== null || outcomeUnknown}
          >
            {t('Create Volume')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  )
}
