// Create Volume Type as Horizon and the CLI do it: the type, then its extra specs (where Cinder
// checks multiattach against cacheable), then its encryption. If a later step fails the type is
// deleted again, so the admin can retry with the same name instead of meeting "already exists".
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OpenStackClient, VolumeType } from '../../../api'
import { errorText } from '../../../components/error-text'
import { useNotify } from '../../../components/notify'
import { tr } from '../../../i18n/tr'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import type { CreateTypeValues } from './create-type-form'
import { LUKS_FRONT_END, toExtraSpecs, toTypeRequest } from './create-type-form'

export async function createVolumeType(client: OpenStackClient, values: CreateTypeValues): Promise<VolumeType> {
  const type = await client.cinder.createVolumeType(toTypeRequest(values))
  try {
    const specs = toExtraSpecs(values)
    if (Object.keys(specs).length > 0) await client.cinder.setVolumeTypeExtraSpecs(type.id, specs)
    if (values.encrypted) await client.cinder.createVolumeTypeEncryption(type.id, LUKS_FRONT_END)
  } catch (error) {
    try {
      await client.cinder.deleteVolumeType(type.id)
    } catch (cleanup) {
      throw new Error(
        tr(
          '{{error}} The type {{name}} was created but could not be deleted again ({{cleanup}}): delete it before trying again.',
          { error: errorText(error).message, name: type.name, cleanup: errorText(cleanup).message },
        ),
        { cause: cleanup },
      )
    }
    throw error
  }
  return type
}

export function useCreateVolumeType() {
  const t = useT()
  const client = useClient()
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: CreateTypeValues) => createVolumeType(client, values),
    onSuccess: (type) => notify.success(t('Volume type {{name}} created', { name: type.name })),
    // Also after a failure: a type that could not be rolled back shows in the table. Only the
    // list: the other types' encryption did not change. Not awaited: the dialog closes at once.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.volumeTypes, exact: true }),
  })
}
