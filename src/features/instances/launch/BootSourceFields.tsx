// "Boot Source": a bootable volume (available, or in use and shareable) or a Glance image.
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import type { Image, Volume, VolumeType } from '../../../api'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import type { BootSource, LaunchValues } from './launch-form'
import { NewVolumeFields } from './NewVolumeFields'

interface Props {
  volumes: Volume[]
  /** Null when the catalog has no image service. */
  images: Image[] | null
  /** Types for a volume made from an image. */
  types: VolumeType[]
  quotaNotice: ReactNode
}

export const NO_IMAGE_SERVICE = N_("This cloud's catalog lists no image service (Glance).")
export const NO_BOOT_VOLUME = N_(
  'No volume can be a boot source: bootable volumes must be available, or in use and shareable.',
)

function volumeDetail(volume: Volume, t: TFunction): string {
  const shareable = volume.multiattach ? ` · ${t('Shareable')}` : ''
  return `${t('{{size}} GiB', { size: volume.size })} · ${t(volume.status, { ns: 'status' })}${shareable}`
}

export function BootSourceFields({ volumes, images, types, quotaNotice }: Props) {
  const t = useT()
  const { control } = useFormContext<LaunchValues>()
  const labelId = useId()
  const helpId = useId()
  const source = useController({ control, name: 'source' })
  const volumeName = (id: unknown) => volumes.find((volume) => volume.id === id)?.name ?? String(id ?? '')
  const imageName = (id: unknown) => images?.find((image) => image.id === id)?.name ?? String(id ?? '')

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('Boot Source')}</FormLabel>
        <RadioGroup
          row
          name={source.field.name}
          value={source.field.value}
          onChange={(event) => source.field.onChange(event.target.value as BootSource)}
          aria-labelledby={labelId}
          aria-describedby={images === null ? helpId : undefined}
        >
          <FormControlLabel value="volume" control={<Radio />} label={t('Volume')} />
          <FormControlLabel value="image" control={<Radio />} label={t('Image')} disabled={images === null} />
          <FormControlLabel
            value="image-volume"
            control={<Radio />}
            label={t('Image, on a new volume')}
            disabled={images === null}
          />
        </RadioGroup>
        {images === null && <FormHelperText id={helpId}>{t(NO_IMAGE_SERVICE)}</FormHelperText>}
      </FormControl>
      {source.field.value === 'volume' ? (
        <ControlledTextField
          control={control}
          name="volumeId"
          select
          label={t('Volume')}
          required
          helperText={
            volumes.length === 0 ? t(NO_BOOT_VOLUME) : t('Bootable volumes: available, or in use and shareable.')
          }
          // A shareable volume may allow several instances, another may not: Count is checked again.
          rules={{
            validate: (id, values) => values.source !== 'volume' || id !== '' || t('Choose a boot volume.'),
            deps: ['count'],
          }}
          slotProps={{ select: { renderValue: volumeName } }}
        >
          {volumes.map((volume) => (
            <MenuItem key={volume.id} value={volume.id}>
              <ListItemText primary={volume.name ?? volume.id} secondary={volumeDetail(volume, t)} />
            </MenuItem>
          ))}
        </ControlledTextField>
      ) : (
        <ControlledTextField
          control={control}
          name="imageId"
          select
          label={t('Image')}
          required
          helperText={
            source.field.value === 'image'
              ? t("The instance boots on a local disk of the flavor's size.")
              : t('Cinder makes a volume from the image; the instance boots from it.')
          }
          rules={{
            validate: (id, values) => values.source === 'volume' || id !== '' || t('Choose an image.'),
            deps: ['flavorId', 'volumeSize'],
          }}
          slotProps={{ select: { renderValue: imageName } }}
        >
          {(images ?? []).map((image) => (
            <MenuItem key={image.id} value={image.id}>
              <ListItemText primary={image.name ?? image.id} secondary={image.disk_format ?? undefined} />
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      {source.field.value === 'image-volume' && (
        <NewVolumeFields images={images ?? []} types={types} quotaNotice={quotaNotice} />
      )}
    </Stack>
  )
}
