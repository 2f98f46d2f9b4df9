// The form inside Launch Instance: checks before sending, the cloud's refusal shown in place with
// every input kept, and one POST /servers per submit however fast the clicks.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { FeatureName, ServerCreateParams, Volume } from '../../../api'
import { errorText } from '../../../components/error-text'
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { RequestIdLine } from '../../../components/notify-copy'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { GuardedButton } from '../../../components/GuardedButton'
import { BootSourceFields } from './BootSourceFields'
import { LaunchAttachModeField } from './LaunchAttachModeField'
import type { LaunchValues } from './launch-form'
import { initialValues, MAX_COUNT, parseCount, toServerRequest, validateCount, validateName } from './launch-form'
import { bootVolumes, canBootFrom, countGuard, flavorFitsImage, refusalExplanation } from './launch-guards'
import type { LaunchData } from './use-launch-data'
import { useLaunchGuards } from './use-launch-guards'

const LAUNCH_UNKNOWN = N_('The cloud may have launched it: check the instances before launching again.')

interface Props {
  data: LaunchData
  /** The volume the dialog was opened from: preselected when it can be booted from. */
  preselected?: Volume
  launch: (request: ServerCreateParams) => Promise<unknown>
  onCancel: () => void
  onLaunched: () => void
}

export function LaunchInstanceForm({ data, preselected, launch, onCancel, onLaunched }: Props) {
  const t = useT()
  const client = useClient()
  const volumes = useMemo(() => bootVolumes(data.volumes, preselected), [data.volumes, preselected])
  const unusable = preselected ? canBootFrom(preselected) : null
  const form = useForm<LaunchValues>({
    defaultValues: initialValues({
      flavorId: data.flavors[0]?.id ?? '',
      volumeId: preselected && unusable?.ok ? preselected.id : undefined,
    }),
  })
  const guards = useLaunchGuards(form.control, volumes)
  const submitting = form.formState.isSubmitting
  // After no answer to the POST the servers may exist: the lists refresh and nothing is resent.
  const { submit, serverError, outcomeUnknown } = useGuardedSubmit(
    form,
    async (values: LaunchValues) => {
      await launch(toServerRequest(values, client.nova?.version ?? null))
      onLaunched()
    },
    guards.disabledReason !== undefined,
  )

  const feature = (name: FeatureName) => client.feature(name)
  const problem = serverError === null ? null : errorText(serverError)
  const explanation = refusalExplanation(serverError)
  const countHelp = guards.count.ok ? t('1 to {{max}} instances.', { max: MAX_COUNT }) : guards.count.reason
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('Launch Instance')}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && (
              <Alert severity={outcomeUnknown ? 'warning' : 'error'}>
                <AlertTitle>
                  {outcomeUnknown ? t('The result is unknown') : t('The instance was not launched')}
                </AlertTitle>
                {problem.message}
                {explanation && <Typography variant="body2">{explanation}</Typography>}
                {problem.unknownOutcome && <Typography variant="body2">{problem.unknownOutcome}</Typography>}
                {problem.requestId && <RequestIdLine requestId={problem.requestId} />}
              </Alert>
            )}
            {preselected && unusable && !unusable.ok && (
              <Alert severity="info">
                {t('Volume {{name}} cannot be a boot source: {{reason}}', {
                  name: preselected.name ?? preselected.id,
                  reason: unusable.reason,
                })}
              </Alert>
            )}
            <ControlledTextField
              control={form.control}
              name="name"
              label={t('Instance Name')}
              required
              autoFocus
              rules={{ validate: (name) => validateName(String(name)) }}
            />
            <ControlledTextField
              control={form.control}
              name="flavorId"
              select
              label={t('Flavor')}
              required
              rules={{
                validate: (id, values) => {
                  const flavor = data.flavors.find((candidate) => candidate.id === id)
                  if (!flavor) return t('Choose a flavor.')
                  const image = data.images?.find((candidate) => candidate.id === values.imageId)
                  return values.source === 'image' && image ? flavorFitsImage(flavor, image) : undefined
                },
              }}
              slotProps={{
                select: { renderValue: (id) => data.flavors.find((flavor) => flavor.id === id)?.name ?? String(id) },
              }}
            >
              {data.flavors.map((flavor) => (
                <MenuItem key={flavor.id} value={flavor.id}>
                  <ListItemText
                    primary={flavor.name}
                    secondary={t('{{vcpus}} vCPU, {{ram}} MiB RAM, {{disk}} GiB disk', {
                      vcpus: flavor.vcpus,
                      ram: flavor.ram,
                      disk: flavor.disk,
                    })}
                  />
                </MenuItem>
              ))}
            </ControlledTextField>
            <BootSourceFields volumes={volumes} images={data.images} />
            <ControlledTextField
              control={form.control}
              name="count"
              label={t('Count')}
              required
              helperText={countHelp}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              rules={{
                validate: (text, values) => {
                  const invalid = validateCount(String(text))
                  if (invalid) return invalid
                  const volume = values.source === 'volume' ? volumes.find((v) => v.id === values.volumeId) : undefined
                  const verdict = countGuard(volume, parseCount(String(text)), feature)
                  return !verdict.ok && verdict.kind === 'refuse' ? verdict.reason : undefined
                },
              }}
            />
            {guards.showMode && <LaunchAttachModeField disabled={guards.disabledReason !== undefined} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <GuardedButton
            type="submit"
            variant="contained"
            loading={submitting}
            reason={guards.disabledReason ?? (outcomeUnknown ? t(LAUNCH_UNKNOWN) : undefined)}
          >
            {t('Launch Instance')}
          </GuardedButton>
        </DialogActions>
      </Box>
    </FormProvider>
  )
}
