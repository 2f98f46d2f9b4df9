// The "Equivalent command" of the quota dialogs and of Disable Service on a real cloud: Edit
// Quotas (the totals, a volume type's limits, groups by cinderclient), Reset to Defaults, Edit
// Defaults and a service disabled with a reason (the scheduler's entry, which no volume request
// needs); each command as shown run through `sh -c` with the real CLIs as the administrator,
// beside the dialog's own call through the API module. The project quotas are set on two projects
// made here for it (and deleted after); the default class is put back as it was. On the demo
// cloud the same commands run in src/features/admin/quotas-storage-commands-cli.test.ts.
import { afterAll, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { defaultQuotasCommand, projectQuotasCommand, resetQuotasCommand } from '../rules/commands/quota-commands'
import { commandLine } from '../rules/commands/shell'
import { disableServiceCommand } from '../rules/commands/storage-commands'
import { administrator } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
/** Projects made here, deleted after the file. */
const projects: string[] = []

const adminOf = () => administrator(world, 'the quota dialogs')

afterAll(async () => {
  if (projects.length === 0) return
  const { asAdmin } = adminOf()
  await asAdmin(commandLine(['openstack', 'project', 'delete', ...projects])).catch(() => undefined)
})

async function limitsOf(admin: OpenStackClient, projectId: string): Promise<Record<string, number>> {
  const set = await admin.cinder.getQuotaUsage(projectId)
  const limits: Record<string, number> = {}
  for (const [key, value] of Object.entries(set)) {
    if (value && typeof value === 'object' && 'limit' in value) limits[key] = value.limit
  }
  return limits
}

describe.runIf(targetKind() === 'cloud')('the quota commands do what the quota dialogs do on a real cloud', () => {
  it('Edit Quotas by the command on one project and by the dialog on another, then Reset to Defaults', async () => {
    const { admin, asAdmin } = adminOf()
    const names = ['a', 'b'].map((label) => world.name(`quota-${label}`))
    for (const name of names)
      await asAdmin(commandLine(['openstack', 'project', 'create', '--domain', 'Default', name]))
    const made = (await admin.keystone.listProjects()).filter((project) => names.includes(project.name))
    projects.push(...made.map((project) => project.id))
    expect(made.map((project) => project.name).sort()).toEqual(names)
    const [byCli, byDialog] = projects as [string, string]
    const type = (await admin.cinder.listVolumeTypes())[0]!.name
    const limits = { volumes: 31, per_volume_gigabytes: 77, groups: 6, [`gigabytes_${type}`]: 450 }
    await asAdmin(projectQuotasCommand(byCli, limits))
    await admin.cinder.updateQuotaSet(byDialog, limits)
    expect(await limitsOf(admin, byCli)).toMatchObject(limits)
    expect(await limitsOf(admin, byDialog)).toMatchObject(limits)

    const defaults = await admin.cinder.getQuotaDefaults()
    await asAdmin(resetQuotasCommand(byCli))
    await admin.cinder.deleteQuotaSet(byDialog)
    for (const after of [await limitsOf(admin, byCli), await limitsOf(admin, byDialog)]) {
      expect(after.volumes).toBe(defaults.volumes)
      expect(after.groups).toBe(defaults.groups)
      expect(after[`gigabytes_${type}`]).toBe(defaults[`gigabytes_${type}`])
    }
  })

  it('Edit Defaults by the command, then back by the dialog request', async () => {
    const { admin, asAdmin } = adminOf()
    const before = await admin.cinder.getQuotaDefaults()
    const type = (await admin.cinder.listVolumeTypes())[0]!.name
    const keys = ['backups', 'backup_gigabytes', `volumes_${type}`]
    const back = Object.fromEntries(keys.map((key) => [key, Number(before[key])]))
    try {
      const changed = { backups: Number(before.backups) + 3, backup_gigabytes: 999, [`volumes_${type}`]: 1000 }
      await asAdmin(defaultQuotasCommand(changed))
      expect(await admin.cinder.getQuotaDefaults()).toMatchObject(changed)
    } finally {
      await admin.cinder.updateQuotaDefaults(back)
    }
    expect(await admin.cinder.getQuotaDefaults()).toEqual(before)
  })

  it('Disable Service with a reason by the command, then by the dialog, enabled in between', async () => {
    const { admin, asAdmin } = adminOf()
    const cinder = admin.cinder
    const service = (await cinder.listServices()).find((one) => one.binary === 'cinder-scheduler')!
    const stateOf = async () => {
      const now = (await cinder.listServices()).find(
        (one) => one.host === service.host && one.binary === service.binary,
      )!
      return { status: now.status, reason: now.disabled_reason }
    }
    try {
      await asAdmin(disableServiceCommand(service.host, service.binary, "contract run, don't mind"))
      expect(await stateOf()).toEqual({ status: 'disabled', reason: "contract run, don't mind" })
      await cinder.enableService(service.host, service.binary)
      await cinder.disableService(service.host, service.binary, "contract run, don't mind")
      expect(await stateOf()).toEqual({ status: 'disabled', reason: "contract run, don't mind" })
    } finally {
      await cinder.enableService(service.host, service.binary)
    }
    expect((await stateOf()).status).toBe('enabled')
  })
})
