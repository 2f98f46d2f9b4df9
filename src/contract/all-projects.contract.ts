// Admin › All Volumes, All Snapshots, All Backups (docs/all-projects.md): an admin's lists with
// all_tenants=1 show another project's volume, snapshot and backup with their project (and the
// volume's host); project_id and host filter them; an admin reads another project's volume by id;
// a member's all_tenants is ignored silently and a member's project_id or host filter refused.
// Runs on the demo cloud and on a real Zed cloud (with its admin); names carry the run id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backup, OpenStackClient, Snapshot, Volume } from '../api'
import { isOpenStackError } from '../api'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient
let volume: Volume
let snapshot: Snapshot
let backup: Backup
/** A volume of the admin's own project, which the member must not see. */
let adminVolume: Volume | null = null

const gone = (error: unknown) => {
  if (isOpenStackError(error) && error.status === 404) return null
  throw error
}

beforeAll(async () => {
  if (!world.admin) throw new Error('the all-projects scenarios need CONTRACT_ADMIN_* (an admin)')
  admin = world.admin
  volume = await world.volume('allproj-vol')
  const created = await world.member.cinder.createSnapshot({ volumeId: volume.id, name: world.name('allproj-snap') })
  snapshot = (await world.waitSnapshot(created.id, (s) => s?.status !== 'creating', 'the snapshot'))!
  if (snapshot.status !== 'available') throw new Error(`the snapshot ended ${snapshot.status}`)
  const made = await world.member.cinder.createBackup({ volumeId: volume.id, name: world.name('allproj-bak') })
  backup = await world.until(
    () => world.member.cinder.getBackup(made.id),
    (b) => b.status !== 'creating',
    'the backup',
  )
  if (backup.status !== 'available') throw new Error(`the backup ended ${backup.status}: ${backup.fail_reason}`)
  await world.waitVolume(volume.id, (v) => v.status === 'available', 'the volume to settle')
  const own = await admin.cinder.createVolume({ size: 1, name: world.name('allproj-admin-vol') })
  adminVolume = own
  await world.until(
    () => admin.cinder.getVolume(own.id),
    (v) => v.status !== 'creating',
    'the admin volume',
  )
}, 600_000)

afterAll(async () => {
  if (backup) {
    await world.member.cinder.deleteBackup(backup.id).catch(() => undefined)
    await world
      .until(
        () => world.member.cinder.getBackup(backup.id).catch(gone),
        (b) => b === null || b.status === 'error_deleting',
        'the backup to go',
      )
      .catch(() => undefined)
  }
  if (snapshot) {
    await world.member.cinder.deleteSnapshot(snapshot.id).catch(() => undefined)
    await world.waitSnapshot(snapshot.id, (s) => s === null, 'the snapshot to go').catch(() => undefined)
  }
  if (adminVolume) await admin.cinder.deleteVolume(adminVolume.id).catch(() => undefined)
}, 300_000)

