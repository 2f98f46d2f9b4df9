// "Attached To" in Admin › All Volumes: each attachment's server (by name where the admin's
// server index of every project names it, else its id) and the compute host Cinder recorded
// (the attachment's attached_host, shown to admins as host_name).
import Box from '@mui/material/Box'
import type { Server, Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'

export function VolumeAttachments({ volume, servers }: { volume: Volume; servers?: ReadonlyMap<string, Server> }) {
  const t = useT()
  if (volume.attachments.length === 0) return <>—</>
  const parts = volume.attachments.map((attachment) => {
    const server = attachment.server_id
      ? (servers?.get(attachment.server_id)?.name ?? attachment.server_id)
      : t('external host')
    return attachment.host_name ? t('{{server}} on {{host}}', { server, host: attachment.host_name }) : server
  })
  const text = parts.join(', ')
  return (
    <Box component="span" title={text} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Box>
  )
}
