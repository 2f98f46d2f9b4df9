// "Set Shareable" / "Unset Shareable" on an existing type: writes the multiattach extra spec.
import type { VolumeType } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { MULTIATTACH_SPEC } from '../../../rules/volume-types'
import { shareableSpec } from '../../../rules/volume-types'

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
  return useApiMutation<SetShareable, void>({
    mutationFn: async ({ type, shareable }) => {
      if (shareable) await client.cinder.setVolumeTypeExtraSpecs(type.id, shareableSpec())
      else await client.cinder.deleteVolumeTypeExtraSpec(type.id, MULTIATTACH_SPEC)
    },
    // Settles once the table shows the new spec, so the row's button stays busy until then.
    invalidates: ['volumeType'],
    success: (_specs, { type, shareable }) =>
      shareable
        ? t('Volume type {{name}} is now shareable (multi-attach)', { name: type.name })
        : t('Volume type {{name}} is no longer shareable (multi-attach)', { name: type.name }),
    failure: ({ type }) => t('Could not change volume type {{name}}', { name: type.name }),
  })
}
