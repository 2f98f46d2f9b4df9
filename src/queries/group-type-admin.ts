// Admin › Group Types reads (docs/cinder-groups.md §6): every group type, public and private
// (is_public=none); every project's groups, to count each type's users; the configured default
// group type, null when Cinder answers 404 (default_group_type unset, as on a fresh Cinder).
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { isOpenStackError } from '../api'
import { keys } from './keys'

export function allGroupTypesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: [...keys.groupTypes, 'list', 'all'] as const,
    queryFn: () => client.cinder.listGroupTypes({ isPublic: 'none' }),
    enabled: client.feature('groupTypes').available,
  })
}

export function defaultGroupTypeOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: [...keys.groupTypes, 'default'] as const,
    staleTime: 60_000,
    queryFn: async () => {
      try {
        return await client.cinder.getDefaultGroupType()
      } catch (error) {
        if (isOpenStackError(error) && error.kind === 'http' && error.status === 404) return null
        throw error
      }
    },
    enabled: client.feature('groupTypes').available,
  })
}

/** Every project's groups (admin), for how many use each group type. */
export function allProjectGroupsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: [...keys.groups, 'list', 'all-projects'] as const,
    queryFn: () => client.cinder.listGroups({ allTenants: true }),
    enabled: client.feature('groups').available,
  })
}
