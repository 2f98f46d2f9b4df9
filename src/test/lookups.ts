// Lookups by name through the API module, for tests.
import type { OpenStackClient, Server, Volume } from '../api'

export async function volumeNamed(client: OpenStackClient, name: string): Promise<Volume> {
  const { volumes } = await client.cinder.listVolumes({ filters: { name } })
  const volume = volumes[0]
  if (!volume) throw new Error(`no volume named ${name}`)
  return volume
}

export async function serverNamed(client: OpenStackClient, name: string): Promise<Server> {
  const { servers } = await client.nova!.listServers({ filters: { name: `^${name}$` } })
  const server = servers[0]
  if (!server) throw new Error(`no server named ${name}`)
  return server
}
