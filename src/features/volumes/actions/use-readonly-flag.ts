// Set read-only / Set read/write: Cinder's volume-level flag, which makes every later
// attachment read-only on any cloud (R16).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Volume } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { volumeDisplayName } from '../volume-format'

export function useReadonlyFlag() {
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  return useMutation({
    mutationFn: (volume: Volume) => client.cinder.setReadonly(volume.id, volume.metadata.readonly !== 'True'),
    onSuccess: (_result, volume) => {
      notify.success(
        `${volumeDisplayName(volume)} is now ${volume.metadata.readonly === 'True' ? 'read/write' : 'read-only'}`,
      )
      return queryClient.invalidateQueries({ queryKey: keys.volumes })
    },
    onError: (error, volume) =>
      notify.error(`Could not change the read-only flag of ${volumeDisplayName(volume)}`, error),
  })
}
