// The Volume Groups panel against the demo cloud: the list (empty; the demo's group, then one made
// in Create Group), Manage Volumes offering only the volumes Cinder would take (the others with the
// reason), Delete Group saying why Cinder would refuse until "delete its volumes too", and Copy Group.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { availableGroup, groupTypeOf } from '../../test/groups'
import { volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { commandText } from '../../test/command-panel'
import { CreateGroupFromSourceDialog } from './CreateGroupFromSourceDialog'
import { DeleteGroupDialog } from './DeleteGroupDialog'
import { GroupListPage } from './GroupListPage'
import { ManageGroupVolumesDialog } from './ManageGroupVolumesDialog'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('Volume Groups', () => {
  it('says when there is no group', async () => {
    const member = await demo.signIn('member')
    // The demo's groups, and first the group snapshot (a group with group snapshots is kept, G3).
    for (const snapshot of await member.cinder.listGroupSnapshots())
      await member.cinder.deleteGroupSnapshot(snapshot.id)
    await waitFor(async () => expect(await member.cinder.listGroupSnapshots()).toEqual([]))
    for (const group of await member.cinder.listGroups()) await member.cinder.deleteGroup(group.id, false)
    await waitFor(async () => expect(await member.cinder.listGroups()).toEqual([]))
    renderWithClient(
      <MemoryRouter>
        <GroupListPage />
      </MemoryRouter>,
      member,
    )
    expect(await screen.findByText('No volume groups yet')).toBeInTheDocument()
  })

  it('lists the demo’s group, then the one Create Group made, with its types and zone', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    await groupTypeOf(admin)
    const user = userEvent.setup({ delay: null })
    renderWithClient(
      <MemoryRouter>
        <GroupListPage />
      </MemoryRouter>,
      member,
    )
    const before = await screen.findByRole('table', { name: 'Volume groups' })
    expect(within(before).getByRole('link', { name: 'app-stack' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' })
    await user.type(await within(dialog).findByLabelText('Group Name'), 'db-group')
    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }))
    expect(await within(dialog).findByText('Choose at least one volume type.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Group Type' }))
    await user.click(await screen.findByRole('option', { name: 'consistent' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'lvmdriver-1' }))
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    const lvm = demo.cloud.state.volumeTypes.find((type) => type.name === 'lvmdriver-1')!
    expect(commandText(dialog, 'CLI')).toMatch(
      new RegExp(`^openstack --os-volume-api-version 3\\.13 volume group create --name db-group \\S+ ${lvm.id}$`),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Group' })).not.toBeInTheDocument())
    const table = await screen.findByRole('table', { name: 'Volume groups' })
    const row = within(table).getByRole('rowheader', { name: 'db-group' }).closest('tr') as HTMLElement
    expect(within(row).getByRole('link', { name: 'db-group' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/groups\//),
    )
    expect(within(row).getByText('consistent')).toBeInTheDocument()
    expect(within(row).getByText('lvmdriver-1')).toBeInTheDocument()
    expect(within(row).getByText('nova')).toBeInTheDocument()
    expect(await within(row).findByText('available')).toBeInTheDocument()
  })

  it('Manage Volumes offers only what Cinder takes, says why not for the rest, and adds and removes', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const scratch = await volumeNamed(member, 'scratch-01')
    const group = await availableGroup(member, admin)
    const user = userEvent.setup({ delay: null })
    const { unmount } = renderWithClient(<ManageGroupVolumesDialog group={group} onClose={() => undefined} />, member)
    const dialog = await screen.findByRole('dialog', { name: /Manage Volumes/ })
    const add = await within(dialog).findByRole('group', { name: 'Add to the group' })
    // Another backend's type: the group does not take it.
    expect(within(add).getByRole('checkbox', { name: /logs-archive/ })).toBeDisabled()
    expect(within(add).getByText('The group does not take its type (nfs-standard).')).toBeInTheDocument()
    await user.click(within(add).getByRole('checkbox', { name: /scratch-01/ }))
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      `cinder --os-volume-api-version 3.13 group-update --add-volumes ${scratch.id} ${group.id}`,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await member.cinder.getVolume(scratch.id)).group_id).toBe(group.id))
    unmount()
    await waitFor(async () => expect((await member.cinder.getGroup(group.id)).status).toBe('available'))
    renderWithClient(<ManageGroupVolumesDialog group={group} onClose={() => undefined} />, member)
    const again = await screen.findByRole('dialog', { name: /Manage Volumes/ })
    const remove = await within(again).findByRole('group', { name: 'Remove from the group' })
    await user.click(within(remove).getByRole('checkbox', { name: /scratch-01/ }))
    await user.click(within(again).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await member.cinder.getVolume(scratch.id)).group_id ?? null).toBeNull())
  })

  it('Delete Group says why Cinder refuses while it has volumes, and deletes them along when asked', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const scratch = await volumeNamed(member, 'scratch-01')
    const group = await availableGroup(member, admin, { volumes: [scratch.id] })
    const user = userEvent.setup({ delay: null })
    renderWithClient(<DeleteGroupDialog group={group} onClose={() => undefined} />, member)
    const dialog = await screen.findByRole('dialog', { name: /Delete Group/ })
    expect(
      await within(dialog).findByText(
        `Cinder would refuse: Invalid Group: Group ${group.id} still contains volumes. The delete-volumes flag is required to delete it.`,
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Delete Group' })).toBeDisabled()
    await user.click(within(dialog).getByLabelText('Delete its volumes too'))
    expect(within(dialog).queryByText(/Cinder would refuse/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete Group' }))
    await waitFor(async () => expect((await member.cinder.listGroups()).map((item) => item.id)).not.toContain(group.id))
    await waitFor(async () =>
      expect((await member.cinder.listVolumes({ filters: { name: 'scratch-01' } })).volumes).toEqual([]),
    )
  })

  it('Copy Group makes a new group with a copy of each volume', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const scratch = await volumeNamed(member, 'scratch-01')
    const group = await availableGroup(member, admin, { volumes: [scratch.id] })
    const user = userEvent.setup({ delay: null })
    renderWithClient(
      <CreateGroupFromSourceDialog source={{ kind: 'group', group }} onClose={() => undefined} />,
      member,
    )
    const dialog = await screen.findByRole('dialog', { name: /Copy Group/ })
    await user.type(within(dialog).getByLabelText('Group Name'), 'app-copy')
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }))
    const copy = await waitFor(async () => {
      const found = (await member.cinder.listGroups({ listVolumes: true })).find((item) => item.name === 'app-copy')
      expect(found?.status).toBe('available')
      return found!
    })
    expect(copy.source_group_id).toBe(group.id)
    expect(copy.volumes).toHaveLength(1)
  })
})
