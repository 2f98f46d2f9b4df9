import { describe, expect, it } from 'vitest'
import type { OpenStackClient, Server, Volume } from '../../../api'
import { canAttachToServer, canDetachFromServer } from '../../../rules/guards'
import { READER_REASON } from '../../../rules/roles'
import { serverActions } from './server-actions'

const server = (patch: Partial<Server> = {}) =>
  ({
    id: 's1',
    name: 'web-1',
    status: 'ACTIVE',
    image: '',
    locked: false,
    'OS-EXT-STS:vm_state': 'active',
    'OS-EXT-STS:task_state': null,
    'os-extended-volumes:volumes_attached': [{ id: 'root' }],
    ...patch,
  }) as Server
const offloaded = (patch: Partial<Server> = {}) =>
  server({ status: 'SHELVED_OFFLOADED', 'OS-EXT-STS:vm_state': 'shelved_offloaded', ...patch })
const volume = (patch: Partial<Volume> = {}) =>
  ({
    id: 'v',
    status: 'available',
    multiattach: false,
    bootable: 'false',
    attachments: [],
    metadata: {},
    ...patch,
  }) as Volume
const client = (roles: string[], compute = '2.100') =>
  ({
    token: { roles },
    nova: { version: compute },
    feature: (name: string) =>
      name === 'deleteOnTerminationUpdate' && compute === '2.79'
        ? { available: false, feature: name, service: 'compute', needed: '2.85', have: compute }
        : { available: true },
  }) as unknown as OpenStackClient

const guards = (target: Server, roles = ['member'], compute = '2.100') =>
  Object.fromEntries(serverActions(target, client(roles, compute)).map((action) => [action.label, action.guard]))

describe('server actions and their reasons', () => {
  it('an active server: attach, detach, shelve, delete; not unshelve', () => {
    expect(guards(server())).toMatchObject({
      'Attach Volume': { ok: true },
      'Detach Volume': { ok: true },
      'Shelve Instance': { ok: true },
      'Unshelve Instance': { ok: false, reason: 'Only a shelved server can be unshelved.' },
      Delete: { ok: true },
    })
  })

  it('a shelved-offloaded server: unshelve, and volume changes as Nova allows them (R4)', () => {
    expect(guards(offloaded())).toMatchObject({
      'Attach Volume': { ok: true },
      'Shelve Instance': { ok: false, reason: 'The server is already shelved.' },
      'Unshelve Instance': { ok: true },
    })
  })

  it('a task under way or a lock stops everything but a delete of a busy server', () => {
    const busy = guards(server({ 'OS-EXT-STS:task_state': 'shelving' }))
    expect(busy['Shelve Instance']).toMatchObject({ ok: false, reason: expect.stringContaining('shelving') })
    expect(busy['Attach Volume']).toMatchObject({ ok: false, reason: expect.stringContaining('(shelving)') })
    expect(busy.Delete).toEqual({ ok: true })
    expect(guards(server({ 'OS-EXT-STS:task_state': 'deleting' })).Delete).toMatchObject({ ok: false })
    expect(guards(server({ locked: true })).Delete).toMatchObject({ ok: false, reason: 'The server is locked.' })
    expect(guards(server({ status: 'ERROR', 'OS-EXT-STS:vm_state': 'error' }))['Shelve Instance']).toMatchObject({
      ok: false,
      reason: 'Nova shelves active, stopped, paused or suspended servers; this one is error.',
    })
  })

  it('nothing to detach without volumes', () => {
    expect(guards(server({ 'os-extended-volumes:volumes_attached': [] }))['Detach Volume']).toMatchObject({
      ok: false,
      reason: 'No volume is attached to this server.',
    })
  })

  it('a reader sees every action disabled with the reason', () => {
    for (const guard of Object.values(guards(server(), ['reader']))) {
      expect(guard).toEqual({ ok: false, reason: READER_REASON })
    }
  })
})

describe('server-side volume guards', () => {
  const version = { computeVersion: '2.100' }
  it('attach: not twice, not a non-shareable in-use volume, no shareable one on an offloaded server', () => {
    expect(canAttachToServer(volume({ id: 'root', status: 'reserved' }), offloaded(), version)).toMatchObject({
      ok: false,
      reason: 'Already attached to this server.',
    })
    expect(canAttachToServer(volume({ status: 'in-use' }), server(), version)).toMatchObject({ ok: false, rule: 'R1' })
    expect(canAttachToServer(volume({ multiattach: true }), offloaded(), version)).toMatchObject({
      ok: false,
      rule: 'R4',
    })
    expect(canAttachToServer(volume(), offloaded(), version)).toEqual({ ok: true })
  })

  it('detach: the root stays, also as an offloaded server’s reservation', () => {
    const root = volume({ id: 'root', status: 'reserved', bootable: 'true' })
    expect(canDetachFromServer(root, offloaded(), '/dev/vda')).toMatchObject({ ok: false, rule: 'R15' })
    expect(canDetachFromServer(volume({ status: 'reserved' }), offloaded(), '/dev/vdb')).toEqual({ ok: true })
    expect(canDetachFromServer(volume({ status: 'reserved' }), server(), '/dev/vdb')).toMatchObject({ ok: false })
  })

  it('Delete on Termination: from compute 2.85, for a server with volumes', () => {
    expect(guards(server())['Delete on Termination']).toEqual({ ok: true })
    expect(guards(server({ 'os-extended-volumes:volumes_attached': [] }))['Delete on Termination']).toMatchObject({
      ok: false,
      reason: 'No volume is attached to this server.',
    })
    expect(guards(server(), ['member'], '2.79')['Delete on Termination']).toEqual({
      ok: false,
      reason:
        'Changing whether a volume is deleted with its server needs Compute (Nova) API 2.85 or later; this cloud offers 2.79.',
    })
    expect(guards(server(), ['reader'])['Delete on Termination']).toMatchObject({ ok: false, reason: READER_REASON })
  })
})
