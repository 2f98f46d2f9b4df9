// The admin's view of group types: every type, public and private, with its group specs; how many
// groups of every project have each (one list); and which type is the configured default.
import { useQuery } from '@tanstack/react-query'
import type { GroupType, OpenStackClient } from '../../../api'
import {
  allGroupTypesOptions,
  allProjectGroupsOptions,
  defaultGroupTypeOptions,
} from '../../../queries/group-type-admin'
import type { GroupTypeUsage } from '../../../rules/group-type-guards'
import { groupTypeUsage } from '../../../rules/group-type-guards'

export interface GroupTypesData {
  types: GroupType[] | undefined
  typesError: Error | null
  /** Asks for the types and the groups again after an error. */
  retry: () => void
  usage: GroupTypeUsage | undefined
  usageError: Error | null
  /** The default group type's id: null for none configured, undefined while unknown. */
  defaultId: string | null | undefined
}

export function useGroupTypesData(client: OpenStackClient): GroupTypesData {
  const types = useQuery(allGroupTypesOptions(client))
  const groups = useQuery(allProjectGroupsOptions(client))
  const defaultType = useQuery(defaultGroupTypeOptions(client))
  return {
    types: types.data,
    typesError: types.error,
    retry: () => {
      void types.refetch()
      void groups.refetch()
    },
    usage: groups.data ? groupTypeUsage(groups.data) : undefined,
    usageError: groups.error,
    defaultId: defaultType.data === undefined ? undefined : (defaultType.data?.id ?? null),
  }
}
