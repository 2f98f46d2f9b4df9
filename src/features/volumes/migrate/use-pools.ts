import { useQuery } from '@tanstack/react-query'
import { useClient } from '../../../lib/session'

/** The storage pools (admin); a pool that cannot hold the volume is still listed: the cloud decides. */
export function usePools(enabled: boolean) {
  const client = useClient()
  return useQuery({ queryKey: ['pools'], queryFn: () => client.cinder.listPools(), enabled, staleTime: 60_000 })
}
