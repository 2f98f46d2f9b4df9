// Changing the attach mode of one attachment: Nova has no way to change it in place, so detach,
// wait until detached, and attach again with the new mode to the same server and device. If the
// second step fails the server is without its volume: `restore` attaches it again with the old
// mode. Both are one write each (useApiMutation); the phase says where the change stands.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Volume, VolumeAttachmentRef } from '../api'
import { useNotify } from '../components/notify-context'
import { useT } from '../i18n/use-t'
import { volumeDisplayName } from '../components/format'
import { useClient } from '../lib/session'
import type { Failure } from '../queries/outcome'
import { failureError } from '../queries/outcome'
import type { ServerIndex } from '../queries/servers'
import { serverIndexOptions } from '../queries/servers'
import { useApiMutation } from '../queries/use-api-mutation'
import type { Mode } from './attach-mode'
import { DEVICE_PATTERN, MODE_WORDS } from './attach-mode'
import { attachAndWait } from './attach-one'
import { detachAndWait } from './detach-one'
import { consumerName } from './names'
import type { PollSettings } from './poll-volume'

export type ChangeModePhase =
  | 'ready'
  | 'detaching'
  | 'detach-failed'
  | 'attaching'
  | 'attach-failed'
  | 'done'
  | 'restoring'
  | 'restore-failed'
  | 'restored'

export type ChangeModeStep = { kind: 'change'; from: Mode; to: Mode } | { kind: 'restore' }

export function useChangeMode(volume: Volume, attachment: VolumeAttachmentRef, poll?: PollSettings) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [phase, setPhase] = useState<ChangeModePhase>('ready')
  const [failure, setFailure] = useState<Failure>()
  const [modes, setModes] = useState<{ from: Mode; to: Mode }>()
  const label = volumeDisplayName(volume)
  const serverId = attachment.server_id ?? ''
  // Libvirt may ignore the name, but asking for the same device keeps the guest's view when it can.
  const device = DEVICE_PATTERN.test(attachment.device ?? '') ? attachment.device : undefined

  const fail = (next: ChangeModePhase, title: string, outcome: Failure) => {
    setFailure(outcome)
    setPhase(next)
    notify.error(title, failureError(outcome))
  }

  async function change(from: Mode, to: Mode, servers: ServerIndex | undefined) {
    const name = consumerName(attachment, servers)
    setModes({ from, to })
    setFailure(undefined)
    setPhase('detaching')
    const serverOf = (id: string) => servers?.byId.get(id)
    const detached = await detachAndWait(client, volume.id, attachment.attachment_id, serverOf, poll)
    if (!detached.ok) {
      return fail(
        'detach-failed',
        t('Could not detach {{volume}} from {{server}}', { volume: label, server: name }),
        detached,
      )
    }
    setPhase('attaching')
    const attached = await attachAndWait(client, { volumeId: volume.id, serverId, device, mode: to }, poll)
    if (!attached.ok) {
      const title = t('{{volume}} was detached from {{server}} but not attached {{mode}}', {
        volume: label,
        server: name,
        mode: t(MODE_WORDS[to]),
      })
      return fail('attach-failed', title, attached)
    }
    setPhase('done')
    notify.success(
      t('{{volume}} is attached {{mode}} to {{server}}.', { volume: label, mode: t(MODE_WORDS[to]), server: name }),
    )
  }

  async function restore(from: Mode, servers: ServerIndex | undefined) {
    const name = consumerName(attachment, servers)
    setPhase('restoring')
    const attached = await attachAndWait(client, { volumeId: volume.id, serverId, device, mode: from }, poll)
    if (!attached.ok) {
      return fail(
        'restore-failed',
        t('Could not re-attach {{volume}} to {{server}}', { volume: label, server: name }),
        attached,
      )
    }
    setFailure(undefined)
    setPhase('restored')
    notify.success(
      t('{{volume}} is attached {{mode}} to {{server}} again.', {
        volume: label,
        mode: t(MODE_WORDS[from]),
        server: name,
      }),
    )
  }

  const mutation = useApiMutation<ChangeModeStep, void>({
    mutationFn: async (step) => {
      const servers = await queryClient.ensureQueryData(serverIndexOptions(client)).catch(() => undefined)
      if (step.kind === 'change') return change(step.from, step.to, servers)
      if (modes) return restore(modes.from, servers)
    },
    invalidates: ['attachment'],
  })

  return {
    phase,
    failure,
    modes,
    /** A step is running: the dialog must not close (it would hide the way back). */
    busy: mutation.isPending,
    /** The dialog's write: its form sends `{ kind: 'change', from, to }`. */
    mutation,
    restore: () => mutation.run({ kind: 'restore' }),
  }
}
