import { describe, expect, it } from 'vitest'
import type { Server, Volume } from '../api'
import { AttachmentModes } from './attachment-modes'
import { REASONS, sharingMap, STUCK_AFTER_MS } from './sharing-map'

const NOW = Date.parse('2026-11-29T12:00:00Z')

const server = (id: string, host = 'compute-1', patch: Partial<Server> = {}) =>
  ({
    id,
    name: `name-${id}`,
    status: 'ACTIVE',
    hostId: `host-${host}`,
    'OS-EXT-AZ:availability_zone': host === 'compute-legacy' ? 'legacy' : 'nova',
    'os-extended-volumes:volumes_attached': [],
    ...patch,
  }) as Server

const volume = (id: string, serverIds: string[], patch: Partial<Volume> = {}) =>
  ({
    id,
    name: `vol-${id}`,
    status: serverIds.length ? 'in-use' : 'available',
    multiattach: false,
    volume_type: 'plain',
    created_at: '2026-11-29T11:00:00Z',
    updated_at: '2026-11-29T11:00:00Z',
    attachments: serverIds.map((serverId) => ({
      id,
      attachment_id: `a-${id}-${serverId}`,
      volume_id: id,
      server_id: serverId,
      host_name: null,
      device: '/dev/vdb',
      attached_at: '',
    })),
    ...patch,
  }) as Volume

/** Servers whose Nova record lists the volumes Cinder attached to them. */
function novaOf(volumes: Volume[], servers: Server[]): Server[] {
  return servers.map((item) => ({
    ...item,
    'os-extended-volumes:volumes_attached': [
      ...item['os-extended-volumes:volumes_attached'],
      ...volumes.filter((v) => v.attachments.some((a) => a.server_id === item.id)).map((v) => ({ id: v.id })),
    ],
  }))
}

const rwOnly = new AttachmentModes(new Map())

