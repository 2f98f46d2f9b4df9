// The commands behind the instance dialogs: python-openstackclient 6.0's `server create` and
// `server delete` (openstackclient/compute/v2/server.py), novaclient's `boot` where
// openstackclient cannot say it, and `server volume update`
// (openstackclient/compute/v2/server_volume.py), which changes delete_on_termination from compute
// 2.85 and refuses below it.
import { FEATURES } from '../../api/features'
import { compareVersions } from '../../api/microversion'
import { commandLine } from './shell'

/** Delete Instance. */
export function deleteServerCommand(serverId: string): string {
  return commandLine(['openstack', 'server', 'delete', serverId])
}

/** Delete on Termination: one line per volume changed, in the order the dialog sends them. */
export function deleteOnTerminationCommand(
  serverId: string,
  changes: ReadonlyArray<readonly [string, boolean]>,
): string {
  return changes
    .map(([volumeId, deleteIt]) =>
      commandLine([
        'openstack',
        '--os-compute-api-version',
        FEATURES.deleteOnTerminationUpdate.min,
        'server',
        'volume',
        'update',
        deleteIt ? '--delete-on-termination' : '--preserve-on-termination',
        serverId,
        volumeId,
      ]),
    )
    .join('\n')
}

/** What Launch Instance sends (POST /servers' server), as far as the command needs it. */
interface LaunchRequest {
  name: string
  flavorRef: string
  imageRef?: string
  min_count?: number
  max_count?: number
  networks?: string | unknown[]
  block_device_mapping_v2?: ReadonlyArray<{
    boot_index?: number | string | null
    uuid?: string
    source_type: string
    destination_type?: string
    volume_size?: number
    delete_on_termination?: boolean
    volume_type?: string
    attach_mode?: string
  }>
}

/** Nova takes `networks` from 2.37 (N:nova/api/openstack/compute/schemas/servers.py). */
const NETWORKS_MICROVERSION = '2.37'

/**
 * Launch Instance, built from the request the dialog sends. openstackclient's `server create`
 * (openstackclient/compute/v2/server.py) with `--image` for an image on the flavor's disk and
 * `--volume` for a bootable volume. An image on a new volume is novaclient's `nova boot
 * --block-device` (its size, type and shutdown=remove|preserve as keys): openstackclient 6.0
 * takes a block device only beside --image, which it then also sends as the server's image, where
 * the dialog sends none. `--nic auto|none` as the request names `networks`; the compute
 * microversion the request's fields need (2.37 for networks, 2.60 to boot from a shareable
 * volume, 2.67 for a new volume's type). Null when the request carries an attach mode (several
 * servers on one shareable volume, the Rocky spec's multi-create): no CLI sends it.
 */
export function launchCommand(request: LaunchRequest, bootVolume?: { multiattach: boolean }): string | null {
  const boot = request.block_device_mapping_v2?.find((bdm) => String(bdm.boot_index) === '0')
  if (boot?.attach_mode !== undefined) return null
  const needs: string[] = []
  if (request.networks !== undefined) needs.push(NETWORKS_MICROVERSION)
  if (boot?.source_type === 'volume' && bootVolume?.multiattach) needs.push(FEATURES.multiattach.min)
  if (boot?.volume_type !== undefined) needs.push(FEATURES.bootVolumeType.min)
  const version = needs.sort(compareVersions).at(-1)
  const several = (request.max_count ?? 1) > 1
  const nic = request.networks === 'auto' || request.networks === 'none' ? ['--nic', request.networks] : []
  if (boot?.source_type === 'image' && boot.destination_type === 'volume') {
    return commandLine([
      'nova',
      '--os-compute-api-version',
      version ?? '2.1',
      'boot',
      '--flavor',
      request.flavorRef,
      '--block-device',
      novaBlockDevice(boot),
      ...nic,
      ...(several ? ['--min-count', String(request.min_count), '--max-count', String(request.max_count)] : []),
      request.name,
    ])
  }
  const source =
    boot?.source_type === 'volume' ? ['--volume', boot.uuid ?? ''] : ['--image', request.imageRef || (boot?.uuid ?? '')]
  return commandLine([
    'openstack',
    ...(version ? ['--os-compute-api-version', version] : []),
    'server',
    'create',
    '--flavor',
    request.flavorRef,
    ...source,
    ...nic,
    ...(several ? ['--min', String(request.min_count), '--max', String(request.max_count)] : []),
    request.name,
  ])
}

/** A block device mapping as `nova boot --block-device` takes it (novaclient/v2/shell.py _parse_block_device_mapping_v2). */
function novaBlockDevice(bdm: NonNullable<LaunchRequest['block_device_mapping_v2']>[number]): string {
  const pairs: Array<[string, unknown]> = [
    ['source', bdm.source_type],
    ['id', bdm.uuid],
    ['dest', bdm.destination_type],
    ['size', bdm.volume_size],
    ['bootindex', bdm.boot_index],
    [
      'shutdown',
      bdm.delete_on_termination === undefined ? undefined : bdm.delete_on_termination ? 'remove' : 'preserve',
    ],
    ['volume_type', bdm.volume_type],
  ]
  return pairs
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(',')
}
