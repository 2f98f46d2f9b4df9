// The admin's quota writes: a project's limits (only the keys that changed), a project back to the
// defaults, and the default quota class. Each refreshes every quota read (the `quota` family), so
// the Overview of that project shows the new limits too.
import { useClient } from '../../../lib/session'
import { useT } from '../../../i18n/use-t'
import { useApiMutation } from '../../../queries/use-api-mutation'

export function useSaveProjectQuotas(project: { id: string; name: string }, onSaved: () => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<Record<string, number>, Record<string, number>>({
    mutationFn: (limits) => client.cinder.updateQuotaSet(project.id, limits),
    invalidates: ['quota'],
    success: (_answer, limits) =>
      t('Quotas of {{project}} saved ({{keys}})', { project: project.name, keys: Object.keys(limits).join(', ') }),
    failure: () => t('Could not save the quotas of {{project}}', { project: project.name }),
    onSuccess: onSaved,
  })
}

export function useResetProjectQuotas(project: { id: string; name: string }, onDone: () => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<void, void>({
    mutationFn: () => client.cinder.deleteQuotaSet(project.id),
    invalidates: ['quota'],
    success: () => t('Quotas of {{project}} are the defaults again', { project: project.name }),
    failure: () => t('Could not reset the quotas of {{project}}', { project: project.name }),
    onSuccess: onDone,
  })
}

export function useSaveDefaultQuotas(onSaved: () => void) {
  const t = useT()
  const client = useClient()
  return useApiMutation<Record<string, number>, unknown>({
    mutationFn: (limits) => client.cinder.updateQuotaDefaults(limits),
    invalidates: ['quota'],
    success: (_answer, limits) => t('Default quotas saved ({{keys}})', { keys: Object.keys(limits).join(', ') }),
    failure: () => t('Could not save the default quotas'),
    onSuccess: onSaved,
  })
}
