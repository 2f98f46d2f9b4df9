// attachmentModesOptions against the demo cloud: every attachment's mode as the full list gives
// it, from one request however many read/write attachments the project has, and from more pages
// only when more attachments than the first page holds are not read/write.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { createQueryClient } from '../lib/query-client'
import { setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { FIRST_MODES_PAGE, attachmentModesOptions } from './attachment-modes'

const demo = setUpDemoCloud({ scenario: 'empty', settings: { transitionMs: 0 } })

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

/** A shareable volume with `modes.length` attachments of those modes, each to a host of its own. */
async function sharedVolume(client: OpenStackClient, modes: Array<'ro' | 'rw'>) {
  const created = await client.cinder.createVolume({ size: 1, name: 'shared', volume_type: 'multiattach' })
  await waitFor(async () => (await client.cinder.getVolume(created.id)).status === 'available')
  for (const [index, mode] of modes.entries()) {
    const host = `host-${index}`
    const connector = { host, initiator: `iqn.1993-08.org.debian:01:${host}`, ip: '127.0.0.1', platform: 'x86_64' }
    const { id } = await client.cinder.createAttachment({ volumeId: created.id, mode, connector })
    await client.cinder.completeAttachment(id)
  }
}

describe('attachmentModesOptions', () => {
  it("gives every attachment's mode from one request when the first page holds the ones not rw", async () => {
    const member = await demo.signIn('member')
    await sharedVolume(member, ['rw', 'ro', 'rw', 'rw', 'ro', 'rw'])
    const expected = await everyMode(member)
    expect([...expected.values()].filter((mode) => mode === 'ro')).toHaveLength(2)
    const { modes, urls } = await read(member)
    expect(urls).toHaveLength(1)
    expect(new URL(urls[0]!).searchParams.get('sort')).toBe('attach_mode:asc,id:asc')
    expect(new URL(urls[0]!).searchParams.get('limit')).toBe(String(FIRST_MODES_PAGE))
    for (const [id, mode] of expected) expect([id, modes.get(id)]).toEqual([id, mode])
  })

  it('reads further pages only while the attachments are not read/write', async () => {
    const member = await demo.signIn('member')
    await sharedVolume(member, [...Array<'ro'>(FIRST_MODES_PAGE + 3).fill('ro'), 'rw', 'rw'])
    const expected = await everyMode(member)
    const { modes, urls } = await read(member)
    expect(urls).toHaveLength(2)
    for (const [id, mode] of expected) expect([id, modes.get(id)]).toEqual([id, mode])
  })
})
