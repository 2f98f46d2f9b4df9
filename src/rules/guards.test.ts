import { describe, expect, it } from 'vitest'
import type { Server, Volume } from '../api'
import { canAttachTo, canAttachVolume, canDelete, canDetach, canExtend, canRetype, canSetReadonly } from './guards'

const volume = (patch: Partial<Volume> = {}) =>
  ({
    id: 'v',
    status: 'available',
    multiattach: false,
    bootable: 'false',
    size: 1,
    volume_type: 'plain',
    attachments: [],
    metadata: {},
    ...patch,
  }) as Volume
const server = (patch: Partial<Server> = {}) =>
  ({
    id: 's1',
    name: 'web-1',
    status: 'ACTIVE',
    image: '',
    locked: false,
    'OS-EXT-STS:vm_state': 'active',
    'OS-EXT-STS:task_state': null,
    ...patch,
  }) as Server
const attached = (serverId: string, device = '/dev/vdb') => ({
  id: 'v',
  attachment_id: `a-${serverId}`,
  volume_id: 'v',
  server_id: serverId,
  host_name: null,
  device,
  attached_at: '',
})

describe('guards the dashboard asks before offering an action', () => {
  it('attach: available, or in-use and shareable; never while settling or in error', () => {
    expect(canAttachVolume(volume())).toEqual({ ok: true })
    expect(canAttachVolume(volume({ status: 'in-use', multiattach: true }))).toEqual({ ok: true })
    expect(canAttachVolume(volume({ status: 'in-use' }))).toMatchObject({
      ok: false,
      rule: 'R1',
      reason: expect.stringContaining('not shareable'),
    })
    expect(canAttachVolume(volume({ status: 'attaching', multiattach: true }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('attaching'),
    })
    expect(canAttachVolume(volume({ status: 'error' }))).toMatchObject({ ok: false, rule: 'R15' })
  })

  it('attach to a server: not twice, not shelved-offloaded when shareable, not below 2.60', () => {
    const shared = volume({ status: 'in-use', multiattach: true, attachments: [attached('s1')] })
    expect(canAttachTo(shared, server(), { computeVersion: '2.100' })).toMatchObject({ ok: false, rule: 'R2' })
    expect(canAttachTo(shared, server({ id: 's2' }), { computeVersion: '2.100' })).toEqual({ ok: true })
    const offloaded = server({ id: 's3', status: 'SHELVED_OFFLOADED', 'OS-EXT-STS:vm_state': 'shelved_offloaded' })
    expect(canAttachTo(shared, offloaded, { computeVersion: '2.100' })).toMatchObject({ ok: false, rule: 'R4' })
    expect(canAttachTo(volume(), offloaded, { computeVersion: '2.100' })).toEqual({ ok: true })
    expect(canAttachTo(volume({ multiattach: true }), server(), { computeVersion: '2.59' })).toMatchObject({
      ok: false,
      rule: 'R3',
    })
    expect(canAttachTo(volume(), server({ locked: true }), { computeVersion: '2.100' })).toMatchObject({
      ok: false,
      reason: 'The server is locked.',
    })
    expect(
      canAttachTo(volume(), server({ status: 'BUILD', 'OS-EXT-STS:vm_state': 'building' }), {
        computeVersion: '2.100',
      }),
    ).toMatchObject({ ok: false })
  })

  it('detach: not the root volume of a server booted from it', () => {
    const root = volume({ status: 'in-use', bootable: 'true' })
    expect(canDetach(root, { device: '/dev/vda' }, server())).toMatchObject({ ok: false, rule: 'R15' })
    expect(canDetach(root, { device: '/dev/vdb' }, server())).toEqual({ ok: true })
    expect(canDetach(volume({ status: 'detaching' }), { device: '/dev/vdb' }, server())).toMatchObject({ ok: false })
  })

  it('detach: with only the server summary (no image), a bootable volume on the first disk is its root', () => {
    const root = volume({ status: 'in-use', bootable: 'true' })
    const summary = { id: 's1', name: 'web-1', links: [] }
    expect(canDetach(root, { device: '/dev/vda' }, summary)).toMatchObject({ ok: false, rule: 'R15' })
    expect(canDetach(root, { device: '/dev/vdb' }, summary)).toEqual({ ok: true })
    expect(canDetach(volume({ status: 'in-use' }), { device: '/dev/vda' }, summary)).toEqual({ ok: true })
    // A server booted from an image has its own first disk: no attached volume is its root.
    const fromImage = server({ image: { id: 'img', links: [] } })
    expect(canDetach(root, { device: '/dev/vda' }, fromImage)).toEqual({ ok: true })
    // A server the console does not know: nothing to go on, Nova decides.
    expect(canDetach(root, { device: '/dev/vda' }, undefined)).toEqual({ ok: true })
  })

  it('delete, extend, retype and read-only', () => {
    expect(canDelete(volume())).toEqual({ ok: true })
    expect(canDelete(volume({ status: 'in-use', attachments: [attached('s1')] }))).toMatchObject({
      ok: false,
      rule: 'R13',
    })
    expect(canDelete(volume({ status: 'reserved' }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('reserved'),
    })
    expect(canExtend(volume({ status: 'in-use' }), '3.42')).toEqual({ ok: true })
    expect(canExtend(volume({ status: 'in-use' }), '3.41')).toMatchObject({ ok: false, rule: 'R14' })
    const sharedType = { name: 'shared', extra_specs: { multiattach: '<is> True' } }
    expect(canRetype(volume({ status: 'in-use' }), sharedType)).toMatchObject({ ok: false, rule: 'R10' })
    expect(canRetype(volume(), sharedType)).toEqual({ ok: true })
    expect(canRetype(volume({ group_id: 'g1' }), sharedType)).toMatchObject({
      ok: false,
      reason: 'A volume in a group cannot be retyped: remove it from its group first.',
    })
    expect(canDelete(volume({ group_id: 'g1' }))).toMatchObject({
      ok: false,
      reason: 'A volume in a group cannot be deleted: remove it from its group, or delete the group with its volumes.',
    })
    expect(canRetype(volume(), { name: 'plain' })).toMatchObject({
      ok: false,
      reason: 'The volume already has this type.',
    })
    expect(canSetReadonly(volume({ status: 'in-use' }))).toMatchObject({ ok: false, rule: 'R16' })
  })
})
