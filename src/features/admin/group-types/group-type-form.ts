// The Create and Edit Group Type forms' values and the calls they become (docs/cinder-groups.md §6:
// create takes name, description and is_public; update sends only what changed, since Cinder
// refuses an update with none of the three).
import type { GroupType } from '../../../api'
import type { GroupTypeFields } from '../../../api/cinder/group-types'

export interface GroupTypeValues {
  name: string
  description: string
  isPublic: boolean
}

/** Create also takes the group specs, a row each (POST /group_types' group_specs). */
export interface NewGroupTypeValues extends GroupTypeValues {
  specs: Array<{ key: string; value: string }>
}

export const NEW_GROUP_TYPE: NewGroupTypeValues = { name: '', description: '', isPublic: true, specs: [] }

export function toCreateFields(
  values: NewGroupTypeValues,
): GroupTypeFields & { name: string; groupSpecs?: Record<string, string> } {
  const fields: GroupTypeFields & { name: string; groupSpecs?: Record<string, string> } = {
    name: values.name.trim(),
    isPublic: values.isPublic,
  }
  if (values.description.trim() !== '') fields.description = values.description.trim()
  if (values.specs.length > 0) {
    fields.groupSpecs = Object.fromEntries(values.specs.map((spec) => [spec.key.trim(), spec.value]))
  }
  return fields
}

/** The fields that changed, or null when none did. */
export function groupTypeUpdate(type: GroupType, values: GroupTypeValues): GroupTypeFields | null {
  const update: GroupTypeFields = {}
  const name = values.name.trim()
  const description = values.description.trim()
  if (name !== type.name) update.name = name
  if (description !== (type.description ?? '')) update.description = description
  if (values.isPublic !== type.is_public) update.isPublic = values.isPublic
  return Object.keys(update).length > 0 ? update : null
}
