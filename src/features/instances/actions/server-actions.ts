// Which actions a server offers, each with the reason when it is not allowed. Labels and reasons
// are translated when the menu opens (the menu computes them then).
import type { OpenStackClient, Server } from '../../../api'
import { tr } from '../../../i18n/tr'
import type { Guard } from '../../../rules/guards'
import { canChangeServerVolumes, canDeleteServer, canShelve, canUnshelve } from '../../../rules/guards'
import { asWriter } from '../../../rules/roles'
import { featureReason } from '../../../components/error-text'
import { volumeIdsOf } from '../server-format'

export type ServerActionId = 'attach' | 'detach' | 'volumes' | 'shelve' | 'unshelve' | 'delete'

export interface ServerAction {
  id: ServerActionId
  label: string
  guard: Guard
}

export function computeVersionOf(client: OpenStackClient): string {
  return client.nova?.version ?? '2.1'
}

export function serverActions(server: Server, client: OpenStackClient): ServerAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const version = computeVersionOf(client)
  return [
    {
      id: 'attach',
      label: tr('Attach Volume'),
      guard: guard(() => canChangeServerVolumes(server, 'attach_volume', version)),
    },
    {
      id: 'detach',
      label: tr('Detach Volume'),
      guard: guard(() =>
        volumeIdsOf(server).length === 0
          ? { ok: false, reason: tr('No volume is attached to this server.') }
          : canChangeServerVolumes(server, 'detach_volume', version),
      ),
    },
    {
      id: 'volumes',
      label: tr('Delete on Termination'),
      guard: guard(() => {
        const feature = client.feature('deleteOnTerminationUpdate')
        if (!feature.available) return { ok: false, reason: featureReason(feature) }
        return volumeIdsOf(server).length === 0
          ? { ok: false, reason: tr('No volume is attached to this server.') }
          : { ok: true }
      }),
    },
    { id: 'shelve', label: tr('Shelve Instance'), guard: guard(() => canShelve(server)) },
    { id: 'unshelve', label: tr('Unshelve Instance'), guard: guard(() => canUnshelve(server)) },
    { id: 'delete', label: tr('Delete'), guard: guard(() => canDeleteServer(server)) },
  ]
}
