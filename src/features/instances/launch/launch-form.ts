// The Launch Instance form's values and the POST /servers body they become.
import type { ServerCreateParams } from '../../../api'
import { FEATURES } from '../../../api/features'
import { atLeast } from '../../../api/microversion'
import { tr } from '../../../i18n/tr'
import { NAME_MAX } from '../../../rules/text-limits'

/** A bootable volume; an image on the flavor's local disk; an image on a new volume Nova has Cinder make. */
export type BootSource = 'volume' | 'image' | 'image-volume'
export type LaunchMode = 'rw' | 'ro'

export interface LaunchValues {
  name: string
  flavorId: string
  source: BootSource
  volumeId: string
  imageId: string
  /** Text, as typed: checked by validateCount before it becomes min_count/max_count. */
  count: string
  mode: LaunchMode
  /** Image on a new volume: its size in GiB as typed, its type ('' for Cinder's default), and whether it goes with the instance. */
  volumeSize: string
  volumeTypeId: string
  deleteOnTermination: boolean
}

export const MAX_COUNT = 10

export function initialValues(
  options: { flavorId: string } & Partial<Pick<LaunchValues, 'source' | 'volumeId' | 'imageId' | 'volumeSize'>>,
): LaunchValues {
  return {
    name: '',
    flavorId: options.flavorId,
    source: options.source ?? 'volume',
    volumeId: options.volumeId ?? '',
    imageId: options.imageId ?? '',
    count: '1',
    mode: 'rw',
    volumeSize: options.volumeSize ?? '',
    volumeTypeId: '',
    deleteOnTermination: false,
  }
}

/** The count as a number, or null while the text is not a whole number. */
export function parseCount(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null
}

export function validateCount(text: string): string | undefined {
  const count = parseCount(text)
  if (count === null) return tr('The count must be a whole number.')
  if (count < 1 || count > MAX_COUNT) return tr('Launch between 1 and {{max}} instances at a time.', { max: MAX_COUNT })
  return undefined
}

/** N:nova/api/openstack/compute/schemas/servers.py: name is 1 to NAME_MAX characters. */
export function validateName(name: string): string | undefined {
  if (name.trim() === '') return tr('The instance name is required.')
  if (name.length > NAME_MAX) {
    return tr('The instance name can be at most {{max}} characters (now {{length}}).', {
      max: NAME_MAX,
      length: name.length,
    })
  }
  return undefined
}

/**
 * The new volume's size: a whole number of GiB the image fits in (Cinder refuses less when the
 * compute host asks for it, and the instance ends in ERROR: L10).
 */
export function validateVolumeSize(text: string, minimum: number): string | undefined {
  const value = text.trim()
  if (value === '') return tr('Enter the size in GiB.')
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) return tr('The size must be a whole number of GiB.')
  const size = Number(value)
  if (size < 1) return tr('The size must be at least 1 GiB.')
  if (size < minimum) return tr('The image needs at least {{size}} GiB.', { size: minimum })
  return undefined
}

/**
 * Nova takes `networks` from 2.37 on and then requires it; "auto" is what `openstack server create`
 * sends. "auto" asks Neutron for the project's network: on a cloud whose catalog has no network
 * service Nova answers it with a 500 (neutronclient's NotFound, seen on a Zed without Neutron),
 * so there the server gets none.
 */
const NETWORKS_REQUIRED = '2.37'

/**
 * Boot from a volume: the tempest shape (tempest's boot-from-volume scenarios; N:nova/api/openstack/compute/schemas/servers.py), imageRef "" and the volume as boot_index 0.
 * Several servers on one shareable volume carry attach_mode, which is what makes the API module
 * send the extension microversion; a single server never needs it.
 */
export function toServerRequest(
  values: LaunchValues,
  computeVersion: string | null,
  networkService = true,
): ServerCreateParams {
  const count = parseCount(values.count) ?? 1
  const request: ServerCreateParams = {
    name: values.name.trim(),
    flavorRef: values.flavorId,
    min_count: count,
    max_count: count,
  }
  if (computeVersion !== null && atLeast(computeVersion, NETWORKS_REQUIRED)) {
    request.networks = networkService ? 'auto' : 'none'
  }
  if (values.source === 'image-volume') {
    // Boot from a volume Nova has Cinder make from the image (L13); volume_type from 2.67 (L1, L11).
    request.imageRef = ''
    request.block_device_mapping_v2 = [
      {
        boot_index: 0,
        uuid: values.imageId,
        source_type: 'image',
        destination_type: 'volume',
        volume_size: Number(values.volumeSize.trim()),
        delete_on_termination: values.deleteOnTermination,
        ...(values.volumeTypeId && computeVersion !== null && atLeast(computeVersion, FEATURES.bootVolumeType.min)
          ? { volume_type: values.volumeTypeId }
          : {}),
      },
    ]
    return request
  }
  if (values.source === 'image') {
    request.imageRef = values.imageId
    request.block_device_mapping_v2 = [
      { boot_index: 0, uuid: values.imageId, source_type: 'image', destination_type: 'local' },
    ]
    return request
  }
  request.imageRef = ''
  request.block_device_mapping_v2 = [
    {
      boot_index: 0,
      uuid: values.volumeId,
      source_type: 'volume',
      destination_type: 'volume',
      // The volume outlives the servers: several may share it, and it was there before them.
      delete_on_termination: false,
      ...(count > 1 ? { attach_mode: values.mode } : {}),
    },
  ]
  return request
}

/** Whether the session's catalog has a network service (Neutron), which `networks: "auto"` needs. */
export function hasNetworkService(catalog: ReadonlyArray<{ type: string }>): boolean {
  return catalog.some((entry) => entry.type === 'network')
}

/** Nova names the servers of a multi-create `<name>-1` … `<name>-N` (multi_instance_display_name_template). */
export function launchedNames(name: string, count: number): string[] {
  if (count <= 1) return [name]
  return Array.from({ length: count }, (_unused, index) => `${name}-${index + 1}`)
}
