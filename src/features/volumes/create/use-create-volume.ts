// POST /volumes, then the toast and the refresh of every volume list and the quota.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Volume, VolumeCreateRequest } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { volumeDisplayName } from '../../../lib/format'

export function useCreateVolume() {
  const t = useT()
  const client = useClient()
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: VolumeCreateRequest['volume']): Promise<Volume> => client.cinder.createVolume(request),
    onSuccess: (volume) => {
      notify.success(t('Volume {{name}} is being created', { name: volumeDisplayName(volume) }))
      // Not awaited: the dialog closes at once, the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: keys.volumes })
      void queryClient.invalidateQueries({ queryKey: keys.limits })
    },
  })
}
