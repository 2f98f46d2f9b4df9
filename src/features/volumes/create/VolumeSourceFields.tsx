// What the new volume starts from: nothing, an image, or a copy of another volume. Snapshots are
// left out: the API module has no snapshot calls.
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Image, Volume } from '../../../api'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { volumeIs } from '../../../rules/statuses'
import { formatSize, volumeDisplayName } from '../../../components/format'
import type { CreateVolumeValues } from './create-volume-form'
import { imageMinimum } from './create-volume-form'

export const NO_IMAGE_SERVICE = N_("This cloud's catalog has no image service.")

interface Props {
  /** Null when the catalog has no image service. */
  images: Image[] | null
  volumes: Volume[]
}

export function VolumeSourceFields({ images, volumes }: Props) {
  const t = useT()
  const { control } = useFormContext<CreateVolumeValues>()
  const source = useWatch({ control, name: 'source' })
  const copyable = volumes.filter((volume) => volumeIs('copyable', volume.status))

  return (
    <Stack spacing={2}>
      <ControlledTextField control={control} name="source" select label={t('Volume Source')}>
        <MenuItem value="none">{t('No source, empty volume')}</MenuItem>
        <MenuItem value="image" disabled={images === null} title={images === null ? t(NO_IMAGE_SERVICE) : undefined}>
          {t('Image')}
        </MenuItem>
        <MenuItem value="volume">{t('Volume')}</MenuItem>
      </ControlledTextField>
      {source === 'image' && images !== null && (
        <ControlledTextField
          control={control}
          name="imageId"
          select
          label={t('Image')}
          rules={{ validate: (id, values) => values.source !== 'image' || id !== '' || t('Choose an image.') }}
          helperText={images.length === 0 ? t('No image is available.') : undefined}
        >
          {images.map((image) => (
            <MenuItem key={image.id} value={image.id}>
              {t('{{name}} (at least {{size}} GiB)', { name: image.name ?? image.id, size: imageMinimum(image) })}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      {source === 'volume' && (
        <ControlledTextField
          control={control}
          name="sourceVolumeId"
          select
          label={t('Source volume')}
          rules={{
            validate: (id, values) => values.source !== 'volume' || id !== '' || t('Choose the volume to copy.'),
          }}
          helperText={copyable.length === 0 ? t('No volume of this project can be copied now.') : undefined}
        >
          {copyable.map((volume) => (
            <MenuItem key={volume.id} value={volume.id}>
              {volumeDisplayName(volume)} ({formatSize(volume.size)})
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
    </Stack>
  )
}
