// Manage Snapshot: a snapshot the backend holds becomes a snapshot of one of this project's
// volumes on the same backend. Cinder asks for the volume (it finds the backend through it); the
// row's origin preselects it when it is a volume Cinder has (`volume-<id>`, or the same name).
// A volume that cannot take a snapshot now is listed with the reason (C:cinder/volume/api.py
// #manage_existing_snapshot checks the volume as Create Snapshot does).
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Snapshot, Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { NameDescriptionFields } from '../../../components/form/NameDescriptionFields'
import { SelectField } from '../../../components/form/SelectField'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { manageSnapshotCommand } from '../../../rules/commands/manage-commands'
import type { ManageableEntry } from '../../../queries/manage'
import { volumeListOptions } from '../../../queries/volumes'
import { backendOf } from '../../../rules/group-rules'
import { managedVolumeId } from '../../../rules/manage-rules'
import { canSnapshot } from '../../../rules/snapshot-guards'
import { referenceName } from './manage-facts'
import { useManageSnapshot } from './use-manage-writes'

interface Props {
  /** host@backend#pool. */
  host: string
  entry: ManageableEntry
  onClose: () => void
  /** Cinder took the request: the snapshot, `creating`. */
  onManaged: (snapshot: Snapshot) => void
}

interface Values {
  volumeId: string
  name: string
  description: string
}

const PROJECT_VOLUMES = { limit: 1000 } as const

/** The volume the backend names as the snapshot's origin, when Cinder has it. */
function originVolume(volumes: Volume[], entry: ManageableEntry): Volume | undefined {
  const origin = entry.source_reference?.['source-name']
  if (typeof origin !== 'string') return undefined
  const id = managedVolumeId(origin)
  return volumes.find((volume) => volume.id === id) ?? volumes.find((volume) => volume.name === origin)
}

export function ManageSnapshotDialog({ host, entry, onClose, onManaged }: Props) {
  const t = useT()
  const client = useClient()
  const list = useQuery(volumeListOptions(client, PROJECT_VOLUMES))
  const name = referenceName(entry.reference)
  const manage = useManageSnapshot((snapshot) => {
    onManaged(snapshot)
    onClose()
  })
  const onBackend = (list.data?.volumes ?? []).filter(
    (volume) => backendOf(volume['os-vol-host-attr:host'] ?? null) === backendOf(host),
  )
  return (
    <DialogShell title={t('Manage Snapshot')} subject={name} onClose={onClose} busy={manage.isPending} maxWidth="sm">
      {!list.data ? (
        <DialogLoading error={list.error} text={t('Loading the project’s volumes…')} />
      ) : (
        <ManageSnapshotForm
          host={host}
          entry={entry}
          name={name}
          volumes={onBackend}
          preselected={originVolume(onBackend, entry)?.id ?? ''}
          manage={manage}
        />
      )}
    </DialogShell>
  )
}

function ManageSnapshotForm({
  host,
  entry,
  name,
  volumes,
  preselected,
  manage,
}: {
  host: string
  entry: ManageableEntry
  name: string
  volumes: Volume[]
  preselected: string
  manage: ReturnType<typeof useManageSnapshot>
}) {
  const t = useT()
  const client = useClient()
  const form = useForm<Values>({ defaultValues: { volumeId: preselected, name, description: '' } })
  return (
    <DialogForm
      mutation={manage}
      form={form}
      toVars={(values) => ({
        volumeId: values.volumeId,
        ref: entry.reference,
        name: values.name.trim() || null,
        description: values.description.trim() || null,
      })}
      submitLabel={t('Manage')}
      errorTitle={t('The snapshot was not managed')}
      command={(params) =>
        params.volumeId
          ? {
              cli: manageSnapshotCommand(params),
              requests: client.cinder.describe((cinder) => cinder.manageSnapshot(params)),
            }
          : null
      }
    >
      <Typography sx={{ pt: 1 }}>
        {t(
          'Cinder takes {{name}} on {{host}} as a snapshot of the volume chosen here, in this project. The data stays where it is.',
          { name, host: backendOf(host) ?? host },
        )}
      </Typography>
      <SelectField
        control={form.control}
        name="volumeId"
        label={t('Snapshot of volume')}
        rules={{ required: t('Choose the volume this snapshot belongs to.') }}
        helperText={
          volumes.length === 0 ? t('This project has no volume on this backend: manage its volume first.') : undefined
        }
        options={volumes.map((volume) => {
          const guard = canSnapshot(volume)
          return {
            value: volume.id,
            label: `${volume.name || volume.id} (${t('{{size}} GiB', { size: volume.size })})`,
            disabled: !guard.ok,
            secondary: guard.ok ? null : guard.reason,
          }
        })}
      />
      <NameDescriptionFields control={form.control} nameLabel={t('Snapshot Name')} />
    </DialogForm>
  )
}
