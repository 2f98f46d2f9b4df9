// "Launch Instance" for a page header or a volume's actions: the button owns the dialog's open
// state, and says why when the user cannot launch.
import type { ButtonProps } from '@mui/material/Button'
import { useState } from 'react'
import type { OpenStackClient, Volume } from '../../../api'
import { AddIcon } from '../../../components/icons'
import { tr } from '../../../i18n/tr'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { canWrite, readerReason } from '../../../rules/roles'
import { GuardedButton } from '../../../components/GuardedButton'
import { LaunchInstanceDialog } from './LaunchInstanceDialog'

export interface LaunchInstanceButtonProps {
  /** Preselects this volume as the boot volume. */
  volume?: Volume
  variant?: ButtonProps['variant']
}

/** Why this user cannot launch on this cloud, or undefined. */
export function launchUnavailable(client: OpenStackClient): string | undefined {
  if (!client.nova) return tr("This cloud's catalog lists no compute service (Nova).")
  // os_compute_api:servers:create defaults to a project member (N:nova/policies/servers.py).
  if (!canWrite(client)) return readerReason()
  return undefined
}

export function LaunchInstanceButton({ volume, variant = 'contained' }: LaunchInstanceButtonProps) {
  const t = useT()
  const client = useClient()
  const [open, setOpen] = useState(false)
  return (
    <>
      <GuardedButton
        variant={variant}
        startIcon={<AddIcon />}
        reason={launchUnavailable(client)}
        onClick={() => setOpen(true)}
      >
        {t('Launch Instance')}
      </GuardedButton>
      <LaunchInstanceDialog open={open} onClose={() => setOpen(false)} volume={volume} />
    </>
  )
}
