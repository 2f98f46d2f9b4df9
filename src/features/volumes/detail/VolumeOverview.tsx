// The fields of one volume, as a description list.
import type { ReactNode } from 'react'
import type { Volume } from '../../../api'
import { DescriptionList } from '../../../components/DescriptionList'
import { StatusChip } from '../../../components/StatusChip'
import { useT } from '../../../i18n/use-t'
import { formatCreated, formatSize } from '../../../components/format'

export function VolumeOverview({ volume, admin }: { volume: Volume; admin: boolean }) {
  const t = useT()
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'))
  const rows: Array<[string, ReactNode]> = [
    [t('ID'), volume.id],
    [t('Status'), <StatusChip key="status" status={volume.status} />],
    [t('Size'), formatSize(volume.size)],
    [t('Type'), volume.volume_type ?? '—'],
    [t('Shareable (multi-attach)'), yesNo(volume.multiattach)],
    [t('Read-only'), yesNo(volume.metadata.readonly === 'True')],
    [t('Bootable'), yesNo(volume.bootable === 'true')],
    [t('Encrypted'), yesNo(volume.encrypted)],
    [t('Availability Zone'), volume.availability_zone],
    [t('Created'), formatCreated(volume.created_at)],
    [t('Updated'), formatCreated(volume.updated_at)],
    [t('Description'), volume.description || '—'],
    [t('Attachments'), String(volume.attachments.length)],
  ]
  if (admin) {
    rows.push([t('Host'), volume['os-vol-host-attr:host'] ?? '—'])
    rows.push([t('Project'), volume['os-vol-tenant-attr:tenant_id'] ?? '—'])
  }
  return <DescriptionList rows={rows} />
}
