// Shelve Instance / Unshelve Instance: Nova answers 202 and works on; the server list polls
// while the task lasts, and the volumes follow (offloaded reservations, then attached again).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Server } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useClient } from '../../../lib/session'
import { invalidateAttachState } from '../../volumes/attach/invalidate'
import { serverDisplayName } from '../server-format'

export type ShelveKind = 'shelve' | 'unshelve'

const STARTED: Record<ShelveKind, string> = { shelve: 'Shelving', unshelve: 'Unshelving' }

export function useShelving() {
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  return useMutation({
    mutationFn: ({ kind, server }: { kind: ShelveKind; server: Server }) =>
      kind === 'shelve' ? client.nova!.shelve(server.id) : client.nova!.unshelve(server.id),
    onSuccess: (_result, { kind, server }) => {
      notify.success(`${STARTED[kind]} ${serverDisplayName(server)}`)
      return invalidateAttachState(queryClient)
    },
    onError: (error, { kind, server }) => notify.error(`Could not ${kind} ${serverDisplayName(server)}`, error),
  })
}
