import { describe, expect, it } from 'vitest'
import { disableServiceCommand, enableServiceCommand } from './storage-commands'

describe('the service commands', () => {
  it('Disable Service: the reason quoted as the shell needs it, then the host and the binary', () => {
    expect(disableServiceCommand('ro-cinder@fake', 'cinder-volume', "disk swap at 14:00, don't use")).toBe(
      `openstack volume service set --disable --disable-reason 'disk swap at 14:00, don'\\''t use' ro-cinder@fake cinder-volume`,
    )
  })

  it('Enable', () => {
    expect(enableServiceCommand('ro-cinder', 'cinder-scheduler')).toBe(
      'openstack volume service set --enable ro-cinder cinder-scheduler',
    )
  })
})
