// startVolumeList fills the very cache entries the Volumes page reads for that address.
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { attachmentModesOptions } from '../../queries/attachment-modes'
import { serverNamesOptions } from '../../queries/servers'
import { volumePageOptions, type VolumePageResult } from '../../queries/volume-page'
import { setUpDemoCloud, waitFor } from '../../test/demo-cloud'
import { readView } from './list/view-state'
import { startVolumeList } from './start-volume-list'

const demo = setUpDemoCloud()

describe('startVolumeList', () => {
  it("reads the page of the address, the servers and the modes under the page's own keys", async () => {
    const client = await demo.signIn('member')
    const queryClient = createQueryClient({ retry: false })
    const search = '?sort=name:asc&size=10'
    startVolumeList(queryClient, client, search)
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
})
