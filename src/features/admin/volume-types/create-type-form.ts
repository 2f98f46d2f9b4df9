// The Create Volume Type form's values, its checks, and the calls they become.
import type { VolumeTypeCreateRequest } from '../../../api'
import { tr } from '../../../i18n/tr'
import { DESCRIPTION_MAX, NAME_MAX } from '../../../rules/text-limits'
import { TRUE_SPEC } from '../../../rules/volume-types'
import { shareableAndCacheable } from '../../../rules/volume-type-guards'

export interface CreateTypeValues {
  name: string
  description: string
  isPublic: boolean
  shareable: boolean
  cacheable: boolean
  encrypted: boolean
}

export const INITIAL_VALUES: CreateTypeValues = {
  name: '',
  description: '',
  isPublic: true,
  shareable: false,
  cacheable: false,
  encrypted: false,
}

/** LUKS on the compute host, the setup of Cinder's admin guide (volume-encryption.rst). */
export const LUKS_FRONT_END = {
  provider: 'luks',
  cipher: 'aes-xts-plain64',
  key_size: 256,
  control_location: 'front-end',
} as const

/** C:cinder/api/contrib/types_manage.py: a name of 1 to NAME_MAX characters, a description up to DESCRIPTION_MAX. */
export function validateTypeName(name: string): string | undefined {
  if (name.trim() === '') return tr('The name is required.')
  if (name.length > NAME_MAX) {
    return tr('The name can be at most {{max}} characters (now {{length}}).', { max: NAME_MAX, length: name.length })
  }
  return undefined
}

export function validateTypeDescription(text: string): string | undefined {
  return text.length > DESCRIPTION_MAX
    ? tr('The description can be at most {{max}} characters (now {{length}}).', {
        max: DESCRIPTION_MAX,
        length: text.length,
      })
    : undefined
}

/** The one pair Cinder's extra-specs call refuses, checked before anything is sent. */
export function validateCacheable(cacheable: boolean, values: Pick<CreateTypeValues, 'shareable'>) {
  return cacheable && values.shareable ? shareableAndCacheable() : undefined
}

export function toTypeRequest(values: CreateTypeValues): VolumeTypeCreateRequest['volume_type'] {
  const request: VolumeTypeCreateRequest['volume_type'] = {
    name: values.name.trim(),
    'os-volume-type-access:is_public': values.isPublic,
  }
  if (values.description.trim() !== '') request.description = values.description.trim()
  return request
}

/** Extra specs as `cinder type-key … set` writes them: the exact string Cinder compares with. */
export function toExtraSpecs(values: CreateTypeValues): Record<string, string> {
  const specs: Record<string, string> = {}
  if (values.shareable) specs.multiattach = TRUE_SPEC
  if (values.cacheable) specs.cacheable = TRUE_SPEC
  return specs
}
