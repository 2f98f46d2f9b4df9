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
