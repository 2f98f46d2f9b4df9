// Everything the form needs before it can show its defaults, plus the optional source lists.
import { useQuery } from '@tanstack/react-query'
import type {
  AvailabilityZoneInfo,
  Backup,
  Image,
  OpenStackClient,
  Snapshot,
  Volume,
  VolumeGroup,
  VolumeType,
} from '../../../api'
import {
  availabilityZonesOptions,
  defaultVolumeTypeOptions,
  imagesOptions,
  volumeTypesOptions,
} from '../../../queries/catalog'
import { quotaOptions } from '../../../queries/quotas'
import type { ProjectQuota } from '../../../rules/quota-rules'
import { sourceBackupsOptions } from '../../../queries/backups'
import { groupsOptions } from '../../../queries/groups'
import { sourceSnapshotsOptions } from '../../../queries/snapshots'
import { volumeListOptions } from '../../../queries/volumes'
import { defaultTypeId } from './shareable-types'

export interface CreateVolumeData {
  types: VolumeType[]
  /** The type preselected, and selected again when Shareable is unticked. */
  defaultTypeId: string
  zones: AvailabilityZoneInfo[]
  /** The project's quotas with usage (per type where the quota set is readable). */
  quota: ProjectQuota
  /** Null when the catalog has no image service. */
  images: Image[] | null
  /** The project's volumes (first 1,000): sources to copy, and hints about encrypted types. */
  volumes: Volume[]
  /** The project's available snapshots (first 1,000), to start from. */
  snapshots: Snapshot[]
  /** The project's available backups (first 1,000); null when the cloud cannot make a volume from one (below 3.47). */
  backups: Backup[] | null
  /**
   * The project's groups to make the volume in; null where the cloud has none (below 3.13),
   * undefined while they load or when they could not be read (the form does not wait for them).
   */
  groups: VolumeGroup[] | null | undefined
  /** Why the groups could not be read. */
  groupsError: Error | null
}

export type CreateVolumeDataState =
  { status: 'pending' } | { status: 'error'; error: Error } | { status: 'ready'; data: CreateVolumeData }

const SOURCE_VOLUMES = { limit: 1000 } as const

export function useCreateVolumeData(client: OpenStackClient): CreateVolumeDataState {
  const types = useQuery(volumeTypesOptions(client))
  const cloudDefault = useQuery(defaultVolumeTypeOptions(client))
  const zones = useQuery(availabilityZonesOptions(client))
  const quota = useQuery(quotaOptions(client))
  const images = useQuery(imagesOptions(client))
  const volumes = useQuery(volumeListOptions(client, SOURCE_VOLUMES))
  const snapshots = useQuery(sourceSnapshotsOptions(client))
  const backups = useQuery(sourceBackupsOptions(client))
  const groups = useQuery(groupsOptions(client))

  // Data already loaded wins over a failed refetch (say, while the session expired): the form
  // stays on screen with what the user typed.
  if (!types.data || cloudDefault.data === undefined || !zones.data || !quota.data) {
    const error = types.error ?? cloudDefault.error ?? zones.error ?? quota.error
    return error ? { status: 'error', error } : { status: 'pending' }
  }
  return {
    status: 'ready',
    data: {
      types: types.data,
      defaultTypeId: defaultTypeId(types.data, cloudDefault.data?.id ?? null),
      zones: zones.data,
      quota: quota.data,
      images: client.glance ? (images.data ?? []).filter((image) => image.status === 'active') : null,
      volumes: volumes.data?.volumes ?? [],
      snapshots: snapshots.data ?? [],
      backups: client.feature('volumeFromBackup').available ? (backups.data ?? []) : null,
      groups: client.feature('groups').available ? groups.data : null,
      groupsError: groups.error,
    },
  }
}
