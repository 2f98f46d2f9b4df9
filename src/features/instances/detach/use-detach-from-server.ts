// Detaching one volume from one server. An attached volume is detached as everywhere else
// (guards, waiting until Cinder no longer lists it: detachEach); a shelved-offloaded server's
// reservation is not in the volume's attachments[], so only Nova can be asked, by volume id.
import { useQueryClient } from '@tanstack/react-query'
import type { Server } from '../../../api'
import { serviceMissing } from '../../../api'
import { detachEach } from '../../../attachments/use-detach'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { failureError } from '../../../queries/outcome'
import { serverIndexOptions } from '../../../queries/servers'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { serverDisplayName } from '../server-format'
import type { DetachChoice } from './detach-choices'

export interface DetachFromServer {
  server: Server
  choice: DetachChoice
}

export function useDetachFromServer(onDetached: () => void) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const names = ({ server, choice }: DetachFromServer) => ({
    volume: choice.volume?.name || choice.volumeId,
    server: serverDisplayName(server),
  })
  return useApiMutation<DetachFromServer, void>({
    mutationFn: async ({ server, choice }) => {
      const attachment = choice.volume?.attachments.find((item) => item.server_id === server.id)
      if (choice.volume && attachment) {
        const servers = await queryClient.ensureQueryData(serverIndexOptions(client)).catch(() => undefined)
        const [result] = await detachEach(
          client,
          { volume: choice.volume, attachmentIds: [attachment.attachment_id] },
          servers,
          () => undefined,
        )
        if (result && !result.outcome.ok) throw failureError(result.outcome)
        return
      }
      if (!client.nova) throw serviceMissing('compute')
      await client.nova.detachVolume(server.id, choice.volumeId)
    },
    invalidates: ['attachment'],
    onSuccess: onDetached,
    success: (_data, vars) => t('Detached {{volume}} from {{server}}.', names(vars)),
    failure: (vars, error) =>
      error.fault === 'refused'
        ? t('Cannot detach {{volume}} from {{server}}', names(vars))
        : t('Could not detach {{volume}} from {{server}}', names(vars)),
  })
}
