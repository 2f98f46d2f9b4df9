// attachmentModesOptions against the demo cloud: every attachment's mode as the full list gives
// it, from one request however many read/write attachments the project has, and from more pages
// only when more attachments than the first page holds are not read/write.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { createQueryClient } from '../lib/query-client'
import { setUpDemoCloud } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'
import { FIRST_MODES_PAGE, attachmentModesOptions } from './attachment-modes'

const demo = setUpDemoCloud()

function countAttachmentCalls() {
  const urls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes('/attachments')) urls.push(request.url)
  }
  demo.server.events.on('request:start', listener)
  return { urls, stop: () => demo.server.events.removeListener('request:start', listener) }
}

async function everyMode(client: OpenStackClient) {
  const all = await client.cinder.listAttachmentDetails({ limit: 1000 })
  return new Map(all.map((attachment) => [attachment.id, attachment.attach_mode]))
}

async function read(client: OpenStackClient) {
  const calls = countAttachmentCalls()
  try {
    const modes = await createQueryClient({ retry: false }).fetchQuery(attachmentModesOptions(client))
    return { modes, urls: calls.urls }
  } finally {
    calls.stop()
  }
}

describe('attachmentModesOptions', () => {
  it("gives every attachment's mode from one request", async () => {
    const member = await demo.signIn('member')
    const expected = await everyMode(member)
    expect([...expected.values()]).toContain('ro')
    expect([...expected.values()]).toContain('rw')
    const { modes, urls } = await read(member)
    expect(urls).toHaveLength(1)
    expect(new URL(urls[0]!).searchParams.get('sort')).toBe('attach_mode:asc,id:asc')
    for (const [id, mode] of expected) expect([id, modes.get(id)]).toEqual([id, mode])
  })

  it('reads further pages only while the attachments are not read/write', async () => {
    const member = await demo.signIn('member')
    const shared = await volumeNamed(member, 'pg-shared-data')
    for (let index = 0; index < FIRST_MODES_PAGE + 5; index += 1) {
      const host = `reader-${index}`
      const connector = { host, initiator: `iqn.1993-08.org.debian:01:${host}`, ip: '127.0.0.1', platform: 'x86_64' }
      const { id } = await member.cinder.createAttachment({ volumeId: shared.id, mode: 'ro', connector })
      await member.cinder.completeAttachment(id)
    }
    const expected = await everyMode(member)
    const { modes, urls } = await read(member)
    expect(urls).toHaveLength(2)
    for (const [id, mode] of expected) expect([id, modes.get(id)]).toEqual([id, mode])
  })
})
