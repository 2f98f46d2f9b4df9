// Create Volume Type as Horizon and the CLI do it: the type, then its extra specs (where Cinder
// checks multiattach against cacheable), then its encryption. If a later step fails the type is
// deleted again, so the admin can retry with the same name instead of meeting "already exists".
import type { DescribedRequest, OpenStackClient, VolumeType } from '../../../api'
import { isOpenStackError, OpenStackError } from '../../../api'
import { errorText } from '../../../components/error-text'
import { tr } from '../../../i18n/tr'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { createVolumeTypeCommand, NEW_TYPE_ID } from '../../../rules/commands/admin-commands'
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
      throw new OpenStackError({
        kind: 'http',
        status: isOpenStackError(cleanup) ? cleanup.status : 0,
        fault: 'cleanupFailed',
        message: tr(
          '{{error}} The type {{name}} was created but could not be deleted again ({{cleanup}}): delete it before trying again.',
          { error: errorText(error).message, name: type.name, cleanup: errorText(cleanup).message },
        ),
        requestId: isOpenStackError(cleanup) ? cleanup.requestId : undefined,
        cause: cleanup,
      })
    }
    throw error
  }
  return type
}

/**
 * The requests of a create, described one by one: the extra specs and the encryption name the
 * new type, known only from the create's answer (NEW_TYPE_ID stands for it).
 */
export function describeCreateVolumeType(client: OpenStackClient, values: CreateTypeValues): DescribedRequest[] {
  const specs = toExtraSpecs(values)
  return [
    ...client.cinder.describe((cinder) => cinder.createVolumeType(toTypeRequest(values))),
    ...(Object.keys(specs).length > 0
      ? client.cinder.describe((cinder) => cinder.setVolumeTypeExtraSpecs(NEW_TYPE_ID, specs))
      : []),
    ...(values.encrypted
      ? client.cinder.describe((cinder) => cinder.createVolumeTypeEncryption(NEW_TYPE_ID, LUKS_FRONT_END))
      : []),
  ]
}

/** The one openstackclient command of a create. */
export function createVolumeTypeCli(values: CreateTypeValues): string {
  const request = toTypeRequest(values)
  return createVolumeTypeCommand({
    name: request.name,
    description: request.description,
    isPublic: values.isPublic,
    specs: toExtraSpecs(values),
    encryption: values.encrypted ? LUKS_FRONT_END : undefined,
  })
}

export function useCreateVolumeType(onCreated: () => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<CreateTypeValues, VolumeType>({
    mutationFn: (values) => createVolumeType(client, values),
    // Also after a failure: a type that could not be rolled back shows in the table. The dialog
    // closes at once; the table catches up behind it.
    invalidates: ['volumeType'],
    refresh: 'background',
    success: (type) => t('Volume type {{name}} created', { name: type.name }),
    onSuccess: onCreated,
  })
}

export type CreateVolumeTypeMutation = ReturnType<typeof useCreateVolumeType>
