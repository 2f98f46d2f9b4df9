import { renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../api'
import { createQueryClient } from '../lib/query-client'
import { serverIndexOptions } from '../queries/servers'
import { setUpDemoCloud } from '../test/demo-cloud'
import { serverNamed, volumeNamed } from '../test/lookups'
import { TestProviders } from '../test/render-with-client'
import { useDetach } from './use-detach'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function detachHook(client: OpenStackClient) {
  const queryClient = createQueryClient({ retry: false })
  // Servers are cached wherever attachments are listed; the root check reads them from there.
  await queryClient.prefetchQuery(serverIndexOptions(client))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client} queryClient={queryClient}>
      {children}
    </TestProviders>
  )
  return renderHook(() => useDetach(), { wrapper }).result.current
}

describe('useDetach', () => {
  it('refuses a root volume with the reason, without a single request', async () => {
    const client = await demo.signIn('member')
    const root = await volumeNamed(client, 'web-1-root')
    const detach = await detachHook(client)
    const requests: string[] = []
    const listener = ({ request }: { request: Request }) => requests.push(`${request.method} ${request.url}`)
    demo.server.events.on('request:start', listener)
    try {
      const [result] = (await detach.run({ volume: root, attachmentIds: [root.attachments[0]!.attachment_id] })) ?? []
      expect(result?.outcome).toEqual({
        ok: false,
        refused: true,
        message: "This is the server's root volume: Nova does not detach it.",
      })
    } finally {
      demo.server.events.removeListener('request:start', listener)
    }
    expect(requests).toEqual([])
    expect(await screen.findByText('Cannot detach web-1-root from web-1')).toBeInTheDocument()
  })

  it('detaches exactly the attachment asked for, through Nova', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const standby = await serverNamed(client, 'db-standby')
    const detach = await detachHook(client)
    const target = pg.attachments.find((attachment) => attachment.server_id === standby.id)!
    const [result] = (await detach.run({ volume: pg, attachmentIds: [target.attachment_id] })) ?? []
    expect(result).toMatchObject({ name: 'db-standby', outcome: { ok: true } })
    const now = await client.cinder.getVolume(pg.id)
    expect(now.attachments.map((attachment) => attachment.attachment_id)).not.toContain(target.attachment_id)
    expect(now.attachments).toHaveLength(1)
  })

  it('deletes an attachment without a server through the Cinder attachments API', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    // A consumer outside Nova: no instance_uuid, a connector of its own, then os-complete.
    const created = await client.cinder.createAttachment({
      volumeId: shared.id,
      connector: { host: 'backup-host', initiator: 'iqn.2004-10.com.example:backup', mountpoint: '/dev/sdb' },
    })
    await client.cinder.completeAttachment(created.id)
    const attached = await client.cinder.getVolume(shared.id)
    expect(attached.attachments).toMatchObject([{ attachment_id: created.id, server_id: null }])
    const nova = vi.spyOn(client.nova!, 'detachVolume')
    const cinder = vi.spyOn(client.cinder, 'deleteAttachment')
    const detach = await detachHook(client)
    const [result] = (await detach.run({ volume: attached, attachmentIds: [created.id] })) ?? []
    expect(result).toMatchObject({ name: 'external host', outcome: { ok: true } })
    expect(nova).not.toHaveBeenCalled()
    expect(cinder).toHaveBeenCalledWith(created.id)
    expect(await client.cinder.getVolume(shared.id)).toMatchObject({ status: 'available', attachments: [] })
  })
})
