// A group that settles (creating, updating or deleting done, or its replication enabled, disabled
// or failed over) changed its volumes too: their group_id and replication_status, and the new
// volumes of a group made from a source. Those lists do not poll on the group's account, so they
// are asked again then (the `group` family, invalidation.ts).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { VolumeGroup } from '../../api'
import { invalidateFamilies } from '../../queries/invalidation'
import { isGroupMoving } from '../../queries/groups'

export function useGroupSettled(group: Pick<VolumeGroup, 'id' | 'status' | 'replication_status'> | undefined): void {
  const queryClient = useQueryClient()
  const now = group ? isGroupMoving(group) : undefined
  const previous = useRef(now)
  useEffect(() => {
    const before = previous.current
    previous.current = now
    if (before === true && now === false) void invalidateFamilies(queryClient, ['group'])
  }, [now, queryClient])
}
