// Changing the attach mode of one attachment: Nova has no way to change it in place, so detach,
// wait until detached, and attach again with the new mode to the same server and device.
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Volume, VolumeAttachmentRef } from '../api'
import { useNotify } from '../components/notify'
import { useT } from '../i18n/use-t'
import { useClient } from '../lib/session'
import type { ServerIndex } from '../queries/servers'
import { serverIndexOptions } from '../queries/servers'
import { volumeDisplayName } from '../lib/format'
import type { Mode } from './attach-mode'
import { DEVICE_PATTERN, MODE_WORDS } from './attach-mode'
import { attachAndWait } from './attach-one'
import { detachAndWait } from './detach-one'
import { invalidateAttachState } from './invalidate-old'
import { consumerName } from './names'
import type { Failure } from './outcome-old'
import { failureError } from './outcome-old'
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

export interface ChangeModeOptions {
  /** Told when a run starts and ends, so the dialog can refuse to close in between. */
  onBusyChange?: (busy: boolean) => void
  poll?: PollSettings
}

export function useChangeMode(volume: Volume, attachment: VolumeAttachmentRef, options: ChangeModeOptions = {}) {
  const { onBusyChange, poll } = options
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [phase, setPhase] = useState<ChangeModePhase>('ready')
  const [failure, setFailure] = useState<Failure>()
  const [modes, setModes] = useState<{ from: Mode; to: Mode }>()
  const busy = useRef(false)
  const label = volumeDisplayName(volume)
  const serverId = attachment.server_id ?? ''
  // Libvirt may ignore the name, but asking for the same device keeps the guest's view when it can.
  const device = DEVICE_PATTERN.test(attachment.device ?? '') ? attachment.device : undefined

  async function once(work: (servers: ServerIndex | undefined) => Promise<void>) {
    if (busy.current) return
    busy.current = true
    onBusyChange?.(true)
    try {
      const servers = await queryClient.ensureQueryData(serverIndexOptions(client)).catch(() => undefined)
      await work(servers)
    } finally {
      busy.current = false
      onBusyChange?.(false)
      await invalidateAttachState(queryClient)
    }
  }

  const fail = (next: ChangeModePhase, title: string, outcome: Failure) => {
    setFailure(outcome)
    setPhase(next)
    notify.error(title, failureError(outcome))
  }

  const start = (from: Mode, to: Mode) =>
    once(async (servers) => {
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
    })

  const restore = () =>
    once(async (servers) => {
      if (!modes) return
      const name = consumerName(attachment, servers)
      setPhase('restoring')
      const attached = await attachAndWait(client, { volumeId: volume.id, serverId, device, mode: modes.from }, poll)
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
          mode: t(MODE_WORDS[modes.from]),
          server: name,
        }),
      )
    })

  return { phase, failure, modes, start, restore }
}
