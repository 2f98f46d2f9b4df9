// Manage Volume: storage the backend holds becomes a volume of the admin's project. Prefilled
// from the row (the backend's name as the volume's name); the type (the default when none), the
// zone (the backend's when none) and bootable as Cinder takes them. Cinder keeps the data where
// it is; the size is the backend's, known once the volume is available.
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { ManageableVolume, ManagedVolume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { NameDescriptionFields } from '../../../components/form/NameDescriptionFields'
import { SelectField } from '../../../components/form/SelectField'
import { SwitchField } from '../../../components/form/SwitchField'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { availabilityZonesOptions, volumeTypesOptions } from '../../../queries/catalog'
import { manageVolumeCommand } from '../../../rules/commands/manage-commands'
import { referenceName } from './manage-facts'
import { useManageVolume } from './use-manage-writes'

interface Props {
  /** host@backend#pool. */
  host: string
  entry: ManageableVolume
  onClose: () => void
  /** Cinder took the request: the volume, `creating`. */
  onManaged: (volume: ManagedVolume) => void
}

interface Values {
  name: string
  description: string
  volumeType: string
  zone: string
  bootable: boolean
}

export function ManageVolumeDialog({ host, entry, onClose, onManaged }: Props) {
  const t = useT()
  const client = useClient()
  const types = useQuery(volumeTypesOptions(client))
  const zones = useQuery(availabilityZonesOptions(client))
  const manage = useManageVolume((volume) => {
    onManaged(volume)
    onClose()
  })
  const name = referenceName(entry.reference)
  const form = useForm<Values>({ defaultValues: { name, description: '', volumeType: '', zone: '', bootable: false } })
  return (
    <DialogShell title={t('Manage Volume')} subject={name} onClose={onClose} busy={manage.isPending} maxWidth="sm">
      {!types.data || !zones.data ? (
        <DialogLoading error={types.error ?? zones.error} text={t('Loading volume types and zones…')} />
      ) : (
        <DialogForm
          mutation={manage}
          form={form}
          toVars={(values) => ({
            host,
            ref: entry.reference,
            name: values.name.trim() || null,
            description: values.description.trim() || null,
            volumeType: values.volumeType || null,
            availabilityZone: values.zone || null,
            bootable: values.bootable,
          })}
          submitLabel={t('Manage')}
          errorTitle={t('The volume was not managed')}
          command={(params) => ({
            cli: manageVolumeCommand({ ...params, host }),
            requests: client.cinder.describe((cinder) => cinder.manageVolume(params)),
          })}
        >
          <Typography sx={{ pt: 1 }}>
            {t(
              'Cinder takes {{name}} on {{host}} as a volume of this project. The data stays where it is; Cinder reads its size from the backend.',
              { name, host },
            )}
          </Typography>
          <NameDescriptionFields control={form.control} nameLabel={t('Volume Name')} autoFocus />
          <SelectField
            control={form.control}
            name="volumeType"
            label={t('Volume Type')}
            options={[
              { value: '', label: t('The default type') },
              ...types.data.map((type) => ({ value: type.name, label: type.name })),
            ]}
          />
          <SelectField
            control={form.control}
            name="zone"
            label={t('Availability Zone')}
            options={[
              { value: '', label: t('The backend’s zone') },
              ...zones.data.map((zone) => ({ value: zone.zoneName, label: zone.zoneName })),
            ]}
          />
          <SwitchField control={form.control} name="bootable" label={t('Bootable')} />
        </DialogForm>
      )}
    </DialogShell>
  )
}
