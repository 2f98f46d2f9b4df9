// The commands of Enable Replication, Fail Over Replication (to a target, then back to the primary)
// and Disable Replication, run: each built as the dialog builds it and run with openstackclient
// (`volume group set`, `volume group failover`, 3.38) against the demo cloud over HTTP, beside the
// dialog's own request (described, sent as shown) on a twin group; both groups must end alike.
import { describe, expect, it } from 'vitest'
import { groupReplicationCommand } from '../../rules/commands/group-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state
const twins = () => (state().groups ?? []).filter((group) => group.name?.startsWith('rep twin'))

describe('the commands of the replication dialogs do what the dialogs do', () => {
  it(
    'Enable, Fail Over to sf-dr with attached volumes allowed, Fail Over back to the primary, Disable',
    async () => {
      const groupType = state().groupTypes!.find((type) => type.name === 'dr-replication')!
      const volumeType = state().volumeTypes.find((type) => type.name === 'replicated-ssd')!
      for (const name of ['rep twin cli', 'rep twin dialog']) {
        await cloud.client.cinder.createGroup({ groupType: groupType.id, volumeTypes: [volumeType.id], name })
      }
      await until(() => twins().length === 2 && twins().every((group) => group.status === 'available'), 'the groups')
      const [byCli, byDialog] = ['rep twin cli', 'rep twin dialog'].map((name) => twins().find((g) => g.name === name)!)
      const both = async (step: Parameters<typeof groupReplicationCommand>, expected: string) => {
        await shell(groupReplicationCommand(...step))
        const [action, , failover] = step
        await send(
          cloud.client.cinder.describe((cinder) =>
            action === 'failover'
              ? cinder.failoverGroupReplication(byDialog!.id, failover!)
              : cinder.setGroupReplication(byDialog!.id, action === 'enable'),
          ),
        )
        await until(
          () => [byCli, byDialog].every((group) => group!.replication_status === expected),
          `replication ${expected}`,
        )
      }
      await both(['enable', byCli!.id], 'enabled')
      await both(['failover', byCli!.id, { allowAttached: true, secondaryBackendId: 'sf-dr' }], 'failed-over')
      await both(['failover', byCli!.id, { allowAttached: false, secondaryBackendId: 'default' }], 'enabled')
      await both(['disable', byCli!.id], 'disabled')
      expect(twins().map((group) => [group.name, group.status, group.replication_status])).toEqual([
        ['rep twin cli', 'available', 'disabled'],
        ['rep twin dialog', 'available', 'disabled'],
      ])
    },
    TIMEOUT,
  )
})
