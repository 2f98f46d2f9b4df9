// The "Equivalent command" of Enable Replication, Fail Over Replication (where the driver chooses,
// then back to the primary) and Disable Replication on a real cloud: each command as shown run
// through `sh -c` with openstackclient on one group, the dialog's own call through the API module
// on its twin; both groups must end alike. On the demo cloud the same commands run in
// src/features/groups/group-replication-commands-cli.test.ts.
import { describe, expect, it } from 'vitest'
import type { VolumeGroup } from '../api'
import { groupReplicationCommand } from '../rules/commands/group-commands'
import { runShown } from './cli-shell'
import { makeReplicationTypes, replicationSettled } from './replication-types'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
const shell = (command: string) => runShown(command, world.target.member)

describe.runIf(targetKind() === 'cloud')('the replication commands do what the dialogs do on a real cloud', () => {
  it('Enable, Fail Over (the driver’s choice), Fail Over back to the primary, Disable', async () => {
    const admin = world.admin
    if (!admin) throw new Error('the replication commands need CONTRACT_ADMIN_* (the types are an admin’s)')
    const cinder = world.member.cinder
    const types = await makeReplicationTypes(admin, (label) => world.name(`cmd-${label}`))
    const { volumeType, groupType } = types
    const ids: string[] = []
    try {
      for (const label of ['cli', 'dialog']) {
        const made = await cinder.createGroup({
          groupType: groupType.id,
          volumeTypes: [volumeType.id],
          name: world.name(`cmd-rep-${label}`),
        })
        ids.push(made.id)
      }
      const [byCli, byDialog] = ids as [string, string]
      const read = () => Promise.all(ids.map((id) => cinder.getGroup(id)))
      await world.until(read, (groups) => groups.every(replicationSettled), 'the groups')
      const step = async (
        action: 'enable' | 'disable' | 'failover',
        failover: { allowAttached: boolean; secondaryBackendId: string | null },
        expected: string,
      ) => {
        await shell(groupReplicationCommand(action, byCli, failover))
        if (action === 'failover') await cinder.failoverGroupReplication(byDialog, failover)
        else await cinder.setGroupReplication(byDialog, action === 'enable')
        // Waited for by the outcome: a fail-back shows the driver's "failed-over" first.
        const reached = (group: VolumeGroup) => group.replication_status === expected || group.status === 'error'
        const groups = await world.until(read, (list) => list.every(reached), `replication ${expected}`)
        expect(groups.map((group) => [group.status, group.replication_status])).toEqual([
          ['available', expected],
          ['available', expected],
        ])
      }
      const none = { allowAttached: false, secondaryBackendId: null }
      await step('enable', none, 'enabled')
      await step('failover', { allowAttached: true, secondaryBackendId: null }, 'failed-over')
      await step('failover', { allowAttached: false, secondaryBackendId: 'default' }, 'enabled')
      await step('disable', none, 'disabled')
    } finally {
      for (const id of ids) await cinder.deleteGroup(id, true).catch(() => undefined)
      for (const id of ids) await world.waitGone(() => cinder.getGroup(id), 'a group to go').catch(() => undefined)
      await types.remove()
    }
  }, 180_000)
})
