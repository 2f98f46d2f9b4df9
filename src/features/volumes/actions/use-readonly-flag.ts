// Set read-only / Set read/write: Cinder's volume-level flag, which makes every later
// attachment read-only on any cloud (R16, docs/rules.md).
import type { Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'

export function useReadonlyFlag() {
  const t = useT()
  const client = useClient()
  return useApiMutation<Volume, void>({
    mutationFn: (volume) => client.cinder.setReadonly(volume.id, volume.metadata.readonly !== 'True'),
    invalidates: ['volume'],
    success: (_result, volume) => {
      const name = volumeDisplayName(volume)
      return volume.metadata.readonly === 'True'
        ? t('{{name}} is now read/write', { name })
        : t('{{name}} is now read-only', { name })
    },
    failure: (volume) => t('Could not change the read-only flag of {{name}}', { name: volumeDisplayName(volume) }),
  })
}
