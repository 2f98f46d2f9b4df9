// Detaching one volume from one server. An attached volume goes through the volumes feature's
// detach (guards, waiting for Cinder, notifications); a shelved-offloaded server's reservation
// is not in the volume's attachments[], so only Nova can be asked, by volume id.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Server } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { invalidateAttachState } from '../../volumes/attach/invalidate'
import type { Outcome } from '../../volumes/attach/outcome'
import { SUCCESS, failureOf } from '../../volumes/attach/outcome'
import { useDetach } from '../../volumes/attach/use-detach'
import { serverDisplayName } from '../server-format'
import type { DetachChoice } from './detach-choices'

export function useDetachFromServer() {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const detach = useDetach()

  return useCallback(
    async (server: Server, choice: DetachChoice): Promise<Outcome> => {
      const attachment = choice.volume?.attachments.find((item) => item.server_id === server.id)
      if (choice.volume && attachment) {
        const [result] = await detach(choice.volume, attachment.attachment_id)
        return result?.outcome ?? SUCCESS
      }
      const names = { volume: choice.volume?.name || choice.volumeId, server: serverDisplayName(server) }
      try {
        if (!client.nova)
          return { ok: false, message: t('This cloud has no Compute service (Nova) to detach through.') }
        await client.nova.detachVolume(server.id, choice.volumeId)
        notify.success(t('Detached {{volume}} from {{server}}.', names))
        return SUCCESS
      } catch (error) {
        notify.error(t('Could not detach {{volume}} from {{server}}', names), error)
        return failureOf(error)
      } finally {
        await invalidateAttachState(queryClient)
      }
    },
    [client, queryClient, notify, detach, t],
  )
}
