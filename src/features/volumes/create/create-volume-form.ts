// The Create Volume form: its values, their defaults, the checks made before sending, and the
// request they become.
import type { SizeLimit } from './create-volume-quota'
import type {
  AvailabilityZoneInfo,
  Backup,
  Image,
  Snapshot,
  Volume,
  VolumeCreateRequest,
  VolumeType,
} from '../../../api'
import { tr } from '../../../i18n/tr'
import { imageMinimum } from '../../../rules/image-size'

export type VolumeSource = 'none' | 'image' | 'volume' | 'snapshot' | 'backup'

export interface CreateVolumeValues {
  name: string
  description: string
  /** As typed, so "1.5" or "abc" can be told apart from an empty field. */
  size: string
  volumeTypeId: string
  availabilityZone: string
  source: VolumeSource
  imageId: string
  sourceVolumeId: string
  snapshotId: string
  backupId: string
  shareable: boolean
  /** The group to make the volume in ('' for none; 3.13, docs/cinder-groups.md §8). */
  groupId: string
}

export function defaultZone(zones: readonly AvailabilityZoneInfo[]): string {
  const usable = zones.filter((zone) => zone.zoneState.available)
  return (usable.find((zone) => zone.zoneName === 'nova') ?? usable[0] ?? zones[0])?.zoneName ?? ''
}

export function initialValues(volumeTypeId: string, zones: readonly AvailabilityZoneInfo[]): CreateVolumeValues {
  return {
    name: '',
    description: '',
    size: '1',
    volumeTypeId,
    availabilityZone: defaultZone(zones),
    source: 'none',
    imageId: '',
    sourceVolumeId: '',
    snapshotId: '',
    backupId: '',
    shareable: false,
    groupId: '',
  }
}

/** The smallest size the chosen source fits in, as Cinder checks it (C:cinder/volume/flows/api/create_volume.py). */
export function sourceMinimum(
  values: Pick<CreateVolumeValues, 'source' | 'imageId' | 'sourceVolumeId' | 'snapshotId' | 'backupId'>,
  images: readonly Image[],
  volumes: readonly Volume[],
  snapshots: readonly Snapshot[] = [],
  backups: readonly Backup[] = [],
): number {
  // A backup's size is the size of the volume it was taken from (B5).
  if (values.source === 'backup') return backups.find((backup) => backup.id === values.backupId)?.size ?? 1
  if (values.source === 'snapshot') return snapshots.find((snapshot) => snapshot.id === values.snapshotId)?.size ?? 1
  if (values.source === 'image') {
    const image = images.find((candidate) => candidate.id === values.imageId)
    return image ? imageMinimum(image) : 1
  }
  if (values.source === 'volume') return volumes.find((volume) => volume.id === values.sourceVolumeId)?.size ?? 1
  return 1
}

export function validateSize(value: string, limits: { limit: SizeLimit | null; minimum: number }): true | string {
  const text = value.trim()
  if (text === '') return tr('Enter the size in GiB.')
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) return tr('The size must be a whole number of GiB.')
  const size = Number(text)
  if (size < 1) return tr('The size must be at least 1 GiB.')
  if (size < limits.minimum) return tr('The source needs at least {{size}} GiB.', { size: limits.minimum })
  if (limits.limit && size > limits.limit.max) return limits.limit.message
  return true
}

/**
 * The request. The type decides shareability: the body's multiattach flag is never sent, since
 * `true` is a 400 from Cinder 3.50 on (docs/rules.md, R12). Empty texts are left out.
 */
export function toCreateRequest(
  values: CreateVolumeValues,
  types: readonly VolumeType[],
): VolumeCreateRequest['volume'] {
  const type = types.find((candidate) => candidate.id === values.volumeTypeId)
  const request: VolumeCreateRequest['volume'] = { size: Number(values.size.trim()) }
  if (values.name !== '') request.name = values.name
  if (values.description !== '') request.description = values.description
  if (type) request.volume_type = type.name
  if (values.availabilityZone !== '') request.availability_zone = values.availabilityZone
  if (values.source === 'image' && values.imageId !== '') request.imageRef = values.imageId
  if (values.source === 'volume' && values.sourceVolumeId !== '') request.source_volid = values.sourceVolumeId
  if (values.source === 'snapshot' && values.snapshotId !== '') request.snapshot_id = values.snapshotId
  if (values.source === 'backup' && values.backupId !== '') request.backup_id = values.backupId
  if (values.groupId !== '') request.group_id = values.groupId
  return request
}
