// The fields of one volume, as a dense description list: three pairs a line on a wide screen.
import type { ReactNode } from 'react'
import type { Volume } from '../../../api'
import { DescriptionList } from '../../../components/DescriptionList'
import { StatusChip } from '../../../components/StatusChip'
import { useT } from '../../../i18n/use-t'
import { formatCreated, formatSize } from '../../../components/format'
import { InlineTextEdit } from '../../../components/InlineTextEdit'
import { validateText } from '../../../components/form/text-rules'
import { useInlineVolumeEdit, type InlineField } from './use-inline-edit'

interface Props {
  volume: Volume
  admin: boolean
  /** Why the name and description cannot be edited now (not a writer, in maintenance), or none. */
  editReason?: string
}

export function VolumeOverview({ volume, admin, editReason }: Props) {
  const t = useT()
  const inline = useInlineVolumeEdit(volume)
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'))
  const editable = (field: InlineField, label: string, multiline = false) => (
    <InlineTextEdit
      key={field}
      label={label}
      value={volume[field] ?? ''}
      multiline={multiline}
      validate={validateText(field === 'name' ? 'The name' : 'The description')}
      onSave={(value) => inline.save(field, value)}
      error={inline.field === field ? inline.error : null}
      errorTitle={t('The volume was not changed')}
      pending={inline.pending && inline.field === field}
      disabledReason={editReason}
    />
  )
  const rows: Array<[string, ReactNode]> = [
    [t('Name'), editable('name', t('Name'))],
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
    [t('Description'), editable('description', t('Description'), true)],
    [t('Attachments'), String(volume.attachments.length)],
  ]
  if (admin) {
    rows.push([t('Host'), volume['os-vol-host-attr:host'] ?? '—'])
    rows.push([t('Project'), volume['os-vol-tenant-attr:tenant_id'] ?? '—'])
  }
  return <DescriptionList rows={rows} columns={3} />
}
