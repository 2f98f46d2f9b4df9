// What the new volume starts from: nothing, an image, a copy of another volume, a snapshot or a
// backup. A snapshot brings its size, its volume's type and zone (Cinder's defaults, S4); a backup
// brings only its size, as the type and zone are not inherited (B5). Choosing one sets those
// fields, which the user may still change within Cinder's rules.
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Backup, Image, Snapshot, Volume, VolumeType } from '../../../api'
import { featureReason } from '../../../components/error-text'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { volumeIs } from '../../../rules/statuses'
import { formatSize, volumeDisplayName } from '../../../components/format'
import type { CreateVolumeValues } from './create-volume-form'
import { imageMinimum } from '../../../rules/image-size'

export const NO_IMAGE_SERVICE = N_("This cloud's catalog has no image service.")

interface Props {
  /** Null when the catalog has no image service. */
  images: Image[] | null
  volumes: Volume[]
  snapshots: Snapshot[]
  /** Null when the cloud cannot make a volume from a backup (below 3.47). */
  backups: Backup[] | null
  types: VolumeType[]
}

/** The values a snapshot brings: its size, and its volume's type and zone when that volume is known. */
export function snapshotDefaults(
  snapshot: Snapshot,
  volumes: readonly Volume[],
  types: readonly VolumeType[],
): Partial<CreateVolumeValues> {
  const volume = volumes.find((candidate) => candidate.id === snapshot.volume_id)
  const type = types.find((candidate) => candidate.name === volume?.volume_type)
  return {
    size: String(snapshot.size),
    ...(type ? { volumeTypeId: type.id, shareable: volume?.multiattach ?? false } : {}),
    ...(volume ? { availabilityZone: volume.availability_zone } : {}),
  }
}

/** The values a backup brings: its size only (B5). */
export function backupDefaults(backup: Backup): Partial<CreateVolumeValues> {
  return { size: String(backup.size) }
}

export function VolumeSourceFields({ images, volumes, snapshots, backups, types }: Props) {
  const t = useT()
  const client = useClient()
  const { control, setValue } = useFormContext<CreateVolumeValues>()
  const source = useWatch({ control, name: 'source' })
  const volumeNames = new Map(volumes.map((volume) => [volume.id, volumeDisplayName(volume)]))
  const snapshotId = useWatch({ control, name: 'snapshotId' })
  const backupId = useWatch({ control, name: 'backupId' })
  // A snapshot or backup chosen brings its defaults once it is known (one named by a link may
  // arrive with its list after the form); a size changed since stays.
  const applied = useRef<string | null>(null)
  useEffect(() => {
    const chosen = source === 'backup' ? backupId : source === 'snapshot' ? snapshotId : ''
    if (!chosen || applied.current === chosen) return
    let defaults: Partial<CreateVolumeValues> | null = null
    if (source === 'snapshot') {
      const snapshot = snapshots.find((candidate) => candidate.id === chosen)
      if (snapshot) defaults = snapshotDefaults(snapshot, volumes, types)
    } else {
      const backup = backups?.find((candidate) => candidate.id === chosen)
      if (backup) defaults = backupDefaults(backup)
    }
    if (!defaults) return
    applied.current = chosen
    for (const [key, value] of Object.entries(defaults)) {
      setValue(key as keyof CreateVolumeValues, value as never, { shouldValidate: key === 'size' })
    }
  }, [source, snapshotId, backupId, snapshots, backups, volumes, types, setValue])
  const copyable = volumes.filter((volume) => volumeIs('copyable', volume.status))
  const fromBackup = client.feature('volumeFromBackup')
  const backupsMissing = fromBackup.available ? undefined : featureReason(fromBackup)

  return (
    <Stack spacing={2}>
      <ControlledTextField
        control={control}
        name="source"
        select
        label={t('Volume Source')}
        helperText={backupsMissing ? t('Backup: {{reason}}', { reason: backupsMissing }) : undefined}
      >
        <MenuItem value="none">{t('No source, empty volume')}</MenuItem>
        <MenuItem value="image" disabled={images === null} title={images === null ? t(NO_IMAGE_SERVICE) : undefined}>
          {t('Image')}
        </MenuItem>
        <MenuItem value="volume">{t('Volume')}</MenuItem>
        <MenuItem value="snapshot">{t('Snapshot')}</MenuItem>
        <MenuItem value="backup" disabled={backups === null} title={backupsMissing}>
          {t('Backup')}
        </MenuItem>
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
      {source === 'snapshot' && (
        <ControlledTextField
          control={control}
          name="snapshotId"
          select
          label={t('Source snapshot')}
          rules={{
            validate: (id, values) =>
              values.source !== 'snapshot' || id !== '' || t('Choose the snapshot to start from.'),
          }}
          helperText={
            snapshotId !== '' && !snapshots.some((snapshot) => snapshot.id === snapshotId)
              ? t(
                  "The snapshot named by the link cannot be a source: it is not available, or not among the project's newest 1,000.",
                )
              : snapshots.length === 0
                ? t('No snapshot of this project is available.')
                : t(
                    "The new volume takes the snapshot's type and zone; another type works only where Cinder can make it from this one.",
                  )
          }
        >
          {snapshots.map((snapshot) => (
            <MenuItem key={snapshot.id} value={snapshot.id}>
              {t('{{name}} ({{size}}, of {{volume}})', {
                name: snapshot.name || snapshot.id,
                size: formatSize(snapshot.size),
                volume: volumeNames.get(snapshot.volume_id) ?? snapshot.volume_id,
              })}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
      {source === 'backup' && backups !== null && (
        <ControlledTextField
          control={control}
          name="backupId"
          select
          label={t('Source backup')}
          rules={{
            validate: (id, values) =>
              values.source !== 'backup' || id !== '' || t('Choose the backup to restore from.'),
          }}
          helperText={
            backupId !== '' && !backups.some((backup) => backup.id === backupId)
              ? t(
                  "The backup named by the link cannot be a source: it is not available, or not among the project's newest 1,000.",
                )
              : backups.length === 0
                ? t('No backup of this project is available.')
                : t("The new volume holds the backup's data; it takes the type and zone chosen here, not its volume's.")
          }
        >
          {backups.map((backup) => (
            <MenuItem key={backup.id} value={backup.id}>
              {t('{{name}} ({{size}}, of {{volume}})', {
                name: backup.name || backup.id,
                size: formatSize(backup.size),
                volume: volumeNames.get(backup.volume_id) ?? backup.volume_id,
              })}
            </MenuItem>
          ))}
        </ControlledTextField>
      )}
    </Stack>
  )
}
