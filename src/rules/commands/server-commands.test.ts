import { describe, expect, it } from 'vitest'
import { deleteOnTerminationCommand, deleteServerCommand } from './server-commands'

describe('server commands', () => {
  it('Delete Instance, and Delete on Termination one volume a line at compute 2.85', () => {
    expect(deleteServerCommand('s1')).toBe('openstack server delete s1')
    expect(
      deleteOnTerminationCommand('s1', [
        ['v1', true],
        ['v2', false],
      ]),
    ).toBe(
      [
        'openstack --os-compute-api-version 2.85 server volume update --delete-on-termination s1 v1',
        'openstack --os-compute-api-version 2.85 server volume update --preserve-on-termination s1 v2',
      ].join('\n'),
    )
  })
})
