// POST /servers, then the toast and the refresh of everything a new server changes: the server
// lists, the boot volume's status and attachments, and the attachment modes.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ServerCreateParams } from '../../../api'
import { useNotify } from '../../../components/notify'
import { tr } from '../../../i18n/tr'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
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

export function useLaunchInstance() {
  const client = useClient()
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: ServerCreateParams) => {
      if (!client.nova) throw new Error(tr('The catalog lists no compute service.'))
      await client.nova.createServer(request)
      return request
    },
    onSuccess: (request) => {
      notify.success(launchedText(request.name, request.max_count ?? 1))
      // Not awaited: the dialog closes at once, the lists catch up behind it.
      for (const queryKey of [keys.servers, keys.volumes, keys.attachments]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}
