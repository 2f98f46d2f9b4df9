// Launch from an image onto a new volume: its size (the image's minimum, as Cinder checks it when
// the compute host asks), its type where Nova takes one (2.67), whether it is deleted with the
// instance (Nova's default: kept), and the quota it takes, before anything is sent.
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import type { ReactNode } from 'react'
import type { Control } from 'react-hook-form'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import type { Image, VolumeType } from '../../../api'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { SelectField } from '../../../components/form/SelectField'
import { featureReason } from '../../../components/error-text'
import { useQuotaCheck } from '../../../dialogs/use-quota-check'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { imageMinimum } from '../../../rules/image-size'
import type { LaunchValues } from './launch-form'
import { parseCount, validateVolumeSize } from './launch-form'

interface Props {
  images: Image[]
  types: VolumeType[]
  /** The quota line and, when over, the reason (useNewVolumeQuota, called by the form). */
  quotaNotice: ReactNode
}

/** The quota the new volumes take: each instance gets its own, made with the user's token. */
export function useNewVolumeQuota(control: Control<LaunchValues>, types: VolumeType[]) {
  const [source, sizeText, typeId, countText] = useWatch({
    control,
    name: ['source', 'volumeSize', 'volumeTypeId', 'count'],
  })
  const count = parseCount(countText) ?? 1
  const size = parseCount(sizeText) ?? 0
  const typeName = types.find((type) => type.id === typeId)?.name ?? null
  // Only a new volume takes quota: booting from a volume or onto a local disk reads none.
  return useQuotaCheck(source === 'image-volume' ? { volumes: count, gigabytes: size * count } : null, typeName)
}

export function NewVolumeFields({ images, types, quotaNotice }: Props) {
  const t = useT()
  const client = useClient()
  const { control } = useFormContext<LaunchValues>()
  const imageId = useWatch({ control, name: 'imageId' })
  const keep = useController({ control, name: 'deleteOnTermination' })
  const image = images.find((candidate) => candidate.id === imageId)
  const minimum = image ? imageMinimum(image) : 1
  const typeFeature = client.feature('bootVolumeType')
  return (
    <>
      <ControlledTextField
        control={control}
        name="volumeSize"
        label={t('Volume Size (GiB)')}
        required
        helperText={image ? t('At least {{size}} GiB for this image.', { size: minimum }) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        rules={{
          validate: (text, values) =>
            values.source !== 'image-volume' ? undefined : validateVolumeSize(String(text), minimum),
        }}
      />
      {typeFeature.available ? (
        <SelectField
          control={control}
          name="volumeTypeId"
          label={t('Volume Type')}
          options={[
            { value: '', label: t("The cloud's default type") },
            ...types.map((type) => ({ value: type.id, label: type.name, secondary: type.description ?? undefined })),
          ]}
        />
      ) : (
        <FormHelperText>{featureReason(typeFeature)}</FormHelperText>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={keep.field.value}
            onChange={(event) => keep.field.onChange(event.target.checked)}
            name={keep.field.name}
          />
        }
        label={t('Delete the volume when the instance is deleted')}
      />
      {quotaNotice}
    </>
  )
}
