import { describe, expect, it } from 'vitest'
import { canBootFromVolumes, canChangeVolumesOf, canNovaAttach, canNovaDetach, canSwapVolume } from './nova-rules'

const server = (vmState = 'active', taskState: string | null = null, locked = false) => ({
  id: 's1',
  vmState,
  taskState,
  locked,
})
const context = { microversion: '2.60', serversWithVolume: [] as string[], hostSupportsMultiattach: true }

describe('canChangeVolumesOf', () => {
  it('allows the states Nova allows and refuses others with 409', () => {
    expect(canChangeVolumesOf(server('stopped'), 'attach_volume', '2.60').ok).toBe(true)
    expect(canChangeVolumesOf(server('building'), 'attach_volume', '2.60')).toMatchObject({ status: 409 })
    expect(canChangeVolumesOf(server('active', 'rebooting'), 'attach_volume', '2.60')).toMatchObject({ status: 409 })
    expect(canChangeVolumesOf(server('active', null, true), 'attach_volume', '2.60')).toMatchObject({
      message: 'Instance s1 is locked',
    })
    expect(canChangeVolumesOf(server('shelved_offloaded'), 'detach_volume', '2.19')).toMatchObject({
      status: 409,
      rule: 'R4',
    })
  })
})

describe('canNovaAttach', () => {
  it('R1 and R2', () => {
    expect(
      canNovaAttach(server(), { id: 'v', multiattach: false }, { ...context, serversWithVolume: ['s2'] }),
    ).toMatchObject({ rule: 'R1' })
    expect(
      canNovaAttach(server(), { id: 'v', multiattach: true }, { ...context, serversWithVolume: ['s1'] }),
    ).toMatchObject({ rule: 'R2' })
    expect(canNovaAttach(server(), { id: 'v', multiattach: true }, { ...context, serversWithVolume: ['s2'] }).ok).toBe(
      true,
    )
  })
  it('R3, R4 and R5', () => {
    expect(canNovaAttach(server(), { id: 'v', multiattach: true }, { ...context, microversion: '2.59' })).toMatchObject(
      { rule: 'R3' },
    )
    expect(canNovaAttach(server(), { id: 'v', multiattach: false }, { ...context, microversion: '2.59' }).ok).toBe(true)
    expect(canNovaAttach(server('shelved_offloaded'), { id: 'v', multiattach: true }, context)).toMatchObject({
      rule: 'R4',
      status: 400,
    })
    expect(canNovaAttach(server('shelved_offloaded'), { id: 'v', multiattach: false }, context).ok).toBe(true)
    expect(
      canNovaAttach(server(), { id: 'v', multiattach: true }, { ...context, hostSupportsMultiattach: false }),
    ).toMatchObject({ rule: 'R5', status: 400 })
  })
})

describe('canBootFromVolumes, canNovaDetach, canSwapVolume', () => {
  const bdm = { source_type: 'volume', destination_type: 'volume' }
  it('R7 unless the extension and every volume shareable; R3; R6', () => {
    const shared = [{ id: 'v', multiattach: true }]
    const base = { microversion: '2.100', extension: false, oldComputes: false }
    expect(canBootFromVolumes({ minCount: 2, maxCount: 2, bdms: [bdm] }, shared, base)).toMatchObject({ rule: 'R7' })
    expect(canBootFromVolumes({ minCount: 2, maxCount: 2, bdms: [bdm] }, shared, { ...base, extension: true }).ok).toBe(
      true,
    )
    expect(
      canBootFromVolumes({ minCount: 2, maxCount: 2, bdms: [bdm] }, [{ id: 'v', multiattach: false }], {
        ...base,
        extension: true,
      }),
    ).toMatchObject({ rule: 'R7' })
    expect(
      canBootFromVolumes({ minCount: 1, maxCount: 1, bdms: [bdm] }, shared, { ...base, microversion: '2.59' }),
    ).toMatchObject({ rule: 'R3' })
    expect(
      canBootFromVolumes({ minCount: 1, maxCount: 1, bdms: [bdm] }, shared, { ...base, oldComputes: true }),
    ).toMatchObject({ rule: 'R6', status: 409 })
  })
  it('root volumes stay; swaps are for the service and count rw attachments', () => {
    expect(canNovaDetach({ bootIndex: 0 }, { id: 's1' }, 'v')).toMatchObject({
      message: 'Cannot detach a root device volume',
    })
    expect(canNovaDetach({ bootIndex: null }, { id: 's1' }, 'v').ok).toBe(true)
    expect(
      canSwapVolume({ id: 'v', migrationStatus: null, multiattach: true }, { isService: false, rwAttachments: 0 }),
    ).toMatchObject({ status: 403 })
    expect(
      canSwapVolume({ id: 'v', migrationStatus: null, multiattach: true }, { isService: true, rwAttachments: 0 }),
    ).toMatchObject({ status: 409 })
    expect(
      canSwapVolume(
        { id: 'v', migrationStatus: 'migrating', multiattach: true },
        { isService: true, rwAttachments: 2 },
      ),
    ).toMatchObject({ status: 400, rule: 'R9' })
    expect(
      canSwapVolume({ id: 'v', migrationStatus: 'migrating', multiattach: true }, { isService: true, rwAttachments: 1 })
        .ok,
    ).toBe(true)
  })
})
