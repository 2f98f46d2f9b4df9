// A group's page against the demo cloud: its member volumes linking to their pages, a group
// snapshot taken and deleted from it, a new group made from that snapshot, and Cinder's refusal
// of an Edit Group that changes nothing shown in the form with what was typed kept.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { openGroupPage } from '../../test/group-page'
import { availableGroup } from '../../test/groups'
import { volumeNamed } from '../../test/lookups'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('a group’s page', () => {
  it('shows its volumes; takes a group snapshot, makes a group from it, and deletes it', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const scratch = await volumeNamed(member, 'scratch-01')
    const group = await availableGroup(member, admin, { volumes: [scratch.id] })
    const user = openGroupPage(member, group.id)
    const volumes = await screen.findByRole('table', { name: 'Volumes in the group' })
    expect(within(volumes).getByRole('link', { name: 'scratch-01' })).toHaveAttribute('href', `/volumes/${scratch.id}`)
    expect(await screen.findByText('No group snapshots of this group')).toBeInTheDocument()

    const toolbar = screen.getByRole('toolbar', { name: 'Group actions' })
    await user.click(within(toolbar).getByRole('button', { name: 'Create Group Snapshot' }))
    const create = await screen.findByRole('dialog', { name: /Create Group Snapshot/ })
    await user.type(within(create).getByLabelText('Snapshot Name'), 'before-upgrade')
    await user.click(within(create).getByRole('button', { name: 'Create Group Snapshot' }))
    const snapshots = await screen.findByRole('table', { name: 'Group snapshots' })
    const row = () => within(snapshots).getByRole('rowheader', { name: 'before-upgrade' }).closest('tr') as HTMLElement
    await waitFor(() => expect(within(row()).getByText('available')).toBeInTheDocument())

    // A new group from the snapshot: one new volume from the member's snapshot.
    await user.click(within(row()).getByRole('button', { name: 'Actions for before-upgrade' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Create Group' }))
    const from = await screen.findByRole('dialog', { name: /Create Group from Snapshot/ })
    await user.type(within(from).getByLabelText('Group Name'), 'restored')
    await user.click(within(from).getByRole('button', { name: 'Create Group' }))
    const restored = await waitFor(async () => {
      const found = (await member.cinder.listGroups({ listVolumes: true })).find((item) => item.name === 'restored')
      expect(found?.status).toBe('available')
      return found!
    })
    expect(restored.volumes).toHaveLength(1)
    expect(restored.group_snapshot_id).toBeTruthy()

    // Delete Group Snapshot.
    await user.click(within(row()).getByRole('button', { name: 'Actions for before-upgrade' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Group Snapshot' }))
    const remove = await screen.findByRole('dialog', { name: /Delete Group Snapshot/ })
    await user.click(within(remove).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No group snapshots of this group')).toBeInTheDocument()
  })

  it('keeps what was typed when Cinder refuses an Edit Group that changes nothing', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const group = await availableGroup(member, admin)
    // Nothing changed: Cinder says so (C:cinder/group/api.py#update), the group stays as it was.
    const user = openGroupPage(member, group.id)
    const toolbar = await screen.findByRole('toolbar', { name: 'Group actions' })
    await user.click(within(toolbar).getByRole('button', { name: 'Edit Group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The group was not changed')).toBeInTheDocument()
    expect(
      within(dialog).getByText(/because no valid name, description, add_volumes, or remove_volumes/),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('app-group')
  })

  it('offers Reset Status to administrators only, for the group and its group snapshot', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const [appStack] = await member.cinder.listGroups()
    const user = openGroupPage(admin, appStack!.id)
    const toolbar = await screen.findByRole('toolbar', { name: 'Group actions' })
    await user.click(within(toolbar).getByRole('button', { name: 'Reset Status' }))
    const dialog = await screen.findByRole('dialog', { name: /Reset Group Status/ })
    // Cinder checks a group's status against the group snapshot statuses: in-use is not offered.
    await user.click(within(dialog).getByRole('combobox', { name: 'New status' }))
    expect(screen.queryByRole('option', { name: 'in-use' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('option', { name: 'error' }))
    await user.click(within(dialog).getByRole('button', { name: 'Reset Status' }))
    await waitFor(async () => expect((await member.cinder.getGroup(appStack!.id)).status).toBe('error'))
    const snapshots = await screen.findByRole('table', { name: 'Group snapshots' })
    await user.click(within(snapshots).getByRole('button', { name: 'Actions for app-stack-baseline' }))
    expect(await screen.findByRole('menuitem', { name: 'Reset Status' })).toBeInTheDocument()
  })

  it('has no Reset Status for a member', async () => {
    const member = await demo.signIn('member')
    const [appStack] = await member.cinder.listGroups()
    openGroupPage(member, appStack!.id)
    const toolbar = await screen.findByRole('toolbar', { name: 'Group actions' })
    expect(within(toolbar).getByRole('button', { name: 'Manage Volumes' })).toBeEnabled()
    expect(within(toolbar).queryByRole('button', { name: 'Reset Status' })).not.toBeInTheDocument()
    // The group is empty: Cinder would refuse its group snapshot (G9), so the console says so first.
    const snapshot = within(toolbar).getByRole('button', { name: 'Create Group Snapshot' })
    await waitFor(() => expect(snapshot).toHaveAccessibleDescription('The group has no volumes to snapshot.'))
  })
})
