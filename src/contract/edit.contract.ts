// Editing a volume (E4–E9, docs/volume-edit.md): its name and description, the bootable flag, and
// its metadata with 3.15's ETags — a stale If-Match refused with 412 and nothing written — and
// Cinder's own keys kept out of the metadata API. Runs on the demo cloud and a real one.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Volume } from '../api'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let volume: Volume

beforeAll(async () => {
  volume = await world.volume('edit')
}, 300_000)

describe('Edit Volume', () => {
  it('renames and describes: 200 with the volume; the name can be emptied', async () => {
    const saved = await world.member.cinder.updateVolume(volume.id, {
      name: world.name('edit-renamed'),
      description: 'edited by the contract suite',
    })
    expect(saved).toMatchObject({
      id: volume.id,
      name: world.name('edit-renamed'),
      description: 'edited by the contract suite',
    })
    const read = await world.member.cinder.getVolume(volume.id)
    expect(read).toMatchObject({ name: world.name('edit-renamed'), description: 'edited by the contract suite' })
    await world.member.cinder.updateVolume(volume.id, { description: '' })
    expect((await world.member.cinder.getVolume(volume.id)).description).toBe('')
  })

  it('refuses an update with no field from 3.53 (400), takes it at 3.52', async () => {
    expect(await refusal(world.member.cinder.updateVolume(volume.id, {}))).toMatchObject({
      status: 400,
      message: expect.stringContaining('Invalid input for field/attribute volume.'),
    })
    await expect(world.member.cinder.updateVolume(volume.id, {}, { microversion: '3.52' })).resolves.toMatchObject({
      id: volume.id,
    })
  })

  it('refuses a name over 255 characters, and changes nothing', async () => {
    const before = await world.member.cinder.getVolume(volume.id)
    expect(await refusal(world.member.cinder.updateVolume(volume.id, { name: 'n'.repeat(256) }))).toMatchObject({
      status: 400,
    })
    expect((await world.member.cinder.getVolume(volume.id)).name).toBe(before.name)
  })

  it('flags bootable and back (os-set_bootable)', async () => {
    await world.member.cinder.setBootable(volume.id, true)
    expect((await world.member.cinder.getVolume(volume.id)).bootable).toBe('true')
    await world.member.cinder.setBootable(volume.id, false)
    expect((await world.member.cinder.getVolume(volume.id)).bootable).toBe('false')
  })
})

describe('volume metadata', () => {
  it('replaces the user keys; GET has an ETag from 3.15 and none at 3.14', async () => {
    const written = await world.member.cinder.replaceVolumeMetadata(volume.id, { owner: 'ops', tier: 'gold' })
    expect(written).toEqual({ owner: 'ops', tier: 'gold' })
    const read = await world.member.cinder.getVolumeMetadata(volume.id)
    expect(read).toEqual({ metadata: { owner: 'ops', tier: 'gold' }, etag: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(await world.member.cinder.getVolumeMetadata(volume.id, { microversion: '3.14' })).toEqual({
      metadata: { owner: 'ops', tier: 'gold' },
      etag: null,
    })
  })

  it('refuses a replace whose If-Match is stale with 412 and writes nothing; the current ETag passes', async () => {
    const { etag: stale } = await world.member.cinder.getVolumeMetadata(volume.id)
    await world.member.cinder.replaceVolumeMetadata(volume.id, { owner: 'dba', tier: 'gold' })
    expect(
      await refusal(world.member.cinder.replaceVolumeMetadata(volume.id, { owner: 'lost' }, { ifMatch: stale })),
    ).toMatchObject({ status: 412 })
    const now = await world.member.cinder.getVolumeMetadata(volume.id)
    expect(now.metadata).toEqual({ owner: 'dba', tier: 'gold' })
    expect(now.etag).not.toBe(stale)
    await world.member.cinder.replaceVolumeMetadata(volume.id, { owner: 'dba' }, { ifMatch: now.etag })
    expect((await world.member.cinder.getVolumeMetadata(volume.id)).metadata).toEqual({ owner: 'dba' })
  })

  it("keeps Cinder's readonly key out of the metadata API while the volume's view shows it", async () => {
    await world.member.cinder.setReadonly(volume.id, true)
    try {
      expect((await world.member.cinder.getVolume(volume.id)).metadata).toMatchObject({
        readonly: 'True',
        owner: 'dba',
      })
      expect((await world.member.cinder.getVolumeMetadata(volume.id)).metadata).toEqual({ owner: 'dba' })
      // Replacing every user key leaves Cinder's alone.
      await world.member.cinder.replaceVolumeMetadata(volume.id, { owner: 'ops' })
      expect((await world.member.cinder.getVolume(volume.id)).metadata).toEqual({ readonly: 'True', owner: 'ops' })
    } finally {
      await world.member.cinder.setReadonly(volume.id, false)
    }
  })

  it('refuses a key outside the schema and a value over 255 characters, and changes nothing', async () => {
    const before = (await world.member.cinder.getVolumeMetadata(volume.id)).metadata
    expect(await refusal(world.member.cinder.replaceVolumeMetadata(volume.id, { clé: 'x' }))).toMatchObject({
      status: 400,
      message:
        "Invalid input for field/attribute metadata. Value: {'clé': 'x'}. 'clé' does not match any of the regexes: '^[a-zA-Z0-9-_:. /]{1,255}$'",
    })
    expect(await refusal(world.member.cinder.replaceVolumeMetadata(volume.id, { k: 'v'.repeat(256) }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('is too long'),
    })
    expect((await world.member.cinder.getVolumeMetadata(volume.id)).metadata).toEqual(before)
  })
})

describe('snapshot metadata (no schema: lengths only, E10)', () => {
  it('takes any characters in a key; refuses a value over 255 characters with 413, and changes nothing', async () => {
    const created = await world.member.cinder.createSnapshot({ volumeId: volume.id, name: world.name('edit-snap') })
    await world.waitSnapshot(created.id, (s) => s?.status === 'available', 'edit-snap to be available')
    try {
      expect(await world.member.cinder.setSnapshotMetadata(created.id, { clé: 'oui' })).toEqual({ clé: 'oui' })
      expect(
        await refusal(world.member.cinder.setSnapshotMetadata(created.id, { clé: 'oui', long: 'v'.repeat(256) })),
      ).toEqual({
        status: 413,
        message: 'Invalid metadata size: Metadata property key long value greater than 255 characters.',
      })
      expect(await refusal(world.member.cinder.setSnapshotMetadata(created.id, { ['k'.repeat(256)]: 'v' }))).toEqual({
        status: 413,
        message: `Invalid metadata size: Metadata property key ${'k'.repeat(256)} greater than 255 characters.`,
      })
      expect(await world.member.cinder.getSnapshotMetadata(created.id)).toEqual({ clé: 'oui' })
    } finally {
      await world.member.cinder.deleteSnapshot(created.id)
      await world.waitSnapshot(created.id, (s) => s === null, 'edit-snap to go')
    }
  })
})
