// What an admin may do to a volume type, and why not, in the reader's words: the questions of
// volume-type-rules.ts (Cinder's refusals, enforced by the demo cloud) asked about the rows of the
// Volume Types table before anything is sent (docs/volume-types.md; R11 in docs/rules.md).
import type { Volume, VolumeType } from '../api/types'
import { tr } from '../i18n/tr'
import { MULTIATTACH_ENCRYPTED } from './cinder-rules'
import type { Guard } from './guards'
import type { EncryptionChange } from './volume-type-rules'
import {
  CACHEABLE_WITH_MULTIATTACH,
  canChangeExtraSpecs,
  canChangeTypeAccess,
  canChangeTypeEncryption,
  canDeleteVolumeType,
  PUBLIC_TYPE_ACCESS,
} from './volume-type-rules'
import type { EncryptionState } from './volume-types'
import { isCacheableType, isMultiattachType } from './volume-types'

const OK: Guard = { ok: true }

/** A type both shareable and cacheable, with Cinder's refusal of the extra specs. */
export function shareableAndCacheable(): string {
  return tr('A type cannot be both shareable (multi-attach) and cacheable: Cinder refuses it ("{{message}}")', {
    message: CACHEABLE_WITH_MULTIATTACH,
  })
}

/** A type both encrypted and shareable, with Cinder's refusal of its volumes (R11). */
export function encryptedAndShareable(): string {
  return tr(
    'Volumes of a type that is both encrypted and shareable cannot be created: Cinder refuses them ("{{message}}").',
    {
      message: MULTIATTACH_ENCRYPTED,
    },
  )
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
  if (isMultiattachType(type) && encryption) conflicts.push(encryptedAndShareable())
  if (isMultiattachType(type) && isCacheableType(type)) conflicts.push(shareableAndCacheable())
  return conflicts
}

function usedBy(type: VolumeType, usage: TypeUsage | undefined): number {
  return usage?.counts.get(type.id) ?? 0
}

/**
 * Set or unset Shareable on an existing type: Cinder refuses any extra-spec change on a type
 * that volumes use, and multiattach with cacheable.
 */
export function canToggleShareable(type: VolumeType, usage: TypeUsage | undefined): Guard {
  const count = usedBy(type, usage)
  const inUse = canChangeExtraSpecs(count > 0)
  if (!inUse.ok) {
    return {
      ok: false,
      reason: usage?.partial
        ? tr('{{count}} or more volumes of this type exist: Cinder refuses to change a type in use ("{{message}}").', {
            count,
            message: inUse.message,
          })
        : tr('{{count}} volumes of this type exist: Cinder refuses to change a type in use ("{{message}}").', {
            count,
            message: inUse.message,
          }),
    }
  }
  if (!isMultiattachType(type) && isCacheableType(type)) return { ok: false, reason: shareableAndCacheable() }
  return OK
}

/** A type's volumes in words, for a refusal that follows: "3 volumes" or "3 or more volumes". */
function inUseReason(count: number, partial: boolean | undefined, message: string): string {
  return partial
    ? tr('{{count}} or more volumes of this type exist: Cinder refuses it ("{{message}}").', { count, message })
    : tr('{{count}} volumes of this type exist: Cinder refuses it ("{{message}}").', { count, message })
}

/** Extra specs of a type in use cannot change. */
export function canChangeSpecs(type: VolumeType, usage: TypeUsage | undefined): Guard {
  const count = usedBy(type, usage)
  const verdict = canChangeExtraSpecs(count > 0)
  return verdict.ok ? OK : { ok: false, reason: inUseReason(count, usage?.partial, verdict.message) }
}

/** Encryption of a type in use cannot be created, changed or removed. */
export function canChangeEncryption(type: VolumeType, usage: TypeUsage | undefined, change: EncryptionChange): Guard {
  const count = usedBy(type, usage)
  const verdict = canChangeTypeEncryption(count > 0, change)
  return verdict.ok ? OK : { ok: false, reason: inUseReason(count, usage?.partial, verdict.message) }
}

/** Type access is for private types only. */
export function canManageAccess(type: VolumeType): Guard {
  if (canChangeTypeAccess(type).ok) return OK
  return {
    ok: false,
    reason: tr('A public type is open to every project: make it private first (Cinder: "{{message}}").', {
      message: PUBLIC_TYPE_ACCESS,
    }),
  }
}

export interface TypeDefaults {
  /** GET /types/default as this admin reads it (the configured default, or their project's own). */
  defaultId: string | null | undefined
  /** Every project's own default type (3.62), when known. */
  projectDefaults: ReadonlyArray<{ project_id: string; volume_type_id: string }> | undefined
  typeCount: number
}

/**
 * Deleting a type, in the order Cinder checks (canDeleteVolumeType): a project's default or the
 * configured default, the only type, then a type in use; each reason quotes Cinder's refusal.
 */
export function canDeleteType(type: VolumeType, usage: TypeUsage | undefined, defaults: TypeDefaults): Guard {
  const projects = (defaults.projectDefaults ?? []).filter((entry) => entry.volume_type_id === type.id)
  const count = usedBy(type, usage)
  const verdict = canDeleteVolumeType(type, {
    isDefault: projects.length > 0 || defaults.defaultId === type.id,
    typeCount: defaults.typeCount,
    inUse: count > 0,
  })
  if (verdict.ok) return OK
  const { message } = verdict
  if (projects.length > 0) {
    return {
      ok: false,
      reason: tr('It is the default type of {{count}} projects: unset those first (Cinder: "{{message}}").', {
        count: projects.length,
        message,
      }),
    }
  }
  if (defaults.defaultId === type.id) {
    return {
      ok: false,
      reason: tr('It is the cloud’s default type (default_volume_type): Cinder refuses it ("{{message}}").', {
        message,
      }),
    }
  }
  if (defaults.typeCount <= 1) {
    return { ok: false, reason: tr('The only volume type cannot be deleted (Cinder: "{{message}}").', { message }) }
  }
  return { ok: false, reason: inUseReason(count, usage?.partial, message) }
}
