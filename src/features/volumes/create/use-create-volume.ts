// POST /volumes, then the notification; the lists and the quota catch up behind the dialog.
import type { Volume, VolumeCreateRequest } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'

export function useCreateVolume(onCreated: (volume: Volume) => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<VolumeCreateRequest['volume'], Volume>({
    mutationFn: (request) => client.cinder.createVolume(request),
    invalidates: ['volume'],
    // The dialog closes at once; the lists catch up behind it.
    refresh: 'background',
    success: (volume) => t('Volume {{name}} is being created', { name: volumeDisplayName(volume) }),
    onSuccess: onCreated,
  })
}

export type CreateVolumeMutation = ReturnType<typeof useCreateVolume>
