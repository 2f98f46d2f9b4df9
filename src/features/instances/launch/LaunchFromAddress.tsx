// Launch Instance opened by the address (`/instances?launchFromVolume=<id>`): a volume's "Launch as
// Instance" comes here. The volume is read, the dialog opens with it as the boot source, and closing
// it takes the parameter out of the address, so a reload or Back does not open it again.
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { volumeOptions } from '../../../queries/volumes'
import { LaunchInstanceDialog } from './LaunchInstanceDialog'

export function LaunchFromAddress() {
  const t = useT()
  const client = useClient()
  const [params, setParams] = useSearchParams()
  const volumeId = params.get('launchFromVolume')
  const volume = useQuery({ ...volumeOptions(client, volumeId ?? ''), enabled: volumeId !== null })
  if (volumeId === null) return null
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('launchFromVolume')
        return next
      },
      { replace: true },
    )
  if (volume.error) return <ErrorAlert title={t('Could not read the volume to launch from')} error={volume.error} />
  if (!volume.data) return null
  return <LaunchInstanceDialog open onClose={close} volume={volume.data} />
}
