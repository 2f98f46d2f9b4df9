// Enable a block-storage service, or disable it with a reason (PUT /os-services/enable,
// /os-services/disable-log-reason). Refreshes the services and the pools (a disabled volume
// service's pools leave the scheduler's list).
import type { BlockStorageService, ServiceUpdateResult } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'

export interface DisableVars {
  service: BlockStorageService
  reason: string
}

export function useDisableService(onDone: () => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<DisableVars, ServiceUpdateResult>({
    mutationFn: ({ service, reason }) => client.cinder.disableService(service.host, service.binary, reason.trim()),
    invalidates: ['service'],
    success: (_answer, { service }) =>
      t('{{binary}} on {{host}} disabled', { binary: service.binary, host: service.host }),
    failure: ({ service }) =>
      t('Could not disable {{binary}} on {{host}}', { binary: service.binary, host: service.host }),
    onSuccess: onDone,
  })
}

export function useEnableService() {
  const t = useT()
  const client = useClient()
  return useApiMutation<BlockStorageService, ServiceUpdateResult>({
    mutationFn: (service) => client.cinder.enableService(service.host, service.binary),
    invalidates: ['service'],
    success: (_answer, service) => t('{{binary}} on {{host}} enabled', { binary: service.binary, host: service.host }),
    failure: (service) => t('Could not enable {{binary}} on {{host}}', { binary: service.binary, host: service.host }),
  })
}
