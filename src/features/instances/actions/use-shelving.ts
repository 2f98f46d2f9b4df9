// Shelve Instance / Unshelve Instance: Nova answers 202 and works on; the server list polls
// while the task lasts, and the volumes follow (offloaded reservations, then attached again).
import type { Server } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { serverDisplayName } from '../server-format'

export type ShelveKind = 'shelve' | 'unshelve'

export function useShelving() {
  const t = useT()
  const client = useClient()
  return useApiMutation<{ kind: ShelveKind; server: Server }, void>({
    mutationFn: ({ kind, server }) =>
      kind === 'shelve' ? client.nova!.shelve(server.id) : client.nova!.unshelve(server.id),
    invalidates: ['server'],
    success: (_result, { kind, server }) => {
      const name = serverDisplayName(server)
      return kind === 'shelve' ? t('Shelving {{name}}', { name }) : t('Unshelving {{name}}', { name })
    },
    failure: ({ kind, server }) => {
      const name = serverDisplayName(server)
      return kind === 'shelve' ? t('Could not shelve {{name}}', { name }) : t('Could not unshelve {{name}}', { name })
    },
    // Shelving one server and unshelving another may go on at once.
    sendKey: ({ server }) => server.id,
  })
}
