// Detach for exactly one attachment, wherever attachments are listed.
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Server, Volume, VolumeAttachmentRef } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import { canDetach } from '../../../rules/guards'
import { GuardedButton } from './GuardedButton'
import type { DetachResult } from './use-detach'
import { useDetach } from './use-detach'

export interface DetachButtonProps {
  volume: Volume
  attachment: VolumeAttachmentRef
  /** The attachment's server when the caller has it; otherwise read from the cached server list. */
  server?: Server
  size?: 'small' | 'medium'
  onDone?: (result: DetachResult) => void
}

export function DetachButton({ volume, attachment, server, size = 'small', onDone }: DetachButtonProps) {
  const t = useT()
  const client = useClient()
  const detach = useDetach()
  const servers = useQuery({ ...serverIndexOptions(client), enabled: !server && client.nova !== null })
  const [running, setRunning] = useState(false)
  const busy = useRef(false)
  const known = server ?? (attachment.server_id ? servers.data?.byId.get(attachment.server_id) : undefined)
  const guard = canDetach(volume, attachment, known)

  const run = async () => {
    if (busy.current) return
    busy.current = true
    setRunning(true)
    try {
      const [result] = await detach(volume, attachment.attachment_id)
      if (result) onDone?.(result)
    } finally {
      busy.current = false
      setRunning(false)
    }
  }

  return (
    <GuardedButton
      size={size}
      color="warning"
      reason={guard.ok ? undefined : guard.reason}
      disabled={running}
      onClick={() => void run()}
    >
      {running ? t('Detaching…') : t('Detach')}
    </GuardedButton>
  )
}
