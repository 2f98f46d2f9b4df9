// The fields of one volume, as a description list.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { Volume } from '../../../api'
import { StatusChip } from '../../../components/StatusChip'
import { formatCreated, formatSize, yesNo } from '../volume-format'

export function VolumeOverview({ volume, admin }: { volume: Volume; admin: boolean }) {
  const rows: Array<[string, ReactNode]> = [
    ['ID', volume.id],
    ['Status', <StatusChip key="status" status={volume.status} />],
    ['Size', formatSize(volume.size)],
    ['Type', volume.volume_type ?? '—'],
    ['Shareable (multi-attach)', yesNo(volume.multiattach)],
    ['Read-only', yesNo(volume.metadata.readonly === 'True')],
    ['Bootable', yesNo(volume.bootable === 'true')],
    ['Encrypted', yesNo(volume.encrypted)],
    ['Availability Zone', volume.availability_zone],
    ['Created', formatCreated(volume.created_at)],
    ['Updated', formatCreated(volume.updated_at)],
    ['Description', volume.description || '—'],
    ['Attachments', String(volume.attachments.length)],
  ]
  if (admin) {
    rows.push(['Host', volume['os-vol-host-attr:host'] ?? '—'])
    rows.push(['Project', volume['os-vol-tenant-attr:tenant_id'] ?? '—'])
  }
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
