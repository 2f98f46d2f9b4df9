// Shelve Instance / Unshelve Instance: Nova answers 202 and works on; the server list polls
// while the task lasts, and the volumes follow (offloaded reservations, then attached again).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Server } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { invalidateAttachState } from '../../../attachments/invalidate-old'
import { serverDisplayName } from '../server-format'

export type ShelveKind = 'shelve' | 'unshelve'

export function useShelving() {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  return useMutation({
    mutationFn: ({ kind, server }: { kind: ShelveKind; server: Server }) =>
      kind === 'shelve' ? client.nova!.shelve(server.id) : client.nova!.unshelve(server.id),
    onSuccess: (_result, { kind, server }) => {
      const name = serverDisplayName(server)
      notify.success(kind === 'shelve' ? t('Shelving {{name}}', { name }) : t('Unshelving {{name}}', { name }))
      return invalidateAttachState(queryClient)
    },
    onError: (error, { kind, server }) => {
      const name = serverDisplayName(server)
      notify.error(
        kind === 'shelve' ? t('Could not shelve {{name}}', { name }) : t('Could not unshelve {{name}}', { name }),
        error,
      )
    },
  })
}
