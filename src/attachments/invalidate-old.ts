// After an attach or detach: volume status, attachment modes and servers' volume lists all change.
import type { QueryClient } from '@tanstack/react-query'
import { keys } from '../queries/keys'

export async function invalidateAttachState(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.volumes }),
    queryClient.invalidateQueries({ queryKey: keys.attachments }),
    queryClient.invalidateQueries({ queryKey: keys.servers }),
  ])
}
