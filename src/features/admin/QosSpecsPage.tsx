// Admin › QoS Specs: the QoS specs with their consumer, keys and volume types; Create QoS Spec,
// and per spec Edit Keys, Associations and Delete (force when types have it).
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AddIcon } from '../../components/icons'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { volumeTypesOptions } from '../../queries/catalog'
import { qosSpecsOptions } from '../../queries/volume-type-admin'
import { AssociationsDialog } from './qos/AssociationsDialog'
import { CreateQosDialog } from './qos/CreateQosDialog'
import { DeleteQosDialog } from './qos/DeleteQosDialog'
import { EditQosDialog } from './qos/EditQosDialog'
import type { QosAction } from './qos/QosSpecsTable'
import { QosSpecsTable } from './qos/QosSpecsTable'

/** Behind RequireAdmin (src/app/routes.tsx): only admins reach it. */
export function QosSpecsPage() {
  const t = useT()
  const client = useClient()
  const specs = useQuery(qosSpecsOptions(client))
  const types = useQuery(volumeTypesOptions(client))
  const [creating, setCreating] = useState(false)
  const [open, setOpen] = useState<{ action: QosAction; id: string } | null>(null)
  const current = open ? specs.data?.find((candidate) => candidate.id === open.id) : undefined
  const close = () => setOpen(null)
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('QoS Specs')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('Create QoS Spec')}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t('Limits (IOPS, throughput) for the volumes of the volume types that have them.')}
      </Typography>
      {specs.error && (
        <ErrorAlert
          title={t('Could not load the QoS specs')}
          error={specs.error}
          action={<Button onClick={() => void specs.refetch()}>{t('Try again')}</Button>}
        />
      )}
      {types.error && <ErrorAlert severity="warning" title={t('Could not load volume types')} error={types.error} />}
      {!specs.data && !specs.error && <Typography role="status">{t('Loading QoS specs…')}</Typography>}
      {specs.data && specs.data.length === 0 && <Typography>{t('No QoS specs')}</Typography>}
      {specs.data && specs.data.length > 0 && (
        <QosSpecsTable
          specs={specs.data}
          types={types.data}
          onAction={(row, action) => setOpen({ action, id: row.id })}
        />
      )}
      {creating && <CreateQosDialog onClose={() => setCreating(false)} />}
      {open && current && open.action === 'edit' && <EditQosDialog specs={current} onClose={close} />}
      {open && current && open.action === 'associations' && (
        <AssociationsDialog specs={current} types={types.data ?? []} all={specs.data ?? []} onClose={close} />
      )}
      {open && current && open.action === 'delete' && <DeleteQosDialog specs={current} onClose={close} />}
    </Stack>
  )
}
