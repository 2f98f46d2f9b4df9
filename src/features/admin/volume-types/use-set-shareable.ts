// "Set Shareable" / "Unset Shareable" on an existing type: writes the multiattach extra spec.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VolumeType } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { MULTIATTACH_SPEC } from '../../../rules/volume-types'
import { shareableSpec } from './type-rules'

export interface SetShareable {
  type: VolumeType
  shareable: boolean
}

/**
 * Unset deletes the key rather than writing "<is> False": Cinder's CapabilitiesFilter matches
 * unscoped specs against backend capabilities, so "<is> False" would keep new volumes of the type
 * off backends that report multiattach.
 */
export function useSetShareable() {
  const t = useT()
  const client = useClient()
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ type, shareable }: SetShareable) => {
      if (shareable) await client.cinder.setVolumeTypeExtraSpecs(type.id, shareableSpec())
      else await client.cinder.deleteVolumeTypeExtraSpec(type.id, MULTIATTACH_SPEC)
    },
    onSuccess: (_specs, { type, shareable }) => {
      notify.success(
        shareable
          ? t('Volume type {{name}} is now shareable (multi-attach)', { name: type.name })
          : t('Volume type {{name}} is no longer shareable (multi-attach)', { name: type.name }),
      )
    },
    onError: (error, { type }) => notify.error(t('Could not change volume type {{name}}', { name: type.name }), error),
    // Awaited, so the row's button stays busy until the table shows the new spec; only the list
    // changes, not the types' encryption.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.volumeTypes, exact: true }),
  })
}
