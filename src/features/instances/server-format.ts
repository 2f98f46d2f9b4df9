// How a server reads in the Instances panel.
import type { Server } from '../../api'

export function serverDisplayName(server: Pick<Server, 'id' | 'name'>): string {
  return server.name?.trim() ? server.name : server.id
}

/** Only admins see the compute host (OS-EXT-SRV-ATTR:host); a shelved-offloaded server has none. */
export function hostOf(server: Server): string {
  return server['OS-EXT-SRV-ATTR:host'] || '—'
}

/** The flavor's name: below compute 2.47 Nova sends only a reference, which has none. */
export function flavorOf(server: Server): string {
  return server.flavor?.original_name || '—'
}

export function volumeIdsOf(server: Server): string[] {
  return (server['os-extended-volumes:volumes_attached'] ?? []).map((item) => item.id)
}
