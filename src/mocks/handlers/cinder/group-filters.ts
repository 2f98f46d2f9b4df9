// A group list's filters (C:cinder/api/v3/groups.py#_get_groups): below 3.31 every parameter
// reaches the database; from 3.31 a member's key outside resource_filters.json's "group" entry is
// a 400 naming every such key (C:cinder/api/common.py#reject_invalid_filters), an admin's passes.
// The database answers an empty list for a key that is no column of the groups table
// (C:cinder/db/sqlalchemy/api.py#_process_group_filters) and reads "name~" as a like-filter.
import { atLeast } from '../../../api/microversion'
import { isAdmin } from '../../cloud/cloud'
import type { GroupRecord } from '../../cloud/state'
import type { RouteContext } from '../../http/router'
import { filterAllowed, refuseFilters } from './volume-list'

/** etc/cinder/resource_filters.json as Zed ships it: a member filters groups by name only. */
const GROUP_FILTERS = ['name']

/** Read by the list itself, not filters. */
const NOT_FILTERS = ['limit', 'marker', 'offset', 'sort', 'sort_key', 'sort_dir', 'list_volume', 'all_tenants']

/** Columns of the groups table the demo does not keep: they narrow nothing. */
const OTHER_COLUMNS = new Set(['id', 'user_id', 'cluster_name', 'host', 'replication_status', 'deleted'])

export function groupFilters(context: RouteContext): Array<[string, string]> {
  const { caller, query, version } = context
  const checked = atLeast(version, '3.31') && !isAdmin(caller)
  const filters: Array<[string, string]> = []
  const invalid: string[] = []
  for (const [key, value] of query.entries()) {
    if (NOT_FILTERS.includes(key)) continue
    if (checked && !filterAllowed(key, GROUP_FILTERS, version)) invalid.push(key)
    filters.push([key, value])
  }
  if (invalid.length > 0) refuseFilters(invalid)
  return filters
}

export function groupMatches(group: GroupRecord, key: string, value: string): boolean {
  switch (key) {
    case 'name':
      return group.name === value
    case 'name~':
      return (group.name ?? '').toLowerCase().includes(value.toLowerCase())
    case 'status':
      return group.status === value
    case 'availability_zone':
      return group.availability_zone === value
    case 'group_type_id':
      return group.group_type_id === value
    case 'project_id':
      return group.project_id === value
    case 'description':
      return group.description === value
    case 'group_snapshot_id':
      return group.group_snapshot_id === value
    case 'source_group_id':
      return group.source_group_id === value
    default:
      return OTHER_COLUMNS.has(key)
  }
}
