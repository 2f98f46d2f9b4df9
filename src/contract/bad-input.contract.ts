// Bad input, one field at a time, through the API module: each refusal has the real status and
// message, and afterwards the cloud is as it was (no volume made, no size changed, no server
// made, no attachment made). The forms' side of the same matrix is in
// src/features/bad-input/*.test.tsx.
import { describe, expect, it } from 'vitest'
import type { Server, Volume } from '../api'
import { RUN, setUpWorld } from './world'

const world = setUpWorld()
const runFilter = { metadata: `{'vc-contract-run': '${RUN}'}` }
const UNKNOWN = '00000000-0000-4000-8000-00000000beef'
const LONG = 'n'.repeat(256)

async function runVolumeCount(): Promise<number> {
  return (await world.member.cinder.listVolumes({ filters: runFilter, withCount: true })).count ?? -1
}

describe('bad input', () => {
  let volume: Volume
  let server: Server

  it('sets up one volume and one server', async () => {
    volume = await world.volume('bad-input')
    server = await world.server('bad-input-server')
  })

  it('Create Volume: sizes, lengths and quota are refused with the real messages; nothing is created', async () => {
    const before = await runVolumeCount()
    const limits = await world.member.cinder.getLimits()
    const free = limits.maxTotalVolumeGigabytes - limits.totalGigabytesUsed
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['size 0', { size: 0 }, 400, 'Invalid input for field/attribute size. Value: 0. 0 is less than the minimum of 1'],
      [
        'size -1',
        { size: -1 },
        400,
        'Invalid input for field/attribute size. Value: -1. -1 is less than the minimum of 1',
      ],
      [
        'size 1.5',
        { size: 1.5 },
        400,
        "Invalid input for field/attribute size. Value: 1.5. 1.5 is not of type 'integer', 'string', 'null'",
      ],
      [
        'size text',
        { size: 'ten' },
        400,
        "Invalid input for field/attribute size. Value: ten. 'ten' does not match '^[0-9]+$'",
      ],
      [
        'size beyond the quota',
        { size: free + 1 },
        413,
        `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota. Requested ${free + 1}G, quota is ${limits.maxTotalVolumeGigabytes}G and ${limits.totalGigabytesUsed}G has been consumed.`,
      ],
      ['name of 256', { size: 1, name: LONG }, 400, 'Invalid input received: name has 256 characters, more than 255.'],
      [
        'description of 256',
        { size: 1, description: 'd'.repeat(256) },
        400,
        'Invalid input received: description has 256 characters, more than 255.',
      ],
      [
        'unknown volume type',
        { size: 1, volume_type: `${RUN}-no-such-type` },
        404,
        `Volume type with name ${RUN}-no-such-type could not be found.`,
      ],
      ['unknown source volume', { size: 1, source_volid: UNKNOWN }, 404, `Volume ${UNKNOWN} could not be found.`],
    ]
    for (const [what, body, status, message] of cases) {
      const attempt = world.member.cinder.createVolume({ ...body, metadata: { 'vc-contract-run': RUN } } as never)
      await expect(attempt, what).rejects.toMatchObject({ status, message })
    }
    expect(await runVolumeCount()).toBe(before)
  })

  it('Extend Volume: sizes, quota and unknown ids are refused; the size stays', async () => {
    const limits = await world.member.cinder.getLimits()
    const beyond = volume.size + limits.maxTotalVolumeGigabytes - limits.totalGigabytesUsed + 1
    const cases: Array<[string, string, unknown, number, string]> = [
      ['0', volume.id, 0, 400, 'Invalid input for field/attribute new_size. Value: 0. 0 is less than the minimum of 1'],
      [
        '-1',
        volume.id,
        -1,
        400,
        'Invalid input for field/attribute new_size. Value: -1. -1 is less than the minimum of 1',
      ],
      [
        '1.5',
        volume.id,
        1.5,
        400,
        "Invalid input for field/attribute new_size. Value: 1.5. 1.5 is not of type 'integer', 'string'",
      ],
      [
        'text',
        volume.id,
        'ten',
        400,
        "Invalid input for field/attribute new_size. Value: ten. 'ten' does not match '^[0-9]+$'",
      ],
      [
        'the same size',
        volume.id,
        volume.size,
        400,
        `Invalid input received: New size for extend must be greater than current size. (current: ${volume.size}, extended: ${volume.size}).`,
      ],
      [
        'beyond the quota',
        volume.id,
        beyond,
        413,
        `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota. Requested ${beyond - volume.size}G, quota is ${limits.maxTotalVolumeGigabytes}G and ${limits.totalGigabytesUsed}G has been consumed.`,
      ],
      ['unknown id', UNKNOWN, 2, 404, `Volume ${UNKNOWN} could not be found.`],
    ]
    for (const [what, id, size, status, message] of cases) {
      await expect(world.member.cinder.extendVolume(id, size as number), `extend to ${what}`).rejects.toMatchObject({
        status,
        message,
      })
    }
    const after = await world.member.cinder.getVolume(volume.id)
    expect({ status: after.status, size: after.size }).toEqual({ status: 'available', size: volume.size })
  })

  it('unknown volume ids: show, delete and retype answer 404', async () => {
    const message = `Volume ${UNKNOWN} could not be found.`
    await expect(world.member.cinder.getVolume(UNKNOWN)).rejects.toMatchObject({ status: 404, message })
    await expect(world.member.cinder.deleteVolume(UNKNOWN)).rejects.toMatchObject({ status: 404, message })
    await expect(world.member.cinder.retypeVolume(UNKNOWN, 'whatever')).rejects.toMatchObject({ status: 404, message })
  })

  it('Attach: unknown server, unknown volume, malformed devices and an unknown mode; nothing is attached', async () => {
    await expect(world.nova.attachVolume(UNKNOWN, { volumeId: volume.id })).rejects.toMatchObject({
      status: 404,
      message: `Instance ${UNKNOWN} could not be found.`,
    })
    await expect(world.nova.attachVolume(server.id, { volumeId: UNKNOWN })).rejects.toMatchObject({
      status: 404,
      message: `Volume ${UNKNOWN} could not be found.`,
    })
    const pattern = '(^/dev/x{0,1}[a-z]{0,1}d{0,1})([a-z]+)[0-9]*$'
    for (const device of ['vdb', '/dev/', '/dev/VDB', '/dev/sd b', '/dev/vdb;rm']) {
      await expect(world.nova.attachVolume(server.id, { volumeId: volume.id, device }), device).rejects.toMatchObject({
        status: 400,
        message: `Invalid input for field/attribute device. Value: ${device}. '${device}' does not match '${pattern}'`,
      })
    }
    await expect(
      world.member.cinder.createAttachment({ volumeId: volume.id, instanceId: server.id, mode: 'rx' as 'ro' }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid input for field/attribute mode. Value: rx. 'rx' is not one of ['rw', 'ro']",
    })
    await expect(
      world.member.cinder.createAttachment({ volumeId: UNKNOWN, instanceId: server.id }),
    ).rejects.toMatchObject({ status: 404, message: `Volume ${UNKNOWN} could not be found.` })
    const after = await world.member.cinder.getVolume(volume.id)
    expect({ status: after.status, attachments: after.attachments }).toEqual({ status: 'available', attachments: [] })
    expect(await world.nova.listVolumeAttachments(server.id)).toHaveLength(1)
  })

  it('Launch Instance: a long name, a count of 0, an unknown flavor and volume; no server is made', async () => {
    const before = (await world.nova.listServers()).servers.length
    const base = {
      name: world.name('bad-launch'),
      flavorRef: world.target.flavor,
      imageRef: '',
      networks: 'none' as const,
      block_device_mapping_v2: [
        { boot_index: 0, uuid: UNKNOWN, source_type: 'volume' as const, destination_type: 'volume' as const },
      ],
    }
    const cases: Array<[string, Record<string, unknown>, number, string | RegExp]> = [
      [
        'a name of 256',
        { name: LONG },
        400,
        `Invalid input for field/attribute name. Value: ${LONG}. '${LONG}' is too long`,
      ],
      [
        'a count of 0',
        { min_count: 0 },
        400,
        'Invalid input for field/attribute min_count. Value: 0. 0 is less than the minimum of 1',
      ],
      ['an unknown flavor', { flavorRef: 'no-such-flavor' }, 400, 'Flavor no-such-flavor could not be found.'],
      ['an unknown boot volume', {}, 400, `Block Device Mapping is Invalid: failed to get volume ${UNKNOWN}.`],
    ]
    for (const [what, change, status, message] of cases) {
      await expect(world.nova.createServer({ ...base, ...change } as never), what).rejects.toMatchObject({
        status,
        message,
      })
    }
    expect((await world.nova.listServers()).servers.length).toBe(before)
  })

  it('Volume types (admin) and volume actions: empty and long names, unknown types, a flag that is not a boolean', async () => {
    const admin = world.admin
    if (admin) {
      const types = (await admin.cinder.listVolumeTypes()).length
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ['an empty name', { name: '' }, "Invalid input for field/attribute name. Value: . '' is too short"],
        [
          'a name of 256',
          { name: LONG },
          `Invalid input for field/attribute name. Value: ${LONG}. '${LONG}' is too long`,
        ],
        [
          'a description of 256',
          { name: world.name('bad-type'), description: 'd'.repeat(256) },
          `Invalid input for field/attribute description. Value: ${'d'.repeat(256)}. '${'d'.repeat(256)}' is too long`,
        ],
      ]
      for (const [what, body, message] of cases) {
        await expect(admin.cinder.createVolumeType(body as never), what).rejects.toMatchObject({ status: 400, message })
      }
      expect((await admin.cinder.listVolumeTypes()).length).toBe(types)
    }
    await expect(world.member.cinder.retypeVolume(volume.id, `${RUN}-no-such-type`)).rejects.toMatchObject({
      status: 404,
      message: `Volume type with name ${RUN}-no-such-type could not be found.`,
    })
    await expect(world.member.cinder.setReadonly(volume.id, 'maybe' as never)).rejects.toMatchObject({
      status: 400,
      message:
        "Invalid input for field/attribute readonly. Value: maybe. 'maybe' is not one of [True, 'True', 'TRUE', 'true', '1', 'ON', 'On', 'on', 'YES', 'Yes', 'yes', 'y', 't', False, 'False', 'FALSE', 'false', '0', 'OFF', 'Off', 'off', 'NO', 'No', 'no', 'n', 'f']",
    })
    const after = await world.member.cinder.getVolume(volume.id)
    expect({ type: after.volume_type, readonly: after.metadata.readonly }).toEqual({
      type: volume.volume_type,
      readonly: volume.metadata.readonly,
    })
  })
})
