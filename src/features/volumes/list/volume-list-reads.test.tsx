// What the Volumes page asks for besides its page of volumes: the server names and the attachment
// modes only when a volume on the page is attached (the names also for the server filter); an
// export of attached volumes from a page without any asks for them then, and names and modes
// them in the file.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { countRequests } from '../../../test/request-log'
import { renderVolumeList } from '../../../test/render-volume-list'
import { cachedAttachmentLookups, fetchAttachmentLookups } from '../../../queries/attachment-lookups'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import { serverNamesOptions } from '../../../queries/servers'
import { attachedToText } from './volume-csv'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const servers = countRequests(demo, 'GET', /\/servers(\/detail)?$/)
const attachments = countRequests(demo, 'GET', /\/attachments(\/detail)?$/)

describe('the Volumes page’s reads', () => {
  it('asks for names and modes with a page that shows attachments', async () => {
    const member = await demo.signIn('member')
    renderVolumeList(member, createQueryClient({ retry: false }))
    const table = await screen.findByRole('table', { name: 'Volumes' })
    const row = (await within(table).findByRole('link', { name: 'pg-shared-data' })).closest('tr')!
    // The names of db-primary and db-standby, and their modes.
    expect(await within(row).findByText('db-primary')).toBeInTheDocument()
    expect(servers.count).toBe(1)
    // The modes sorted, until the first rw one: the twelve read-only workers take two pages.
    expect(attachments.count).toBe(2)
  })

  it('asks for neither with a page none of whose volumes is attached, the names once the server filter opens', async () => {
    const user = userEvent.setup({ delay: null })
    const member = await demo.signIn('member')
    const queryClient = createQueryClient({ retry: false })
    renderVolumeList(member, queryClient, '/volumes?status=available')
    const table = await screen.findByRole('table', { name: 'Volumes' })
    expect(await within(table).findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    // Drawn with its rows: an enabled query would be fetching by now; these were never asked.
    for (const key of [serverNamesOptions(member).queryKey, attachmentModesOptions(member).queryKey])
      expect(queryClient.getQueryState(key)).toMatchObject({ fetchStatus: 'idle', dataUpdatedAt: 0, errorUpdatedAt: 0 })
    expect([servers.count, attachments.count]).toEqual([0, 0])

    await user.click(screen.getByRole('combobox', { name: 'Attached to instance' }))
    expect(await screen.findByRole('option', { name: 'db-primary' })).toBeInTheDocument()
    expect([servers.count, attachments.count]).toEqual([1, 0])
  })

  it('an export asks for the names and modes its attached volumes need, once', async () => {
    const member = await demo.signIn('member')
    const queryClient = createQueryClient({ retry: false })
    expect(cachedAttachmentLookups(queryClient, member)).toEqual({ servers: undefined, modes: undefined })
    await fetchAttachmentLookups(queryClient, member)
    expect([servers.count, attachments.count]).toEqual([1, 2])
    // Fresh in the cache: a second export asks nothing again.
    await fetchAttachmentLookups(queryClient, member)
    expect([servers.count, attachments.count]).toEqual([1, 2])
    const { volumes } = await member.cinder.listVolumes({ limit: 100 })
    const dataset = volumes.find((volume) => volume.name === 'imagenet-dataset')!
    const { servers: names, modes } = cachedAttachmentLookups(queryClient, member)
    const text = attachedToText(dataset, names, modes)
    // Twelve workers, read-only.
    expect(text.split('; ')).toHaveLength(12)
    expect(text).toMatch(/^worker-\d\d \(ro\)(; worker-\d\d \(ro\))*$/)
  })
})