describe('all projects: volumes', () => {
  it("an admin's all_tenants list has the member's volume with its project and host", async () => {
    const page = await admin.cinder.listVolumes({ allTenants: true, filters: { name: volume.name! } })
    expect(page.volumes.map((v) => v.id)).toEqual([volume.id])
    const [listed] = page.volumes
    expect(listed!['os-vol-tenant-attr:tenant_id']).toBe(world.member.token.project.id)
    expect(listed!['os-vol-host-attr:host']).toMatch(/^[^@#]+@[^#]+#.+$/)
    // Without all_tenants an admin lists the own project only.
    const own = await admin.cinder.listVolumes({ filters: { name: volume.name! } })
    expect(own.volumes).toEqual([])
  })

  it('project_id narrows the list to one project; with the count (3.45)', async () => {
    const name = { 'name~': `${world.name('allproj-')}` }
    const theirs = await admin.cinder.listVolumes({
      allTenants: true,
      withCount: true,
      filters: { ...name, project_id: world.member.token.project.id },
    })
    expect(theirs.volumes.map((v) => v.id)).toEqual([volume.id])
    expect(theirs.count).toBe(1)
    const mine = await admin.cinder.listVolumes({
      allTenants: true,
      withCount: true,
      filters: { ...name, project_id: admin.token.project.id },
    })
    expect(mine.volumes.map((v) => v.id)).toEqual([adminVolume!.id])
    const both = await admin.cinder.listVolumes({ allTenants: true, filters: name })
    expect(both.volumes.map((v) => v.id).sort()).toEqual([volume.id, adminVolume!.id].sort())
  })

  it("host matches a host, its backend or its pool (Cinder's _filter_host levels)", async () => {
    const host = (await admin.cinder.getVolume(volume.id))['os-vol-host-attr:host']!
    const backend = host.split('#')[0]!
    const bare = backend.split('@')[0]!
    for (const value of [host, backend, bare]) {
      const page = await admin.cinder.listVolumes({ allTenants: true, filters: { name: volume.name!, host: value } })
      expect(page.volumes.map((v) => v.id)).toEqual([volume.id])
    }
    const none = await admin.cinder.listVolumes({
      allTenants: true,
      filters: { name: volume.name!, host: `${bare}-no-such-host` },
    })
    expect(none.volumes).toEqual([])
    // A part of a host name is no host.
    const part = await admin.cinder.listVolumes({
      allTenants: true,
      filters: { name: volume.name!, host: bare.slice(0, -1) },
    })
    expect(part.volumes).toEqual([])
  })

  it("an admin reads another project's volume, snapshot and backup by id", async () => {
    expect((await admin.cinder.getVolume(volume.id)).id).toBe(volume.id)
    expect((await admin.cinder.getSnapshot(snapshot.id)).id).toBe(snapshot.id)
    expect((await admin.cinder.getBackup(backup.id)).id).toBe(backup.id)
  })

  it("a member's all_tenants is ignored silently; project_id and host are refused", async () => {
    const listed = await world.member.cinder.listVolumes({ allTenants: true, filters: { name: volume.name! } })
    expect(listed.volumes.map((v) => v.id)).toEqual([volume.id])
    const others = await world.member.cinder.listVolumes({ allTenants: true, filters: { name: adminVolume!.name! } })
    expect(others.volumes).toEqual([])
    for (const key of ['project_id', 'host']) {
      const refused = await world.member.cinder.listVolumes({ filters: { [key]: 'x' } }).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toMatchObject({ status: 400, message: `Invalid filters ${key} are found in query options.` })
    }
    const snapshots = await world.member.cinder.listSnapshots({ allTenants: true })
    expect(
      snapshots.snapshots.every((s) => s['os-extended-snapshot-attributes:project_id'] !== admin.token.project.id),
    ).toBe(true)
  })
})

describe('all projects: snapshots and backups', () => {
  it("an admin's all_tenants snapshot list has the member's snapshot with its project; project_id narrows", async () => {
    const page = await admin.cinder.listSnapshots({ allTenants: true, filters: { name: snapshot.name! } })
    expect(page.snapshots.map((s) => s.id)).toEqual([snapshot.id])
    expect(page.snapshots[0]!['os-extended-snapshot-attributes:project_id']).toBe(world.member.token.project.id)
    const other = await admin.cinder.listSnapshots({
      allTenants: true,
      filters: { name: snapshot.name!, project_id: admin.token.project.id },
    })
    expect(other.snapshots).toEqual([])
    // An admin's like-filter from 3.34.
    const like = await admin.cinder.listSnapshots({ allTenants: true, filters: { 'name~': world.name('allproj-sn') } })
    expect(like.snapshots.map((s) => s.id)).toEqual([snapshot.id])
  })

  it("an admin's all_tenants backup list has the member's backup with its project (3.18); project_id narrows", async () => {
    const page = await admin.cinder.listBackups({ allTenants: true, filters: { name: backup.name! } })
    expect(page.backups.map((b) => b.id)).toEqual([backup.id])
    expect(page.backups[0]!['os-backup-project-attr:project_id']).toBe(world.member.token.project.id)
    const theirs = await admin.cinder.listBackups({
      allTenants: true,
      withCount: true,
      filters: { name: backup.name!, project_id: world.member.token.project.id },
    })
    expect(theirs.count).toBe(1)
    const other = await admin.cinder.listBackups({
      allTenants: true,
      filters: { name: backup.name!, project_id: admin.token.project.id },
    })
    expect(other.backups).toEqual([])
    const like = await admin.cinder.listBackups({ allTenants: true, filters: { 'name~': world.name('allproj-ba') } })
    expect(like.backups.map((b) => b.id)).toEqual([backup.id])
    // The member's own list has no project attribute (backup_project_attribute is admin only).
    const own = await world.member.cinder.listBackups({ allTenants: true, filters: { name: backup.name! } })
    expect(own.backups.map((b) => b.id)).toEqual([backup.id])
    expect(own.backups[0]).not.toHaveProperty('os-backup-project-attr:project_id')
  })
})

describe('all projects: attachments (the Sharing Map of an administrator)', () => {
  it("an admin's attachment list takes all_tenants with any value; without it, only the admin's project", async () => {
    const attachment = await world.member.cinder.createAttachment({ volumeId: volume.id })
    try {
      const ids = async (filters?: Record<string, string>) =>
        (await admin.cinder.listAttachmentDetails({ limit: 1000, filters })).map((item) => item.id)
      // The key's presence is what counts (C:cinder/api/v3/attachments.py#_items): "0" too.
      expect(await ids({ all_tenants: '0' })).toContain(attachment.id)
      expect(await ids({ all_tenants: '1' })).toContain(attachment.id)
      expect(await ids()).not.toContain(attachment.id)
    } finally {
      await world.member.cinder.deleteAttachment(attachment.id)
    }
  })
})