describe('the sharing map model', () => {
  it('draws a shared volume with its RW and RO edges, servers grouped by zone and host', () => {
    const servers = [server('s1'), server('s2', 'compute-2'), server('s3', 'compute-2')]
    const volumes = [
      volume('pg', ['s1', 's2'], { multiattach: true }),
      volume('data', ['s2', 's3'], { multiattach: true }),
      volume('root', ['s3']),
    ]
    const modes = new AttachmentModes(new Map([['a-data-s3', 'ro' as const]]))
    const map = sharingMap({ volumes, servers: novaOf(volumes, servers), modes, now: NOW })
    expect(map.nodes.map((node) => node.key).sort()).toEqual(['s:s1', 's:s2', 's:s3', 'v:data', 'v:pg'])
    expect(map.edges.map((edge) => `${edge.from}>${edge.to}:${edge.mode}`).sort()).toEqual([
      'v:data>s:s2:rw',
      'v:data>s:s3:ro',
      'v:pg>s:s1:rw',
      'v:pg>s:s2:rw',
    ])
    expect(map.zones).toEqual([
      {
        zone: 'nova',
        hosts: [
          {
            key: 'host-compute-1',
            label: 'host-compute-1',
            zone: 'nova',
            servers: 1,
            aggregated: false,
            multiattach: null,
          },
          {
            key: 'host-compute-2',
            label: 'host-compute-2',
            zone: 'nova',
            servers: 2,
            aggregated: false,
            multiattach: null,
          },
        ],
      },
    ])
    // A server's own disk is in the table, and on the map when asked for.
    expect(map.links).toHaveLength(5)
    const every = sharingMap({ volumes, servers, modes, now: NOW, filters: { everyVolume: true } })
    expect(every.nodes.some((node) => node.key === 'v:root')).toBe(true)
  })

  it('uses the host name where the caller is an admin', () => {
    const servers = [server('s1', 'x', { 'OS-EXT-SRV-ATTR:host': 'compute-9' })]
    const volumes = [volume('v', ['s1'], { multiattach: true })]
    expect(sharingMap({ volumes, servers, modes: rwOnly, now: NOW }).zones[0]?.hosts[0]?.key).toBe('compute-9')
  })

  it('aggregates a host of many servers into one node with a count, and draws them once opened', () => {
    const servers = Array.from({ length: 200 }, (_, index) => server(`n${index}`, index < 150 ? 'big' : 'small'))
    const modes = new AttachmentModes(new Map(servers.slice(1).map((item) => [`a-big-${item.id}`, 'ro' as const])))
    const volumes = [
      volume(
        'big',
        servers.map((item) => item.id),
        { multiattach: true },
      ),
    ]
    const map = sharingMap({ volumes, servers, modes, now: NOW, aggregateAbove: 60 })
    const group = map.nodes.find((node) => node.kind === 'hostGroup')
    expect(group).toMatchObject({ key: 'h:host-big', count: 150, label: 'host-big' })
    // The small host's 50 servers are drawn one by one; the big one's are one node.
    expect(map.nodes.filter((node) => node.kind === 'server')).toHaveLength(50)
    expect(map.edges.filter((edge) => edge.to === 'h:host-big').map((edge) => [edge.mode, edge.count])).toEqual([
      ['rw', 1],
      ['ro', 149],
    ])
    expect(map.zones[0]?.hosts.find((host) => host.key === 'host-big')?.aggregated).toBe(true)
    const opened = sharingMap({
      volumes,
      servers,
      modes,
      now: NOW,
      aggregateAbove: 60,
      expanded: new Set(['host-big']),
    })
    expect(opened.nodes.filter((node) => node.kind === 'server')).toHaveLength(200)
    expect(opened.nodes.some((node) => node.kind === 'hostGroup')).toBe(false)
  })

  it('filters by type, zone, host, mode and name', () => {
    const servers = [server('s1'), server('s2', 'compute-2'), server('s3', 'compute-legacy')]
    const volumes = [
      volume('a', ['s1', 's2'], { multiattach: true, volume_type: 'multiattach' }),
      volume('b', ['s2', 's3'], { multiattach: true, volume_type: 'shared-ssd' }),
    ]
    const modes = new AttachmentModes(new Map([['a-b-s3', 'ro' as const]]))
    const keys = (filters: object) =>
      sharingMap({ volumes, servers, modes, now: NOW, filters })
        .edges.map((edge) => `${edge.from}>${edge.to}`)
        .sort()
    expect(keys({ type: 'shared-ssd' })).toEqual(['v:b>s:s2', 'v:b>s:s3'])
    expect(keys({ zone: 'legacy' })).toEqual(['v:b>s:s3'])
    expect(keys({ host: 'host-compute-2' })).toEqual(['v:a>s:s2', 'v:b>s:s2'])
    expect(keys({ mode: 'ro' })).toEqual(['v:b>s:s3'])
    expect(keys({ search: 'NAME-S1' })).toEqual(['v:a>s:s1'])
    expect(keys({ search: 'vol-b' })).toEqual(['v:b>s:s2', 'v:b>s:s3'])
  })

  it('flags a shareable volume with more than one read/write attachment', () => {
    const servers = [server('s1'), server('s2'), server('s3')]
    const volumes = [volume('pg', ['s1', 's2', 's3'], { multiattach: true })]
    const modes = new AttachmentModes(new Map([['a-pg-s3', 'ro' as const]]))
    const map = sharingMap({ volumes, servers: novaOf(volumes, servers), modes, now: NOW })
    expect(map.findings).toEqual([
      { kind: 'multiWriter', objects: ['v:pg', 's:s1', 's:s2'], reason: REASONS.multiWriter, values: { count: 2 } },
    ])
    expect(map.nodes.filter((node) => node.flagged).map((node) => node.key)).toEqual(['v:pg', 's:s1', 's:s2'])
    // One writer and readers: nothing to flag.
    const oneWriter = new AttachmentModes(
      new Map([
        ['a-pg-s2', 'ro' as const],
        ['a-pg-s3', 'ro' as const],
      ]),
    )
    expect(sharingMap({ volumes, servers, modes: oneWriter, now: NOW }).findings).toEqual([])
  })

  it('flags a volume reserved, attaching or detaching for longer than a few minutes', () => {
    const servers = [server('s1')]
    const old = new Date(NOW - STUCK_AFTER_MS - 60_000).toISOString()
    const fresh = new Date(NOW - 60_000).toISOString()
    const volumes = [
      volume('stuck', [], { status: 'detaching', updated_at: old }),
      volume('busy', [], { status: 'attaching', updated_at: fresh }),
    ]
    const findings = sharingMap({ volumes, servers, modes: rwOnly, now: NOW }).findings
    expect(findings).toEqual([
      {
        kind: 'inTransition',
        objects: ['v:stuck'],
        reason: REASONS.inTransition,
        values: { status: 'detaching', minutes: 6 },
      },
    ])
  })

  it('flags an in-use volume without an attachment, and a volume only Nova lists on a server', () => {
    const servers = [server('s1', 'compute-1', { 'os-extended-volumes:volumes_attached': [{ id: 'ghost' }] })]
    const volumes = [volume('lost', [], { status: 'in-use' }), volume('ghost', [], { status: 'in-use' })]
    const map = sharingMap({ volumes, servers, modes: rwOnly, now: NOW })
    expect(map.findings.map((finding) => [finding.kind, finding.objects])).toEqual([
      ['inUseNoAttachment', ['v:lost']],
      ['inUseNoAttachment', ['v:ghost']],
      ['novaOnly', ['v:ghost', 's:s1']],
    ])
    // A flagged volume is drawn although it is not shared; its Nova-only link has no mode.
    expect(map.edges).toEqual([{ key: 'v:ghost>s:s1>-', from: 'v:ghost', to: 's:s1', mode: null, count: 1 }])
  })

  it('flags a shelved-offloaded server holding a shared volume (its reservation is no Nova-only link)', () => {
    const offloaded = server('s1', 'x', {
      status: 'SHELVED_OFFLOADED',
      hostId: '',
      'os-extended-volumes:volumes_attached': [{ id: 'pg' }, { id: 'own' }],
    })
    const volumes = [
      volume('pg', [], { status: 'reserved', multiattach: true, updated_at: new Date(NOW).toISOString() }),
      volume('own', [], { status: 'reserved', updated_at: new Date(NOW).toISOString() }),
    ]
    const map = sharingMap({ volumes, servers: [offloaded], modes: rwOnly, now: NOW })
    expect(map.findings).toEqual([
      { kind: 'offloadedShared', objects: ['s:s1', 'v:pg'], reason: REASONS.offloadedShared, values: {} },
    ])
    expect(map.zones[0]?.hosts[0]?.key).toBe('offloaded')
  })

  it("flags a shareable volume on a node Placement lists without multi-attach, and marks that host (an admin's view)", () => {
    const admin = (id: string, host: string) =>
      server(id, host, { 'OS-EXT-SRV-ATTR:host': host, 'OS-EXT-SRV-ATTR:hypervisor_hostname': host })
    const servers = [admin('s1', 'compute-1'), admin('s2', 'compute-legacy'), admin('s3', 'compute-new')]
    const volumes = [volume('pg', ['s1', 's2'], { multiattach: true }), volume('own', ['s2']), volume('x', ['s3'])]
    const nodes = { known: new Set(['compute-1', 'compute-legacy']), capable: new Set(['compute-1']) }
    const modes = new AttachmentModes(new Map([['a-pg-s1', 'ro' as const]]))
    const map = sharingMap({
      volumes,
      servers: novaOf(volumes, servers),
      modes,
      now: NOW,
      nodes,
      filters: { everyVolume: true },
    })
    // Only the shareable volume is a finding; a node Placement does not list is not judged.
    expect(map.findings).toEqual([
      {
        kind: 'hostCannotMultiattach',
        objects: ['v:pg', 's:s2'],
        reason: REASONS.hostCannotMultiattach,
        values: { host: 'compute-legacy' },
      },
    ])
    const hosts = map.zones.flatMap((zone) => zone.hosts.map((host) => [host.key, host.multiattach]))
    expect(Object.fromEntries(hosts)).toEqual({ 'compute-1': true, 'compute-legacy': false, 'compute-new': null })
    // Without Placement's answer (anyone but an admin) nothing is judged.
    expect(sharingMap({ volumes, servers: novaOf(volumes, servers), modes, now: NOW }).findings).toEqual([])
  })
})
