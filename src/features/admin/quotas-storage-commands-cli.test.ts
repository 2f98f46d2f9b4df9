// The commands of the quota dialogs and of Disable Service, run: Edit Quotas (the totals, a volume
// type's limits and groups), Edit Defaults, Reset to Defaults and a service disabled with a reason,
// each built as its dialog builds it and run in a
// shell with the real CLIs as the administrator against the demo cloud over HTTP, beside the
// dialog's own request (described, sent as shown) on a twin: the other project, the default class
// put back, the service enabled again in between.
import { describe, expect, it } from 'vitest'
import { defaultQuotasCommand, projectQuotasCommand, resetQuotasCommand } from '../../rules/commands/quota-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'
import { disableServiceCommand } from '../../rules/commands/storage-commands'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { admin } = cloud

/** The limits of a project's quota set, key by key. */
async function limitsOf(projectId: string): Promise<Record<string, number>> {
  const set = await admin.client.cinder.getQuotaUsage(projectId)
  const limits: Record<string, number> = {}
  for (const [key, value] of Object.entries(set)) {
    if (value && typeof value === 'object' && 'limit' in value) limits[key] = value.limit
  }
  return limits
}

describe('the quota commands do what the quota dialogs do', () => {
  it(
    'Edit Quotas on one project by the command and on another by the dialog request; then both reset',
    async () => {
      const type = (await admin.client.cinder.listVolumeTypes())[0]!.name
      const limits = { volumes: 31, per_volume_gigabytes: 77, groups: 6, [`gigabytes_${type}`]: 450 }
      const byCli = cloud.client.token.project.id
      const byDialog = admin.client.token.project.id
      await admin.shell(projectQuotasCommand(byCli, limits))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.updateQuotaSet(byDialog, limits)))
      const [cliLimits, dialogLimits] = [await limitsOf(byCli), await limitsOf(byDialog)]
      expect(cliLimits).toMatchObject(limits)
      expect(dialogLimits).toMatchObject(limits)

      // Reset to Defaults: each project's own limits gone, the defaults shown again.
      const defaults = await admin.client.cinder.getQuotaDefaults()
      await admin.shell(resetQuotasCommand(byCli))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.deleteQuotaSet(byDialog)))
      for (const after of [await limitsOf(byCli), await limitsOf(byDialog)]) {
        expect(after.volumes).toBe(defaults.volumes)
        expect(after.groups).toBe(defaults.groups)
        expect(after[`gigabytes_${type}`]).toBe(defaults[`gigabytes_${type}`])
      }
    },
    TIMEOUT,
  )

  it(
    'Edit Defaults by the command, then back by the dialog request',
    async () => {
      const before = await admin.client.cinder.getQuotaDefaults()
      const type = (await admin.client.cinder.listVolumeTypes())[0]!.name
      const changed = { backups: 23, backup_gigabytes: 999, [`volumes_${type}`]: 8 }
      await admin.shell(defaultQuotasCommand(changed))
      expect(await admin.client.cinder.getQuotaDefaults()).toMatchObject(changed)
      const back = {
        backups: before.backups,
        backup_gigabytes: before.backup_gigabytes,
        [`volumes_${type}`]: before[`volumes_${type}`],
      }
      await admin.send(
        admin.client.cinder.describe((cinder) => cinder.updateQuotaDefaults(back as Record<string, number>)),
      )
      expect(await admin.client.cinder.getQuotaDefaults()).toEqual(before)
    },
    TIMEOUT,
  )

  it(
    'Disable Service with a reason by the command, then by the dialog request, enabled in between',
    async () => {
      const cinder = admin.client.cinder
      const service = (await cinder.listServices()).find(
        (one) => one.binary === 'cinder-volume' && one.status === 'enabled',
      )!
      const stateOf = async () => {
        const now = (await cinder.listServices()).find(
          (one) => one.host === service.host && one.binary === service.binary,
        )!
        return { status: now.status, reason: now.disabled_reason }
      }
      await admin.shell(disableServiceCommand(service.host, service.binary, "disk swap, don't use"))
      expect(await stateOf()).toEqual({ status: 'disabled', reason: "disk swap, don't use" })
      await cinder.enableService(service.host, service.binary)
      await admin.send(
        cinder.describe((calls) => calls.disableService(service.host, service.binary, "disk swap, don't use")),
      )
      expect(await stateOf()).toEqual({ status: 'disabled', reason: "disk swap, don't use" })
      await cinder.enableService(service.host, service.binary)
    },
    TIMEOUT,
  )
})
