// The form inside Launch Instance: checks before sending, the cloud's refusal shown in place with
// every input kept, and one POST /servers per submit however fast the clicks.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { FeatureName, Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { SelectField } from '../../../components/form/SelectField'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { BootSourceFields } from './BootSourceFields'
import { useNewVolumeQuota } from './NewVolumeFields'
import { overQuotaText } from '../../../dialogs/use-quota-check'
import { LaunchAttachModeField } from './LaunchAttachModeField'
import { launchDefaults, useFittingDefaults } from './launch-defaults'
import type { LaunchValues } from './launch-form'
import {
  hasNetworkService,
  initialValues,
  MAX_COUNT,
  parseCount,
  toServerRequest,
  validateCount,
  validateName,
} from './launch-form'
import { canBootFrom } from '../../../rules/boot-guards'
import { bootVolumes, countGuard, flavorFitsImage, refusalExplanation } from './launch-guards'
import type { LaunchData } from './use-launch-data'
import { useLaunchGuards } from './use-launch-guards'
import type { LaunchMutation } from './use-launch-instance'
import { launchCommand } from '../../../rules/commands/server-commands'

const LAUNCH_UNKNOWN = N_('The cloud may have launched it: check the instances before launching again.')

interface Props {
  data: LaunchData
  /** The volume the dialog was opened from: preselected when it can be booted from. */
  preselected?: Volume
  launch: LaunchMutation
}

export function LaunchInstanceForm({ data, preselected, launch }: Props) {
  const t = useT()
  const client = useClient()
  const volumes = useMemo(() => bootVolumes(data.volumes, preselected), [data.volumes, preselected])
  const unusable = preselected ? canBootFrom(preselected) : null
  const form = useForm<LaunchValues>({
    defaultValues: initialValues(
      launchDefaults({
        flavors: data.flavors,
        volumes,
        images: data.images,
        preselectedId: preselected && unusable?.ok ? preselected.id : undefined,
      }),
    ),
  })
  useFittingDefaults(form, data.flavors, data.images)
  const guards = useLaunchGuards(form.control, volumes)
  const quota = useNewVolumeQuota(form.control, data.types)
  const feature = (name: FeatureName) => client.feature(name)
  const networkService = hasNetworkService(client.catalog)
  const explanation = refusalExplanation(launch.error)
  const countHelp = guards.count.ok ? t('1 to {{max}} instances.', { max: MAX_COUNT }) : guards.count.reason
  return (
    <FormProvider {...form}>
      <DialogForm
        mutation={launch}
        form={form}
        toVars={(values) =>
          guards.disabledReason === undefined
            ? toServerRequest(values, client.nova?.version ?? null, networkService)
            : null
        }
        label={t('Launch Instance')}
        dividers
        submitLabel={t('Launch Instance')}
        submitReason={
          guards.disabledReason ??
          (quota.over ? overQuotaText(quota.over) : undefined) ??
          (launch.outcomeUnknown ? t(LAUNCH_UNKNOWN) : undefined)
        }
        errorTitle={t('The instance was not launched')}
        errorNote={explanation && <Typography variant="body2">{explanation}</Typography>}
        command={(request) =>
          client.nova
            ? {
                cli:
                  launchCommand(
                    request,
                    volumes.find((volume) => volume.id === request.block_device_mapping_v2?.[0]?.uuid),
                  ) ??
                  `# ${t('No CLI sends an attach mode (attach_mode of the Rocky multi-attach spec): only the API request below does.')}`,
                requests: client.nova.describe((nova) => nova.createServer(request)),
              }
            : null
        }
      >
        {preselected && unusable && !unusable.ok && (
          <Alert severity="info">
            {t('Volume {{name}} cannot be a boot source: {{reason}}', {
              name: preselected.name ?? preselected.id,
              reason: unusable.reason,
            })}
          </Alert>
        )}
        {!networkService && (
          <Typography variant="body2" color="text.secondary">
            {t('This cloud has no network service (Neutron): the instance gets no network.')}
          </Typography>
        )}
        <ControlledTextField
          control={form.control}
          name="name"
          label={t('Instance Name')}
          required
          autoFocus
          rules={{ validate: (name) => validateName(String(name)) }}
        />
        <SelectField
          control={form.control}
          name="flavorId"
          label={t('Flavor')}
          required
          rules={{
            validate: (id, values) => {
              const flavor = data.flavors.find((candidate) => candidate.id === id)
              if (!flavor) return t('Choose a flavor.')
              const image = data.images?.find((candidate) => candidate.id === values.imageId)
              // Only a local disk must hold the image; a new volume has its own size.
              return values.source === 'image' && image ? flavorFitsImage(flavor, image) : undefined
            },
          }}
          slotProps={{
            select: { renderValue: (id) => data.flavors.find((flavor) => flavor.id === id)?.name ?? String(id) },
          }}
          options={data.flavors.map((flavor) => ({
            value: flavor.id,
            label: flavor.name,
            secondary: t('{{vcpus}} vCPU, {{ram}} MiB RAM, {{disk}} GiB disk', {
              vcpus: flavor.vcpus,
              ram: flavor.ram,
              disk: flavor.disk,
            }),
          }))}
        />
        <BootSourceFields volumes={volumes} images={data.images} types={data.types} quotaNotice={quota.notice} />
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
      </DialogForm>
    </FormProvider>
  )
}
