// startVolumeList fills the very cache entries the Volumes page reads for that address.
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { attachmentModesOptions } from '../../queries/attachment-modes'
import { serverNamesOptions } from '../../queries/servers'
import { volumePageOptions, type VolumePageResult } from '../../queries/volume-page'
import { setUpDemoCloud, waitFor } from '../../test/demo-cloud'
import { countRequests } from '../../test/request-log'
import { readView } from './list/view-state'
import { startVolumeList } from './start-volume-list'

const demo = setUpDemoCloud()
const servers = countRequests(demo, 'GET', /\/servers(\/detail)?$/)
const attachments = countRequests(demo, 'GET', /\/attachments(\/detail)?$/)

describe('startVolumeList', () => {
  it("reads the page of the address, the servers and the modes under the page's own keys", async () => {
    const client = await demo.signIn('member')
    const queryClient = createQueryClient({ retry: false })
    const search = '?sort=name:asc&size=10'
    void startVolumeList(queryClient, client, search)
    const view = readView(new URLSearchParams(search))
    const page = await waitFor<VolumePageResult>(async () =>
      queryClient.getQueryData(volumePageOptions(client, view).queryKey),
    )
    expect(page.volumes.map((volume) => volume.name)).toEqual(
      (await client.cinder.listVolumes({ sort: 'name:asc', limit: 10 })).volumes.map((volume) => volume.name),
    )
    expect(await waitFor(async () => queryClient.getQueryData(serverNamesOptions(client).queryKey))).toBeDefined()
    expect(await waitFor(async () => queryClient.getQueryData(attachmentModesOptions(client).queryKey))).toBeDefined()
  })

  it('asks for no server names or modes when no volume on the page is attached', async () => {
    const client = await demo.signIn('member')
    const queryClient = createQueryClient({ retry: false })
    const search = '?status=available'
    await startVolumeList(queryClient, client, search)
    const page = queryClient.getQueryData(volumePageOptions(client, readView(new URLSearchParams(search))).queryKey)
    expect(page?.volumes.length).toBeGreaterThan(0)
    expect(page?.volumes.every((volume) => volume.attachments.length === 0)).toBe(true)
    expect(queryClient.getQueryState(serverNamesOptions(client).queryKey)).toBeUndefined()
    expect(queryClient.getQueryState(attachmentModesOptions(client).queryKey)).toBeUndefined()
    expect([servers.count, attachments.count]).toEqual([0, 0])
  })
})
