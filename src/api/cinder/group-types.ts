// Group types and their group specs (3.11; writes are an admin's): list, show, default, create,
// update, delete; specs list, set, unset (docs/cinder-groups.md §6–7; C:cinder/api/v3/group_types.py,
// C:cinder/api/v3/group_specs.py).
import type { GroupType } from '../types'
import type { CallOptions, CinderCall } from './call'

export interface GroupTypeFields {
  name?: string
  description?: string | null
  isPublic?: boolean
}

function typeBody(fields: GroupTypeFields): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  if (fields.name !== undefined) body.name = fields.name
  if (fields.description !== undefined) body.description = fields.description
  if (fields.isPublic !== undefined) body.is_public = fields.isPublic
  return body
}

export function groupTypeCalls(cinder: CinderCall) {
  return {
    /** Public types (an admin's: every type with isPublic 'none'). */
    async listGroupTypes(
      params: { isPublic?: 'none' | 'true' | 'false' } = {},
      options?: CallOptions,
    ): Promise<GroupType[]> {
      cinder.require('groupTypes', options)
      const query = { is_public: params.isPublic }
      return (await cinder.json<{ group_types: GroupType[] }>({ path: ['group_types'], query }, options)).group_types
    },

    async getGroupType(id: string, options?: CallOptions): Promise<GroupType> {
      cinder.require('groupTypes', options)
      return (await cinder.json<{ group_type: GroupType }>({ path: ['group_types', id] }, options)).group_type
    },

    /** The configured default_group_type; 404 "Default group type can not be found." when unset. */
    async getDefaultGroupType(options?: CallOptions): Promise<GroupType> {
      cinder.require('groupTypes', options)
      return (await cinder.json<{ group_type: GroupType }>({ path: ['group_types', 'default'] }, options)).group_type
    },

    /** 202 with the type. */
    async createGroupType(
      fields: GroupTypeFields & { name: string; groupSpecs?: Record<string, string> },
      options?: CallOptions,
    ): Promise<GroupType> {
      cinder.require('groupTypes', options)
      const group_type = typeBody(fields)
      if (fields.groupSpecs !== undefined) group_type.group_specs = fields.groupSpecs
      const body = await cinder.json<{ group_type: GroupType }>(
        { method: 'POST', path: ['group_types'], body: { group_type } },
        options,
      )
      return body.group_type
    },

    async updateGroupType(id: string, fields: GroupTypeFields, options?: CallOptions): Promise<GroupType> {
      cinder.require('groupTypes', options)
      const body = await cinder.json<{ group_type: GroupType }>(
        { method: 'PUT', path: ['group_types', id], body: { group_type: typeBody(fields) } },
        options,
      )
      return body.group_type
    },

    async deleteGroupType(id: string, options?: CallOptions): Promise<void> {
      cinder.require('groupTypes', options)
      await cinder.send({ method: 'DELETE', path: ['group_types', id] }, options)
    },

    async listGroupSpecs(typeId: string, options?: CallOptions): Promise<Record<string, string>> {
      cinder.require('groupTypes', options)
      return (
        await cinder.json<{ group_specs: Record<string, string> }>(
          { path: ['group_types', typeId, 'group_specs'] },
          options,
        )
      ).group_specs
    },

    /** Sets (creates or overwrites) the given keys. */
    async setGroupSpecs(typeId: string, specs: Record<string, string>, options?: CallOptions): Promise<void> {
      cinder.require('groupTypes', options)
      await cinder.send(
        { method: 'POST', path: ['group_types', typeId, 'group_specs'], body: { group_specs: specs } },
        options,
      )
    },

    async unsetGroupSpec(typeId: string, key: string, options?: CallOptions): Promise<void> {
      cinder.require('groupTypes', options)
      await cinder.send({ method: 'DELETE', path: ['group_types', typeId, 'group_specs', key] }, options)
    },
  }
}

export type GroupTypeCalls = ReturnType<typeof groupTypeCalls>
