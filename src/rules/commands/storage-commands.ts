// The commands of the Storage page's service writes: Disable Service with its reason, and Enable.
// openstackclient 6.0's `volume service set HOST BINARY --disable --disable-reason R` sends
// PUT /os-services/disable-log-reason, `--enable` PUT /os-services/enable
// (openstackclient/volume/v2/service.py).
import { commandLine } from './shell'

export function disableServiceCommand(host: string, binary: string, reason: string): string {
  return commandLine(['openstack', 'volume', 'service', 'set', '--disable', '--disable-reason', reason, host, binary])
}

export function enableServiceCommand(host: string, binary: string): string {
  return commandLine(['openstack', 'volume', 'service', 'set', '--enable', host, binary])
}
