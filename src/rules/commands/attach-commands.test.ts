import { describe, expect, it } from 'vitest'
import { attachVolumeCommand, detachAttachmentsCommand, detachVolumeCommand } from './attach-commands'

describe('attach and detach commands', () => {
  it('Attach: compute 2.60 for a shareable volume, --device when one is typed', () => {
    expect(attachVolumeCommand({ id: 'v1', multiattach: false }, 's1', undefined)).toBe(
      'openstack server add volume s1 v1',
    )
    expect(attachVolumeCommand({ id: 'v1', multiattach: true }, 's1', '/dev/vdc')).toBe(
      'openstack --os-compute-api-version 2.60 server add volume --device /dev/vdc s1 v1',
    )
  })

  it('Detach selected: Nova for a server, the attachments API (3.27) for a consumer outside Nova, in order', () => {
    expect(detachVolumeCommand('s1', 'v1')).toBe('openstack server remove volume s1 v1')
    expect(
      detachAttachmentsCommand('v1', [
        { attachment_id: 'a1', server_id: 's1' },
        { attachment_id: 'a2', server_id: null },
      ]),
    ).toBe('openstack server remove volume s1 v1\nopenstack --os-volume-api-version 3.27 volume attachment delete a2')
  })
})
