// Test helper: an os-brick connector of a host outside Nova (an iSCSI initiator on this machine),
// for attachments made through Cinder's attachments API directly.
import type { Connector } from '../api'

export function hostConnector(host: string): Connector {
  return {
    host,
    initiator: `iqn.1993-08.org.debian:01:${host}`,
    ip: '127.0.0.1',
    platform: 'x86_64',
    os_type: 'linux2',
    multipath: false,
  }
}
