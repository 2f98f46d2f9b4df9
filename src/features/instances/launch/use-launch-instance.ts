// POST /servers, then the notification; the server lists, the boot volume's status and
// attachments and the attachment modes catch up behind the dialog.
import type { ServerCreateParams } from '../../../api'
import { serviceMissing } from '../../../api'
import { tr } from '../../../i18n/tr'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { launchedNames } from './launch-form'

export function launchedText(name: string, count: number): string {
  if (count <= 1) return tr('Instance {{name}} is being launched', { name })
  const names = launchedNames(name, count)
  return tr('{{number}} instances are being launched: {{first}} to {{last}}', {
    number: count,
    first: names[0],
    last: names[names.length - 1],
  })
}

export function useLaunchInstance(onLaunched: () => void) {
  const client = useClient()
  return useApiMutation<ServerCreateParams, void>({
    mutationFn: async (request) => {
      if (!client.nova) throw serviceMissing('compute')
      await client.nova.createServer(request)
    },
    invalidates: ['server'],
    refresh: 'background',
    success: (_data, request) => launchedText(request.name, request.max_count ?? 1),
    onSuccess: onLaunched,
  })
}

export type LaunchMutation = ReturnType<typeof useLaunchInstance>
