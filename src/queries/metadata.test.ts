// Saving metadata against the demo cloud as Cinder answers it: a conditional replace from 3.15
// (412 when another writer came first), a re-read below it and for snapshots; another writer's
// change to another key kept, a key both changed returned as a conflict with nothing written.
import { describe, expect, it } from 'vitest'
import { refusal } from '../test/refusal'
import { setUpDemoCloud } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'
import { mergeOver, saveMetadata, snapshotMetadataStore, volumeMetadataStore } from './metadata'

const demo = setUpDemoCloud()

describe('volume metadata (E8, E4, 3.15 ETags)', () => {
  it('reads the user keys with an ETag from 3.15, and none below', async () => {
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'scratch-01')
    await member.cinder.replaceVolumeMetadata(volume.id, { owner: 'team-a' })
    const read = await member.cinder.getVolumeMetadata(volume.id)
    expect(read.metadata).toEqual({ owner: 'team-a' })
    expect(read.etag).toMatch(/^[0-9a-f]{32}$/)
    const old = await member.cinder.getVolumeMetadata(volume.id, { microversion: '3.14' })
    expect(old).toEqual({ metadata: { owner: 'team-a' }, etag: null })
  })

  it('refuses a replace whose If-Match is stale with 412, and writes nothing', async () => {
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'scratch-01')
    const { etag } = await member.cinder.getVolumeMetadata(volume.id)
    await member.cinder.replaceVolumeMetadata(volume.id, { owner: 'team-b' })
    expect(
      await refusal(member.cinder.replaceVolumeMetadata(volume.id, { owner: 'team-c' }, { ifMatch: etag })),
    ).toMatchObject({ status: 412 })
    expect((await member.cinder.getVolumeMetadata(volume.id)).metadata).toEqual({ owner: 'team-b' })
  })

  it("leaves Cinder's own keys out of the metadata API: readonly shows in the volume's view only", async () => {
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'scratch-01')
    await member.cinder.setReadonly(volume.id, true)
    expect((await member.cinder.getVolume(volume.id)).metadata).toMatchObject({ readonly: 'True' })
    expect((await member.cinder.getVolumeMetadata(volume.id)).metadata).not.toHaveProperty('readonly')
  })

  it('refuses keys outside the schema and values over 255 characters, and any change in maintenance (E8)', async () => {
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'scratch-01')
    expect(await refusal(member.cinder.replaceVolumeMetadata(volume.id, { ключ: 'x' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('does not match any of the regexes'),
    })
    expect(await refusal(member.cinder.replaceVolumeMetadata(volume.id, { k: 'x'.repeat(256) }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('is too long'),
    })
    demo.cloud.state.volumes.find((record) => record.id === volume.id)!.status = 'maintenance'
    expect(await refusal(member.cinder.replaceVolumeMetadata(volume.id, { k: 'v' }))).toEqual({
      status: 400,
      message: 'Invalid volume: Updating volume metadata is not allowed for volumes in maintenance status.',
    })
  })
})

describe('Edit Volume on the demo cloud (E5)', () => {
  it('renames, describes and flags bootable; refuses all three in maintenance', async () => {
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'scratch-01')
    const saved = await member.cinder.updateVolume(volume.id, { name: 'scratch-renamed', description: 'for tests' })
    expect(saved).toMatchObject({ name: 'scratch-renamed', description: 'for tests' })
    await member.cinder.setBootable(volume.id, true)
    expect((await member.cinder.getVolume(volume.id)).bootable).toBe('true')
    demo.cloud.state.volumes.find((record) => record.id === volume.id)!.status = 'maintenance'
    const message = 'Invalid volume: The volume cannot be updated during maintenance.'
    expect(await refusal(member.cinder.updateVolume(volume.id, { name: 'x' }))).toEqual({ status: 400, message })
    expect(await refusal(member.cinder.setBootable(volume.id, false))).toEqual({ status: 400, message })
  })

  it('refuses an update with no field from 3.53, as Cinder does', async () => {
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'scratch-01')
    expect(await refusal(member.cinder.updateVolume(volume.id, {}))).toMatchObject({ status: 400 })
    await expect(member.cinder.updateVolume(volume.id, {}, { microversion: '3.52' })).resolves.toMatchObject({
      id: volume.id,
    })
  })
})

