// A volume's history against the demo cloud: the shared database volume's creation, its two
// attachments with who made them and the request id (Nova's instance actions), its snapshots, a
// failure Cinder recorded, and an attachment made now through Nova, in Cinder's order of time.
import { screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, Volume } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { renderWithClient } from '../../../test/render-with-client'
import { HISTORY_SERVERS, VolumeHistory } from './VolumeHistory'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function show(client: OpenStackClient, volume: Volume) {
  const { servers } = await client.nova!.listServers({ limit: 1000 })
  const names = new Map(servers.map((server) => [server.id, server.name]))
  renderWithClient(
    <MemoryRouter>
      <VolumeHistory volume={volume} serverName={(id) => names.get(id) ?? id} />
    </MemoryRouter>,
    client,
  )
  const list = await screen.findByRole('list', { name: 'History' })
  await waitFor(() => expect(screen.queryByText('Reading the history…')).not.toBeInTheDocument())
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

describe('a volume’s history', () => {
  it('lists creation, each attachment with its user and request, and the snapshots, newest first', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'pg-shared-data')
    const userId = volume.user_id

    const items = await show(client, volume)

    expect(items).toHaveLength(5)
    expect(items[0]).toMatch(/Snapshot taken: pg-before-upgrade \(available\)/)
    expect(items[1]).toMatch(/Snapshot taken: pg-nightly \(available\)/)
    expect(items[2]).toMatch(new RegExp(`Attached to db-standby as /dev/vdb.*by user ${userId} · request req-`))
    expect(items[3]).toMatch(new RegExp(`Attached to db-primary as /dev/vdb.*by user ${userId} · request req-`))
    expect(items[4]).toMatch(new RegExp(`Volume created.*by user ${userId}`))
    expect(screen.getByText(/^Where the history ends:/)).toHaveTextContent(`up to ${HISTORY_SERVERS} servers`)
    // Each holder's name opens its instance page.
    expect(screen.getByRole('link', { name: 'db-standby' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/instances\/[0-9a-f-]+$/),
    )
    expect(screen.getByRole('link', { name: 'pg-nightly' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/snapshots\//),
    )
  })

  it('names the request of an attachment made now, and says how many holders’ actions it did not read', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const web = await serverNamed(client, 'web-1')
    await client.nova!.attachVolume(web.id, { volumeId: scratch.id })
    const attached = await waitFor(async () => {
      const volume = await client.cinder.getVolume(scratch.id)
      expect(volume.status).toBe('in-use')
      return volume
    })
    const [action] = (await client.nova!.listInstanceActions(web.id)).filter((item) => item.action === 'attach_volume')

    const items = await show(client, attached)
    expect(items[0]).toMatch(`Attached to web-1 as /dev/vdb`)
    expect(items[0]).toContain(`request ${action!.request_id}`)

    // The dataset held by more workers than the history reads the actions of.
    const dataset = await volumeNamed(client, 'imagenet-dataset')
    const holders = new Set(dataset.attachments.map((attachment) => attachment.server_id)).size
    expect(holders).toBeGreaterThan(HISTORY_SERVERS)
    document.body.innerHTML = ''
    await show(client, dataset)
    expect(screen.getByText(/^Where the history ends:/)).toHaveTextContent(
      `${holders - HISTORY_SERVERS} more servers hold it; their actions are not read here.`,
    )
  })
})
