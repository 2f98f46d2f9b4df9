// What Cinder refuses of a volume type, with its status and exact words (docs/volume-types.md;
// R11 in docs/rules.md). The demo cloud enforces these functions; volume-type-guards.ts asks the
// same questions before the Volume Types page sends anything.
import type { Verdict } from './verdict'
import { OK, refuse } from './verdict'
import { isCacheableType, isMultiattachType } from './volume-types'

/** Any change of a type's extra specs while volumes use it (C:cinder/api/contrib/types_extra_specs.py#_allow_update). */
export const TYPE_IN_USE = 'Volume Type is currently in use.'

/** C:cinder/api/contrib/types_extra_specs.py#_check_cacheable. */
export const CACHEABLE_WITH_MULTIATTACH = 'cacheable cannot be set with multiattach.'

/** Each encryption change of a type in use (C:cinder/api/contrib/volume_type_encryption.py). */
export const ENCRYPTION_IN_USE = {
  create: 'Cannot create encryption specs. Volume type in use.',
  update: 'Cannot update encryption specs. Volume type in use.',
  delete: 'Cannot delete encryption specs. Volume type in use.',
} as const

export type EncryptionChange = keyof typeof ENCRYPTION_IN_USE

/** The reason of InvalidVolumeType for access to a public type (C:cinder/volume/volume_types.py#add_volume_type_access). */
export const PUBLIC_TYPE_ACCESS = 'Type access modification is not applicable to public volume type.'

/** Volumes of the type remain (C:cinder/api/contrib/types_manage.py#_delete, VolumeTypeInUse). */
export const TYPE_STILL_IN_USE = 'Target volume type is still in use.'

/** A project's or the configured default type (C:cinder/volume/volume_types.py#destroy). */
export function defaultTypeUndeletable(id: string): string {
  return `The volume type ${id} is a default volume type and cannot be deleted.`
}

/** The last type (C:cinder/db/sqlalchemy/api.py#volume_type_destroy). */
export function onlyTypeUndeletable(id: string): string {
  return `The volume type ${id} is the only currently defined volume type and cannot be deleted.`
}

/** POST /types/{id}/extra_specs and DELETE …/extra_specs/{key}: nothing may change while volumes use the type. */
export function canChangeExtraSpecs(inUse: boolean): Verdict {
  return inUse ? refuse(400, TYPE_IN_USE, 'other') : OK
}

/** Extra specs on a type, merged with what it has: not multiattach and cacheable together. */
export function canSetExtraSpecs(current: Record<string, string>, update: Record<string, string>): Verdict {
  const merged = { extra_specs: { ...current, ...update } }
  if (isMultiattachType(merged) && isCacheableType(merged)) return refuse(400, CACHEABLE_WITH_MULTIATTACH, 'other')
  return OK
}

/** POST, PUT and DELETE /types/{id}/encryption…: refused while volumes use the type. */
export function canChangeTypeEncryption(inUse: boolean, change: EncryptionChange): Verdict {
  return inUse ? refuse(400, ENCRYPTION_IN_USE[change], 'other') : OK
}

/** addProjectAccess / removeProjectAccess: private types only (InvalidVolumeType). */
export function canChangeTypeAccess(type: { is_public: boolean }): Verdict {
  return type.is_public ? refuse(400, `Invalid volume type: ${PUBLIC_TYPE_ACCESS}`, 'other') : OK
}

export interface TypeDeleteFacts {
  /** Some project's own default type (3.62), or the configured default_volume_type. */
  isDefault: boolean
  /** How many types the cloud has. */
  typeCount: number
  /** Volumes (not deleted) of the type exist. */
  inUse: boolean
}

/**
 * DELETE /types/{id}, in Zed's order (C:cinder/volume/volume_types.py#destroy,
 * C:cinder/db/sqlalchemy/api.py#volume_type_destroy): a default, the only type, then in use.
 */
export function canDeleteVolumeType(type: { id: string }, facts: TypeDeleteFacts): Verdict {
  if (facts.isDefault) return refuse(400, defaultTypeUndeletable(type.id), 'other')
  if (facts.typeCount <= 1) return refuse(400, onlyTypeUndeletable(type.id), 'other')
  if (facts.inUse) return refuse(400, TYPE_STILL_IN_USE, 'other')
  return OK
}
