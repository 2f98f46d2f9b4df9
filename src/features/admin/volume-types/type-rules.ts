// What an admin may do to a volume type, and why not: Cinder's rules on extra specs
// (R11 in docs/rules.md; C:cinder/api/contrib/types_extra_specs.py) asked about the rows of the Volume Types table.
import type { Volume, VolumeType } from '../../../api'
import { N_ } from '../../../i18n/marker'
import { tr } from '../../../i18n/tr'
import type { Guard } from '../../../rules/guards'
import type { EncryptionState } from '../../../rules/volume-types'
import { isCacheableType, isMultiattachType, MULTIATTACH_SPEC, TRUE_SPEC } from '../../../rules/volume-types'

export type { EncryptionState } from '../../../rules/volume-types'

// The English texts (keys); what the functions below return is translated.
export const SHAREABLE_AND_CACHEABLE = N_(
  'A type cannot be both shareable (multi-attach) and cacheable: Cinder refuses it ("cacheable cannot be set with multiattach.")',
)

export const ENCRYPTED_AND_SHAREABLE = N_(
  'Volumes of a type that is both encrypted and shareable cannot be created: Cinder refuses them ("Invalid volume: Multiattach cannot be used with encrypted volumes.").',
)

/** The extra spec that makes a type shareable (unsetting deletes the key). */
export function shareableSpec(): Record<string, string> {
  return { [MULTIATTACH_SPEC]: TRUE_SPEC }
}

export interface TypeUsage {
  /** Volumes per type id, over every project. */
  counts: Map<string, number>
  /** The list stopped at its first page: a count may be low, and 0 means "none seen". */
  partial: boolean
}

/**
 * Volumes by type. From 3.63 a volume carries volume_type_id; before, only the type's name, which
 * Cinder keeps unique.
 */
export function usageByType(volumes: readonly Volume[], types: readonly VolumeType[], partial: boolean): TypeUsage {
  const idByName = new Map(types.map((type) => [type.name, type.id]))
  const counts = new Map<string, number>()
  for (const volume of volumes) {
    const id = volume.volume_type_id ?? (volume.volume_type ? idByName.get(volume.volume_type) : undefined)
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return { counts, partial }
}

/** The conflicts of a type as it stands, in words. */
export function typeConflicts(type: VolumeType, encryption: EncryptionState): string[] {
  const conflicts: string[] = []
  if (isMultiattachType(type) && encryption) conflicts.push(tr(ENCRYPTED_AND_SHAREABLE))
  if (isMultiattachType(type) && isCacheableType(type)) conflicts.push(tr(SHAREABLE_AND_CACHEABLE))
  return conflicts
}

/**
 * Set or unset Shareable on an existing type. Cinder refuses any extra-spec change on a type
 * that volumes use (C:cinder/api/contrib/types_extra_specs.py#_check_type, "Volume Type is
 * currently in use."), and multiattach with cacheable (#_check_cacheable).
 */
export function canToggleShareable(type: VolumeType, usage: TypeUsage | undefined): Guard {
  const count = usage?.counts.get(type.id) ?? 0
  if (count > 0) {
    return {
      ok: false,
      reason: usage?.partial
        ? tr(
            '{{count}} or more volumes of this type exist: Cinder refuses to change a type in use ("Volume Type is currently in use.").',
            { count },
          )
        : tr(
            '{{count}} volumes of this type exist: Cinder refuses to change a type in use ("Volume Type is currently in use.").',
            { count },
          ),
    }
  }
  if (!isMultiattachType(type) && isCacheableType(type)) return { ok: false, reason: tr(SHAREABLE_AND_CACHEABLE) }
  return { ok: true }
}

/** A type's volumes in words, for a refusal that follows: "3 volumes" or "3 or more volumes". */
function inUseReason(count: number, partial: boolean | undefined, message: string): string {
  return partial
    ? tr('{{count}} or more volumes of this type exist: Cinder refuses it ("{{message}}").', { count, message })
    : tr('{{count}} volumes of this type exist: Cinder refuses it ("{{message}}").', { count, message })
}

function usedBy(type: VolumeType, usage: TypeUsage | undefined): number {
  return usage?.counts.get(type.id) ?? 0
}

/** Extra specs of a type in use cannot change (C:cinder/api/contrib/types_extra_specs.py#_allow_update). */
export function canChangeSpecs(type: VolumeType, usage: TypeUsage | undefined): Guard {
  const count = usedBy(type, usage)
  if (count > 0) return { ok: false, reason: inUseReason(count, usage?.partial, 'Volume Type is currently in use.') }
  return { ok: true }
}

/** Cinder's words for each encryption change of a type in use (C:cinder/api/contrib/volume_type_encryption.py). */
export const ENCRYPTION_IN_USE = {
  create: 'Cannot create encryption specs. Volume type in use.',
  update: 'Cannot update encryption specs. Volume type in use.',
  delete: 'Cannot delete encryption specs. Volume type in use.',
} as const

export function canChangeEncryption(
  type: VolumeType,
  usage: TypeUsage | undefined,
  change: keyof typeof ENCRYPTION_IN_USE,
): Guard {
  const count = usedBy(type, usage)
  if (count > 0) return { ok: false, reason: inUseReason(count, usage?.partial, ENCRYPTION_IN_USE[change]) }
  return { ok: true }
}

/** Type access is for private types only (C:cinder/volume/volume_types.py#add_volume_type_access). */
export function canManageAccess(type: VolumeType): Guard {
  return type.is_public
    ? {
        ok: false,
        reason: tr(
          'A public type is open to every project: make it private first (Cinder: "Type access modification is not applicable to public volume type.").',
        ),
      }
    : { ok: true }
}

export interface TypeDefaults {
  /** GET /types/default as this admin reads it (the configured default, or their project's own). */
  defaultId: string | null | undefined
  /** Every project's own default type (3.62), when known. */
  projectDefaults: ReadonlyArray<{ project_id: string; volume_type_id: string }> | undefined
  typeCount: number
}

/**
 * Deleting a type, in the order Cinder checks (C:cinder/volume/volume_types.py#destroy,
 * C:cinder/db/sqlalchemy/api.py#volume_type_destroy): a project's default or the configured
 * default, the only type, then a type in use.
 */
export function canDeleteType(type: VolumeType, usage: TypeUsage | undefined, defaults: TypeDefaults): Guard {
  const projects = (defaults.projectDefaults ?? []).filter((entry) => entry.volume_type_id === type.id)
  if (projects.length > 0) {
    return {
      ok: false,
      reason: tr(
        'It is the default type of {{count}} projects: unset those first (Cinder: "The volume type {{id}} is a default volume type and cannot be deleted.").',
        { count: projects.length, id: type.id },
      ),
    }
  }
  if (defaults.defaultId === type.id) {
    return {
      ok: false,
      reason: tr(
        'It is the cloud’s default type (default_volume_type): Cinder refuses it ("The volume type {{id}} is a default volume type and cannot be deleted.").',
        { id: type.id },
      ),
    }
  }
  if (defaults.typeCount <= 1) {
    return {
      ok: false,
      reason: tr(
        'The only volume type cannot be deleted (Cinder: "The volume type {{id}} is the only currently defined volume type and cannot be deleted.").',
        {
          id: type.id,
        },
      ),
    }
  }
  const count = usedBy(type, usage)
  if (count > 0) return { ok: false, reason: inUseReason(count, usage?.partial, 'Target volume type is still in use.') }
  return { ok: true }
}
