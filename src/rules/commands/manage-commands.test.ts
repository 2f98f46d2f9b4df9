import { describe, expect, it } from 'vitest'
import {
  manageSnapshotCommand,
  manageVolumeCommand,
  unmanageSnapshotCommand,
  unmanageVolumeCommand,
} from './manage-commands'

describe('manage commands', () => {
  it('Manage Volume: cinder manage, the host then the identifier, --id-type only when not source-name', () => {
    expect(
      manageVolumeCommand({
        host: 'devstack@lvmdriver-1#lvmdriver-1',
        ref: { 'source-name': 'legacy logs' },
        name: 'logs-2019',
        description: null,
        volumeType: 'lvmdriver-1',
        availabilityZone: null,
        bootable: true,
      }),
    ).toBe(
      "cinder manage --name logs-2019 --volume-type lvmdriver-1 --bootable 'devstack@lvmdriver-1#lvmdriver-1' 'legacy logs'",
    )
    expect(manageVolumeCommand({ host: 'h@b#p', ref: { 'source-id': '42' }, bootable: false })).toBe(
      "cinder manage --id-type source-id 'h@b#p' 42",
    )
  })

  it('Manage Snapshot and the unmanages', () => {
    expect(manageSnapshotCommand({ volumeId: 'v1', ref: { 'source-name': '_snapshot-db' }, name: 'kept' })).toBe(
      'cinder snapshot-manage --name kept v1 _snapshot-db',
    )
    expect(unmanageVolumeCommand('v1')).toBe('cinder unmanage v1')
    expect(unmanageSnapshotCommand('s1')).toBe('cinder snapshot-unmanage s1')
  })
})
