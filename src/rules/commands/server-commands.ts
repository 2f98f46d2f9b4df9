// The commands behind the instance dialogs: python-openstackclient 6.0's `server delete`
// (openstackclient/compute/v2/server.py) and `server volume update`
// (openstackclient/compute/v2/server_volume.py), which changes delete_on_termination from compute
// 2.85 and refuses below it.
import { FEATURES } from '../../api/features'
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
