// Which volume types the Create Volume dialog offers, and when "Shareable (multi-attach)" can be
// ticked. Shareable is a property of the type (extra spec multiattach="<is> True"), so the box
// and the type select are two views of one choice.
import type { Volume, VolumeType } from '../../../api'
import { N_ } from '../../../i18n/marker'
import { tr } from '../../../i18n/tr'
import { isMultiattachType } from '../../../rules/volume-types'

// The reasons below are English keys; the functions of this module translate them when they
// hand them out (while the dialog renders or checks), so the English constants still compare.
export const NO_SHAREABLE_TYPE = N_(
  'No shareable (multi-attach) volume type exists on this cloud; an administrator can create one.',
)

export const ALL_SHAREABLE_ENCRYPTED = N_(
  'Every shareable (multi-attach) volume type on this cloud is encrypted, and Cinder refuses multi-attach on encrypted volumes.',
)

export const ENCRYPTED_NOT_SHAREABLE = N_('Encrypted: Cinder refuses multi-attach on encrypted volumes.')

/** `message` is the cloud's own refusal, shown as it came. */
export const policyDeniedReason = (message: string): string =>
  tr('The cloud refused shareable volumes for your role: {{message}}', { message })

/** What the dialog has learned that the type list itself does not say. */
export interface ShareableFacts {
  /** Type ids known to be encrypted (see encryptedTypeIds, and the server's 400 on create). */
  encryptedTypeIds: ReadonlySet<string>
  /** The server's message when it refused the policy volume:multiattach, else null. */
  policyDenied: string | null
}

export const NO_FACTS: ShareableFacts = { encryptedTypeIds: new Set(), policyDenied: null }

export interface TypeChoice {
  type: VolumeType
  shareable: boolean
  /** Why the type cannot be picked now, or null when it can. */
  disabledReason: string | null
}

/**
 * Types whose volumes in this project are encrypted. A member cannot read a type's encryption
 * (GET /types/{id}/encryption is admin-only), but Cinder sets a volume's encryption key from its
 * type at creation and refuses to add, change or remove a type's encryption while volumes use it
 * (C:cinder/api/contrib/volume_type_encryption.py, VolumeTypeInUse), so an existing volume tells
 * the truth about its type. Types without volumes stay unknown until the server refuses one.
 */
export function encryptedTypeIds(types: readonly VolumeType[], volumes: readonly Volume[]): Set<string> {
  const ids = new Set<string>()
  for (const volume of volumes) {
    if (!volume.encrypted) continue
    const type = types.find((candidate) =>
      volume.volume_type_id ? candidate.id === volume.volume_type_id : candidate.name === volume.volume_type,
    )
    if (type) ids.add(type.id)
  }
  return ids
}

function usableShareable(types: readonly VolumeType[], facts: ShareableFacts): VolumeType[] {
  return types.filter((type) => isMultiattachType(type) && !facts.encryptedTypeIds.has(type.id))
}

/** Whether the box can change now, and why not. A ticked box can always be unticked. */
export function shareableBox(
  types: readonly VolumeType[],
  facts: ShareableFacts,
  ticked: boolean,
): { disabled: boolean; reason: string | null } {
  if (!types.some(isMultiattachType)) return { disabled: !ticked, reason: tr(NO_SHAREABLE_TYPE) }
  if (facts.policyDenied !== null) return { disabled: !ticked, reason: policyDeniedReason(facts.policyDenied) }
  if (usableShareable(types, facts).length === 0) return { disabled: !ticked, reason: tr(ALL_SHAREABLE_ENCRYPTED) }
  return { disabled: false, reason: null }
}

/** The types the select lists: only shareable ones while the box is ticked. */
export function typeChoices(types: readonly VolumeType[], facts: ShareableFacts, ticked: boolean): TypeChoice[] {
  return types
    .filter((type) => !ticked || isMultiattachType(type))
    .map((type) => {
      const shareable = isMultiattachType(type)
      let disabledReason: string | null = null
      if (shareable && facts.encryptedTypeIds.has(type.id)) disabledReason = tr(ENCRYPTED_NOT_SHAREABLE)
      else if (shareable && facts.policyDenied !== null) disabledReason = policyDeniedReason(facts.policyDenied)
      return { type, shareable, disabledReason }
    })
}

/** The cloud's default type when it is not shareable, else the first type that is not. */
export function defaultTypeId(types: readonly VolumeType[], cloudDefaultId: string | null): string {
  const cloudDefault = types.find((type) => type.id === cloudDefaultId)
  if (cloudDefault && !isMultiattachType(cloudDefault)) return cloudDefault.id
  return (types.find((type) => !isMultiattachType(type)) ?? cloudDefault ?? types[0])?.id ?? ''
}

/** The type to select after the box changes; the current one when it still fits. */
export function typeForShareable(
  types: readonly VolumeType[],
  facts: ShareableFacts,
  current: string,
  ticked: boolean,
  fallbackId: string,
): string {
  const type = types.find((candidate) => candidate.id === current)
  if (ticked) {
    if (isMultiattachType(type) && !facts.encryptedTypeIds.has(current)) return current
    return usableShareable(types, facts)[0]?.id ?? current
  }
  return isMultiattachType(type) ? fallbackId : current
}

/** Picking a type sets the box: shareable exactly when the type is. */
export function shareableForType(types: readonly VolumeType[], id: string): boolean {
  return isMultiattachType(types.find((type) => type.id === id))
}
