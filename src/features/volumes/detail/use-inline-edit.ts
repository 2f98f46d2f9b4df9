// The volume page's inline edits of the name and the description: one PUT /volumes/{id} of that
// field, through the write path every dialog uses.
import type { Volume } from '../../../api'
import { volumeDisplayName } from '../../../components/format'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'

export type InlineField = 'name' | 'description'

export function useInlineVolumeEdit(volume: Volume) {
  const t = useT()
  const client = useClient()
  const edit = useApiMutation<{ field: InlineField; value: string }, Volume>({
    mutationFn: ({ field, value }) => client.cinder.updateVolume(volume.id, { [field]: value.trim() }),
    invalidates: ['volume'],
    success: (saved) => t('Saved volume {{name}}', { name: volumeDisplayName(saved) }),
  })
  return {
    save: async (field: InlineField, value: string) => (await edit.run({ field, value })) !== undefined,
    pending: edit.isPending,
    error: edit.error,
    field: edit.variables?.field,
  }
}
