// A volume's group in the Volumes table: its name (its id while the names are not known, or for a
// group the list does not hold), linked to the group's page; a dash for a volume in no group.
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'
import type { VolumeGroup } from '../../../api'
import { groupPath } from '../../../lib/paths'

export function VolumeGroupCell({
  groupId,
  groups,
}: {
  groupId: string | null | undefined
  groups: ReadonlyMap<string, VolumeGroup> | undefined
}) {
  if (!groupId) return <>—</>
  return (
    <Link component={RouterLink} to={groupPath(groupId)} noWrap sx={{ display: 'block' }}>
      {groups?.get(groupId)?.name || groupId}
    </Link>
  )
}
