// The project's pending volume transfers (docs/transfers.md). The key of a transfer is never
// read here: Cinder gives it once, in the create answer, to the dialog that made it.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { keys } from './keys'

export function transfersOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.transferList(),
    queryFn: () => client.cinder.listTransfers(),
  })
}
