// An admin's storage reads: the block-storage services (os-services at the session's microversion,
// so backend_state from 3.49) and the scheduler's pools, both read again when the page opens.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { poolsOptions } from './catalog'
import { keys } from './keys'

export function servicesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.services,
    queryFn: () => client.cinder.listServices(),
    refetchOnMount: 'always',
  })
}

/** The pools with their capabilities, fresh on the Storage page (Migrate keeps them a minute). */
export function freshPoolsOptions(client: OpenStackClient) {
  return queryOptions({ ...poolsOptions(client), refetchOnMount: 'always' })
}
