// Volume transfers (T1–T23, docs/volume-life-facts.md §1): create with a key shown once, the
// volume awaiting-transfer, refusals, cancel, accept into another project (the snapshots along,
// or left behind with no_snapshots at 3.55). Runs on the demo cloud and a real one.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Connector, OpenStackClient } from '../api'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient

const connector: Connector = {
  host: 'vc-transfer-host',
  initiator: 'iqn.1993-08.org.debian:01:vc-transfer-host',
  ip: '127.0.0.1',
  platform: 'x86_64',
  os_type: 'linux2',
  multipath: false,
}

beforeAll(() => {
  if (!world.admin) throw new Error('the transfer scenarios need CONTRACT_ADMIN_* (a second project)')
  admin = world.admin
})

describe('transfers: create, see, cancel', () => {
  it('answers 202 with a 16-hex key once; the volume awaits the transfer; lists and show never carry the key', async () => {
    const volume = await world.volume('tr-cancel')
    const created = await world.member.cinder.createTransfer({ volumeId: volume.id, name: world.name('tr-cancel') })
    expect(created).toMatchObject({ volume_id: volume.id, name: world.name('tr-cancel'), no_snapshots: false })
    expect(created.auth_key).toMatch(/^[0-9a-f]{16}$/)
    expect(created.links[0]?.href).toMatch(new RegExp(`/os-volume-transfer/${created.id}$`))
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('awaiting-transfer')
    const listed = (await world.member.cinder.listTransfers()).find((transfer) => transfer.id === created.id)
    expect(listed).toMatchObject({
      id: created.id,
      volume_id: volume.id,
      accepted: false,
      destination_project_id: null,
    })
    expect(listed).not.toHaveProperty('auth_key')
    expect(await world.member.cinder.getTransfer(created.id)).not.toHaveProperty('auth_key')
    // Another project sees nothing of it.
    expect((await admin.cinder.listTransfers()).map((transfer) => transfer.id)).not.toContain(created.id)
    // Cancel: 202, and the volume is available again.
    await world.member.cinder.deleteTransfer(created.id)
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('available')
    expect(await refusal(world.member.cinder.getTransfer(created.id))).toEqual({
      status: 404,
      message: `Transfer ${created.id} could not be found.`,
    })
  })

  it('refuses a volume that is not available (attached, reserved): Cinder says only that', async () => {
    const volume = await world.volume('tr-attached')
    const attachment = await world.member.cinder.createAttachment({ volumeId: volume.id, connector, mode: 'rw' })
    try {
      expect(await refusal(world.member.cinder.createTransfer({ volumeId: volume.id }))).toEqual({
        status: 400,
        message: 'Invalid volume: status must be available',
      })
    } finally {
      await world.member.cinder.deleteAttachment(attachment.id)
      await world.waitVolume(volume.id, (v) => v.status === 'available', 'tr-attached detached')
    }
  })
})

describe('transfers: accept', () => {
  it('a wrong key is refused (400) and changes nothing; an unknown id is 404', async () => {
    const volume = await world.volume('tr-key')
    const created = await world.member.cinder.createTransfer({ volumeId: volume.id })
    try {
      expect(await refusal(admin.cinder.acceptTransfer(created.id, '0000000000000000'))).toEqual({
        status: 400,
        message: `Invalid auth key: Attempt to transfer ${created.id} with invalid auth key.`,
      })
      const nowhere = '00000000-0000-4000-8000-000000000000'
      expect(await refusal(admin.cinder.acceptTransfer(nowhere, created.auth_key))).toEqual({
        status: 404,
        message: `Transfer ${nowhere} could not be found.`,
      })
      expect((await world.member.cinder.getVolume(volume.id)).status).toBe('awaiting-transfer')
    } finally {
      await world.member.cinder.deleteTransfer(created.id)
    }
  })

  for (const noSnapshots of [false, true]) {
    it(`moves the volume to the accepting project${noSnapshots ? ', its snapshot left behind (no_snapshots, 3.55)' : ' with its snapshot'}`, async () => {
      const volume = await world.volume(noSnapshots ? 'tr-nosnap' : 'tr-snap')
      const snapshot = await world.member.cinder.createSnapshot({ volumeId: volume.id, name: world.name('tr-snap') })
      await world.waitSnapshot(snapshot.id, (s) => s?.status === 'available', 'the snapshot to be available')
      const created = await world.member.cinder.createTransfer({ volumeId: volume.id, noSnapshots })
      const accepted = await admin.cinder.acceptTransfer(created.id, created.auth_key)
      expect(accepted).toMatchObject({ id: created.id, volume_id: volume.id })
      const moved = await admin.cinder.getVolume(volume.id)
      expect(moved).toMatchObject({ status: 'available', 'os-vol-tenant-attr:tenant_id': admin.token.project.id })
      expect(await refusal(world.member.cinder.getVolume(volume.id))).toMatchObject({ status: 404 })
      expect(await refusal(world.member.cinder.getTransfer(created.id))).toMatchObject({ status: 404 })
      const snap = await admin.cinder.getSnapshot(snapshot.id)
      const snapshotProject = snap['os-extended-snapshot-attributes:project_id']
      expect(snapshotProject).toBe(noSnapshots ? world.member.token.project.id : admin.token.project.id)
      // Clean up as the new owner (the snapshot first: a volume with snapshots is not deleted).
      await admin.cinder.deleteSnapshot(snapshot.id)
      await world.waitGone(() => admin.cinder.getSnapshot(snapshot.id), 'the snapshot to go')
      await admin.cinder.deleteVolume(volume.id)
    })
  }
})
