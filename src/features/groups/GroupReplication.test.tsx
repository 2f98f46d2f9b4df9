// A replicating group's page against the demo cloud (dr-pair, SolidFire replicating to sf-dr): the
// replication actions say why not before the click, the dialog shows the backend's target and the
// command, and the group and its volume go through enabled, failed-over and back; a group that
// cannot replicate offers none of it.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { commandText } from '../../test/command-panel'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { openGroupPage } from '../../test/group-page'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

const groupNamed = async (client: OpenStackClient, name: string) =>
  (await client.cinder.listGroups()).find((group) => group.name === name)!

describe('group replication on a group’s page', () => {
  it('enables replication with the command shown, then fails over and back, the volume following', async () => {
    const member = await demo.signIn('member')
    const drPair = await groupNamed(member, 'dr-pair')
    const made = await member.cinder.createVolume({
      size: 1,
      name: 'dr-data',
      volume_type: 'replicated-ssd',
      group_id: drPair.id,
    })
    await waitFor(async () => expect((await member.cinder.getVolume(made.id)).status).toBe('available'))
    // As if a server used it (enable takes in-use volumes; fail-over only with the switch).
    demo.cloud.volume(made.id)!.status = 'in-use'
    const user = openGroupPage(member, drPair.id)
    const toolbar = await screen.findByRole('toolbar', { name: 'Group actions' })
    const failover = await within(toolbar).findByRole('button', { name: 'Fail Over Replication' })
    await waitFor(() =>
      expect(failover).toHaveAccessibleDescription(
        'Replication is disabled: a group fails over (or back) only when it is enabled or failed over.',
      ),
    )
    expect(within(toolbar).getByRole('button', { name: 'Disable Replication' })).toBeDisabled()

    await user.click(within(toolbar).getByRole('button', { name: 'Enable Replication' }))
    const dialog = await screen.findByRole('dialog', { name: /Enable Replication/ })
    expect(await within(dialog).findByText('Replication targets: sf-dr')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      `openstack --os-volume-api-version 3.38 volume group set --enable-replication ${drPair.id}`,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Enable Replication' }))
    await waitFor(async () => expect((await member.cinder.getGroup(drPair.id)).replication_status).toBe('enabled'))
    const volumes = await screen.findByRole('table', { name: 'Volumes in the group' })
    await waitFor(() => expect(within(volumes).getByRole('cell', { name: 'enabled' })).toBeInTheDocument())

    // The volume is attached: fail-over needs the switch, and the dialog says why before the click.
    await user.click(within(toolbar).getByRole('button', { name: 'Fail Over Replication' }))
    const over = await screen.findByRole('dialog', { name: /Fail Over Replication/ })
    const submit = await within(over).findByRole('button', { name: 'Fail Over Replication' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAccessibleDescription(
      `Cinder would refuse: Invalid volume: Volume ${made.id} is attached but allow_attached_volume flag is False. Cannot failover replication.`,
    )
    await user.click(within(over).getByRole('switch', { name: 'Fail over attached volumes too' }))
    await user.click(within(over).getByRole('combobox', { name: 'Fail over to' }))
    await user.click(await screen.findByRole('option', { name: 'sf-dr' }))
    await user.click(within(over).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(over, 'CLI')).toBe(
      `openstack --os-volume-api-version 3.38 volume group failover --allow-attached-volume --secondary-backend-id sf-dr ${drPair.id}`,
    )
    await user.click(within(over).getByRole('button', { name: 'Fail Over Replication' }))
    await waitFor(async () => expect((await member.cinder.getGroup(drPair.id)).replication_status).toBe('failed-over'))
    expect((await member.cinder.getVolume(made.id)).replication_status).toBe('failed-over')
    await waitFor(() => expect(within(volumes).getByRole('cell', { name: 'failed-over' })).toBeInTheDocument())
  })

  it('offers no replication for a group whose types do not replicate', async () => {
    const member = await demo.signIn('member')
    const appStack = await groupNamed(member, 'app-stack')
    openGroupPage(member, appStack.id)
    const toolbar = await screen.findByRole('toolbar', { name: 'Group actions' })
    // Once the types are known (the overview names the volume type), the actions are complete.
    expect(await screen.findByText('lvmdriver-1')).toBeInTheDocument()
    await within(toolbar).findByRole('button', { name: 'Manage Volumes' })
    expect(within(toolbar).queryByRole('button', { name: 'Enable Replication' })).not.toBeInTheDocument()
  })
})
