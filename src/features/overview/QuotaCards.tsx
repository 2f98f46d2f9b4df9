// The project's block-storage totals as cards: volumes, gigabytes, snapshots, backups, backup
// gigabytes, groups and the largest volume allowed, in a grid that fills the width.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import type { ProjectQuota } from '../../rules/quota-rules'
import { QuotaMeter } from './QuotaMeter'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

export function QuotaCards({ quota }: { quota: ProjectQuota }) {
  const t = useT()
  const meters = [
    { title: t('Volumes'), usage: quota.volumes },
    { title: t('Volume gigabytes'), usage: quota.gigabytes, unit: 'GiB' as const },
    { title: t('Snapshots'), usage: quota.snapshots },
    { title: t('Backups'), usage: quota.backups },
    { title: t('Backup gigabytes'), usage: quota.backupGigabytes, unit: 'GiB' as const },
    ...(quota.groups ? [{ title: t('Groups'), usage: quota.groups }] : []),
  ]
  const perVolume = quota.perVolumeGigabytes
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {meters.map((meter) => (
        <Card key={meter.title} title={meter.title}>
          <QuotaMeter label={meter.title} usage={meter.usage} unit={meter.unit} />
        </Card>
      ))}
      {perVolume !== null && (
        <Card title={t('Largest volume')}>
          <Typography variant="h6" component="p">
            {perVolume < 0 ? t('No limit') : t('{{size}} GiB', { size: perVolume.toLocaleString() })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('per-volume quota')}
          </Typography>
        </Card>
      )}
    </Box>
  )
}
