// The Volumes panel's Group column and filter against the demo cloud: the groups' names come from
// one list read only when a volume on the page is in a group; the filter is Cinder's group_id.
import { screen, waitFor as waitForScreen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { createQueryClient } from '../../../lib/query-client'
import { setUpDemoCloud, waitFor } from '../../../test/demo-cloud'
import { countRequests } from '../../../test/request-log'
import { renderVolumeList } from '../../../test/render-volume-list'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const groupReads = countRequests(demo, 'GET', /\/groups(\/detail)?$/)

/** A group "nightly" of the member's project holding a new volume "grouped-vol". */
async function groupWithVolume(member: OpenStackClient) {
  const admin = await demo.signIn('admin')
  const groupType = await admin.cinder.createGroupType({ name: 'generic' })
  const created = await member.cinder.createVolume({ name: 'grouped-vol', size: 1 })
  const volume = await waitFor(async () => {
    const current = await member.cinder.getVolume(created.id)
    return current.status === 'available' && current
  })
  const made = await member.cinder.createGroup({
    groupType: groupType.id,
    volumeTypes: [volume.volume_type_id ?? ''],
    name: 'nightly',
  })
  await waitFor(async () => (await member.cinder.getGroup(made.id)).status === 'available')
  await member.cinder.updateGroup(made.id, { addVolumes: [volume.id] })
  await waitFor(async () => (await member.cinder.getVolume(volume.id)).group_id === made.id)
  return made.id
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent)

describe('a volume’s group in the Volumes panel', () => {
  it('reads no groups and shows no Group column while no volume on the page is in a group', async () => {
    const member = await demo.signIn('member')
    renderVolumeList(member, createQueryClient({ retry: false }))
    const table = await screen.findByRole('table', { name: 'Volumes' })
    expect(await within(table).findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    expect(headers(table)).not.toContain('Group')
    expect(groupReads.count).toBe(0)
  })

  it('names the group with a link to its page, from one list read', async () => {
    const member = await demo.signIn('member')
    const groupId = await groupWithVolume(member)
    const before = groupReads.count
    renderVolumeList(member, createQueryClient({ retry: false }))
    const table = await screen.findByRole('table', { name: 'Volumes' })
    const row = (await within(table).findByRole('link', { name: 'grouped-vol' })).closest('tr')!
    expect(await within(row).findByRole('link', { name: 'nightly' })).toHaveAttribute('href', `/groups/${groupId}`)
    expect(headers(table)).toContain('Group')
    expect(groupReads.count - before).toBe(1)
  })

  it('filters by group with Cinder’s group_id, chosen by the group’s name', async () => {
    const user = userEvent.setup({ delay: null })
    const member = await demo.signIn('member')
    const groupId = await groupWithVolume(member)
    const listings: string[] = []
    demo.server.events.on('request:start', ({ request }) => {
      if (/\/volumes\/detail/.test(request.url)) listings.push(request.url)
    })
    renderVolumeList(member, createQueryClient({ retry: false }))
    const table = await screen.findByRole('table', { name: 'Volumes' })
    expect(await within(table).findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()

    await user.click(screen.getByRole('combobox', { name: 'Group' }))
    await user.click(await screen.findByRole('option', { name: 'nightly' }))
    await waitForScreen(() => expect(screen.queryByRole('link', { name: 'scratch-01' })).toBeNull())
    expect(
      within(screen.getByRole('table', { name: 'Volumes' })).getByRole('link', { name: 'grouped-vol' }),
    ).toBeInTheDocument()
    expect(listings.some((url) => new URL(url).searchParams.get('group_id') === groupId)).toBe(true)
  })
})
