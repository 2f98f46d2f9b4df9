// Set read-only / Set read/write: Cinder's volume-level flag, which makes every later
// attachment read-only on any cloud (R16).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Volume } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { volumeDisplayName } from '../../../lib/format'

export function useReadonlyFlag() {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  return useMutation({
    mutationFn: (volume: Volume) => client.cinder.setReadonly(volume.id, volume.metadata.readonly !== 'True'),
    onSuccess: (_result, volume) => {
      const name = volumeDisplayName(volume)
      notify.success(
        volume.metadata.readonly === 'True'
          ? t('{{name}} is now read/write', { name })
          : t('{{name}} is now read-only', { name }),
      )
      return queryClient.invalidateQueries({ queryKey: keys.volumes })
    },
    onError: (error, volume) =>
      notify.error(t('Could not change the read-only flag of {{name}}', { name: volumeDisplayName(volume) }), error),
  })
}
