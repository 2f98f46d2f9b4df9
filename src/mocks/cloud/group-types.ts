// Group types and group specs (3.11; docs/cinder-groups.md §6–7): admin writes, unique names,
// no delete while a group uses the type. C:cinder/api/v3/group_types.py, group_specs.py,
// C:cinder/volume/group_types.py.
import { canDeleteGroupType, groupSpecNotFound, groupTypeExists } from '../../rules/group-rules'
import { requirePolicy } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { findGroupType } from './groups'
import type { GroupTypeRecord } from './state'

/** A non-admin gets public types; an admin public ones by default, 'none' every one, 'false' private ones. */
export function listGroupTypes(cloud: DemoCloud, caller: Caller, isPublic: string | null): GroupTypeRecord[] {
  if (!isAdmin(caller)) return cloud.groupTypes.filter((type) => type.is_public)
  if (isPublic === null || ['true', 't', '1', 'on', 'y', 'yes'].includes(isPublic.toLowerCase())) {
    return cloud.groupTypes.filter((type) => type.is_public)
  }
  if (isPublic.toLowerCase() === 'none') return cloud.groupTypes
  if (['false', 'f', '0', 'off', 'n', 'no'].includes(isPublic.toLowerCase())) {
    return cloud.groupTypes.filter((type) => !type.is_public)
  }
  return fail(400, `Invalid is_public filter [${isPublic}]`)
}

export function createGroupType(
  cloud: DemoCloud,
  caller: Caller,
  input: { name: string; description: string | null; isPublic: boolean; specs: Record<string, string> },
): GroupTypeRecord {
  requirePolicy(cloud, caller, 'group:group_types:create')
  if (cloud.groupTypes.some((type) => type.name === input.name)) throw new CloudFault(groupTypeExists(input.name))
  const type: GroupTypeRecord = {
    id: newId(),
    name: input.name,
    description: input.description,
    is_public: input.isPublic,
    group_specs: { ...input.specs },
  }
  cloud.groupTypes.push(type)
  return type
}

export function updateGroupType(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
  fields: { name?: string | null; description?: string | null; isPublic?: boolean | null },
): GroupTypeRecord {
  requirePolicy(cloud, caller, 'group:group_types:update')
  if (typeof fields.name === 'string' && fields.name !== '' && fields.name.trim() === '') {
    fail(400, 'Group type name can not be empty.')
  }
  if (fields.name == null && fields.description == null && fields.isPublic == null) {
    fail(400, 'Specify group type name, description or a combination thereof.')
  }
  if (fields.name && cloud.groupTypes.some((type) => type.name === fields.name && type.id !== id)) {
    throw new CloudFault(groupTypeExists(fields.name))
  }
  const type = findGroupType(cloud, caller, id)
  if (fields.name != null) type.name = fields.name
  if (fields.description != null) type.description = fields.description
  if (fields.isPublic != null) type.is_public = fields.isPublic
  return type
}

export function deleteGroupType(cloud: DemoCloud, caller: Caller, id: string): void {
  requirePolicy(cloud, caller, 'group:group_types:delete')
  const type = findGroupType(cloud, caller, id)
  enforce(canDeleteGroupType(type.id, cloud.groups.filter((group) => group.group_type_id === type.id).length))
  cloud.state.groupTypes = cloud.groupTypes.filter((candidate) => candidate.id !== type.id)
}

/** Every spec call checks its policy first, then the type. */
export function specsType(cloud: DemoCloud, caller: Caller, id: string, rule: string): GroupTypeRecord {
  requirePolicy(cloud, caller, `group:group_types_specs:${rule}`)
  return findGroupType(cloud, caller, id)
}

export function unsetGroupSpec(cloud: DemoCloud, caller: Caller, id: string, key: string): void {
  const type = specsType(cloud, caller, id, 'delete')
  if (!(key in type.group_specs)) throw new CloudFault(groupSpecNotFound(type.id, key))
  delete type.group_specs[key]
}
