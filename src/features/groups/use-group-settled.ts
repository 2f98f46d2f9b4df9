// A group that settles (creating, updating or deleting done) changed its volumes too: their
// group_id, and the new volumes of a group made from a source. Those lists do not poll on the
// group's account, so they are asked again then (the `group` family, invalidation.ts).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { invalidateFamilies } from '../../queries/invalidation'
import { isGroupTransitional } from '../../rules/group-rules'

export function useGroupSettled(status: string | undefined): void {
  const queryClient = useQueryClient()
  const previous = useRef(status)
  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (before === undefined || status === undefined || before === status) return
    if (isGroupTransitional(before) && !isGroupTransitional(status)) void invalidateFamilies(queryClient, ['group'])
  }, [status, queryClient])
}
