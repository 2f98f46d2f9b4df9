// Shareable (multi-attach) is a property of the volume type (C:cinder/volume/api.py#_is_multiattach).
import type { VolumeTypeEncryption } from '../api/types'

export const MULTIATTACH_SPEC = 'multiattach'
export const TRUE_SPEC = '<is> True'

/** Extra specs users who are not admins may see (C:cinder/policies/type_extra_specs.py#USER_VISIBLE_EXTRA_SPECS). */
export const USER_VISIBLE_EXTRA_SPECS: readonly string[] = [
  'multiattach',
  'RESKEY:availability_zones',
  'replication_enabled',
]

/** The extra spec that makes a type shareable (unsetting deletes the key). */
export function shareableSpec(): Record<string, string> {
  return { [MULTIATTACH_SPEC]: TRUE_SPEC }
}

/** Exact, case-sensitive comparison, as Cinder does. */
export function isMultiattachType(type: { extra_specs?: Record<string, string> } | null | undefined): boolean {
  return type?.extra_specs?.[MULTIATTACH_SPEC] === TRUE_SPEC
}

export function isCacheableType(type: { extra_specs?: Record<string, string> } | null | undefined): boolean {
  return type?.extra_specs?.cacheable === TRUE_SPEC
}

/** Encryption as read: the spec, null for none, undefined while unknown. */
export type EncryptionSpec = Extract<VolumeTypeEncryption, { encryption_id: string }>
export type EncryptionState = EncryptionSpec | null | undefined

/** os-volume-type-encryption answers `{}` for a type without encryption. */
export function isEncryption(value: VolumeTypeEncryption | null): value is EncryptionSpec {
  return value !== null && typeof value.encryption_id === 'string'
}
