// What the Volumes page asks for besides its page of volumes: the server names and the attachment
// modes only when a volume on the page is attached; an export of attached volumes from a page
// without any asks for them then, and names and modes them in the file.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { countRequests } from '../../../test/request-log'
import { renderVolumeList } from '../../../test/render-volume-list'
import { attachedToText, cachedLookups, exportLookups } from './volume-csv'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const servers = countRequests(demo, 'GET', /\/servers(\/detail)?$/)
const attachments = countRequests(demo, 'GET', /\/attachments(\/detail)?$/)

describe('the Volumes page’s reads', { timeout: 30_000 }, () => {
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

  it('asks for neither with a page none of whose volumes is attached', async () => {
    const member = await demo.signIn('member')
    renderVolumeList(member, createQueryClient({ retry: false }), '/volumes?status=available')
    const table = await screen.findByRole('table', { name: 'Volumes' })
    expect(await within(table).findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    expect([servers.count, attachments.count]).toEqual([0, 0])
  })

  it('an export asks for the names and modes its attached volumes need, once', async () => {
    const member = await demo.signIn('member')
    const queryClient = createQueryClient({ retry: false })
    expect(cachedLookups(queryClient, member)).toEqual({ servers: undefined, modes: undefined })
    await exportLookups(queryClient, member)
    expect([servers.count, attachments.count]).toEqual([1, 2])
    // Fresh in the cache: a second export asks nothing again.
    await exportLookups(queryClient, member)
    expect([servers.count, attachments.count]).toEqual([1, 2])
    const { volumes } = await member.cinder.listVolumes({ limit: 100 })
    const dataset = volumes.find((volume) => volume.name === 'imagenet-dataset')!
    const { servers: names, modes } = cachedLookups(queryClient, member)
    const text = attachedToText(dataset, names, modes)
    // Twelve workers, read-only.
    expect(text.split('; ')).toHaveLength(12)
    expect(text).toMatch(/^worker-\d\d \(ro\)(; worker-\d\d \(ro\))*$/)
  })
})