describe('mergeOver', () => {
  it("applies this edit's changes over the current keys and names the keys both changed differently", () => {
    const base = { a: '1', b: '2', c: '3' }
    const mine = { a: '1', b: 'mine', d: 'new' } // b changed, c removed, d added
    const current = { a: 'theirs', b: 'theirs', c: '3', e: 'theirs' } // a and b changed, e added
    expect(mergeOver(base, mine, current)).toEqual({
      merged: { a: 'theirs', b: 'mine', d: 'new', e: 'theirs' },
      conflicts: ['b'],
      kept: ['a', 'e'],
    })
  })

  it('is no conflict when both made the same change', () => {
    expect(mergeOver({ a: '1' }, { a: '2' }, { a: '2' }).conflicts).toEqual([])
    expect(mergeOver({ a: '1' }, {}, {}).conflicts).toEqual([])
  })
})

describe('saveMetadata: two tabs editing one volume', () => {
  for (const version of ['3.71', '3.14']) {
    it(`at ${version}: keeps the other tab's change to another key, returns a key both changed`, async () => {
      demo.cloud.settings.cinderMaxVersion = version
      const tabA = await demo.signIn('member')
      const tabB = await demo.signIn('member')
      const volume = await volumeNamed(tabA, 'scratch-01')
      await tabA.cinder.replaceVolumeMetadata(volume.id, { owner: 'ops', tier: 'gold' })
      const storeA = volumeMetadataStore(tabA, volume.id)
      const storeB = volumeMetadataStore(tabB, volume.id)
      expect((await storeA.read()).etag === null).toBe(version === '3.14')

      // Both open the editor; B saves first (another key), then A saves.
      const openA = await storeA.read()
      const openB = await storeB.read()
      expect(await saveMetadata(storeB, openB, { owner: 'ops', tier: 'gold', env: 'prod' })).toMatchObject({
        saved: true,
      })
      expect(await saveMetadata(storeA, openA, { owner: 'dba', tier: 'gold' })).toEqual({
        saved: true,
        metadata: { owner: 'dba', tier: 'gold', env: 'prod' },
        kept: ['env'],
      })

      // Now both change the same key: the second is not written and learns what the first wrote.
      const againA = await storeA.read()
      const againB = await storeB.read()
      expect(await saveMetadata(storeB, againB, { ...againB.metadata, tier: 'silver' })).toMatchObject({ saved: true })
      const outcome = await saveMetadata(storeA, againA, { ...againA.metadata, tier: 'bronze' })
      expect(outcome).toMatchObject({ saved: false, conflicts: ['tier'], merged: { tier: 'bronze' } })
      expect((await storeA.read()).metadata.tier).toBe('silver')
      // Saved again from where the cloud is now, it is this tab's value that stays.
      if (outcome.saved) throw new Error('saved')
      expect(await saveMetadata(storeA, outcome.current, outcome.merged)).toMatchObject({ saved: true })
      expect((await storeB.read()).metadata.tier).toBe('bronze')
    })
  }

  it("a snapshot's metadata (no ETags): the same, by reading again before the replace", async () => {
    const member = await demo.signIn('member')
    const { snapshots } = await member.cinder.listSnapshots({ filters: { name: 'pg-nightly' } })
    const snapshot = snapshots[0]!
    const store = snapshotMetadataStore(member, snapshot.id)
    const open = await store.read()
    expect(open.etag).toBeNull()
    await member.cinder.setSnapshotMetadata(snapshot.id, { ...open.metadata, reviewed: 'yes' })
    const outcome = await saveMetadata(store, open, { ...open.metadata, reviewed: 'no' })
    expect(outcome).toMatchObject({ saved: false, conflicts: ['reviewed'] })
    expect((await store.read()).metadata.reviewed).toBe('yes')
  })
})
