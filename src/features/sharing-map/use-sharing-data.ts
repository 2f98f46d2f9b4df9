// The sharing map's reads, a number that does not grow with the servers or the volumes: the
// project's servers (one list, 1,000 a page), its in-use volumes (1,000 a page), its volumes
// reserved, attaching or detaching (one list each: Cinder filters by one status at a time,
// C:etc/cinder/resource_filters.json "volume"), and the attachment modes (one small call); for an
// administrator, Placement's nodes and those that can multi-attach (two calls).
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Volume, VolumeListParams } from '../../api'
import { useClient } from '../../lib/session'
import { attachmentModesOptions } from '../../queries/attachment-modes'
import { nodeCapabilitiesOptions } from '../../queries/placement'
import { serverIndexOptions } from '../../queries/servers'
import { inUseVolumesOptions, volumeListOptions } from '../../queries/volumes'

/** The statuses of an attachment on its way (its volume's attachments[] does not list it yet). */
const ON_THE_WAY = ['reserved', 'attaching', 'detaching'] as const

function onTheWay(status: (typeof ON_THE_WAY)[number], allProjects: boolean): VolumeListParams {
  return { filters: { status }, limit: 1000, ...(allProjects ? { allTenants: true } : {}) }
}

/** `allProjects`: an administrator's every project (all_tenants on each read), else the project's. */
export function useSharingData(allProjects = false) {
  const client = useClient()
  const servers = useQuery(serverIndexOptions(client, allProjects))
  const inUse = useQuery(inUseVolumesOptions(client, allProjects))
  // Read once: what the map flags there is what stays put; the Volumes page polls what moves.
  const others = useQueries({
    queries: ON_THE_WAY.map((status) => ({
      ...volumeListOptions(client, onTheWay(status, allProjects)),
      refetchInterval: false as const,
    })),
    combine: (results) => ({
      volumes: results.flatMap((result) => result.data?.volumes ?? []),
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  })
  const modes = useQuery(attachmentModesOptions(client, true, allProjects))
  // Not waited for: the map is drawn without it, and marks the hosts once it is in.
  const nodes = useQuery(nodeCapabilitiesOptions(client))
  const volumes = useMemo<Volume[]>(() => [...(inUse.data ?? []), ...others.volumes], [inUse.data, others.volumes])
  const modesKnown = !client.feature('attachmentsApi').available || modes.data !== undefined || modes.isError
  return {
    // A cloud without Nova has no servers to share with.
    servers: client.nova === null ? [] : servers.data?.list,
    volumes,
    modes: modes.data,
    nodes: nodes.data,
    pending: (client.nova !== null && servers.isPending) || inUse.isPending || others.pending || !modesKnown,
    error: servers.error ?? inUse.error ?? others.error ?? null,
  }
}
