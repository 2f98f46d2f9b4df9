// Admin › Volume Types: the types with what Cinder makes of them (shareable, cacheable,
// encrypted, conflicts, usage), Create Volume Type, and Set / Unset Shareable per type.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { AddIcon } from '../../components/icons'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { CreateVolumeTypeDialog } from './volume-types/CreateVolumeTypeDialog'
import { useSetShareable } from './volume-types/use-set-shareable'
import { useVolumeTypesData } from './volume-types/use-volume-types-data'
import { VolumeTypesTable } from './volume-types/VolumeTypesTable'

/** Behind RequireAdmin (src/app/routes.tsx): only admins reach it. */
export function VolumeTypesPage() {
  const t = useT()
  const data = useVolumeTypesData(useClient())
  const shareable = useSetShareable()
  const [creating, setCreating] = useState(false)
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Volume Types')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('Create Volume Type')}
          </Button>
        }
      />
      {data.usageError && (
        <ErrorAlert
          severity="warning"
          title={t('Could not count the volumes of each type, so changes are not checked before sending')}
          error={data.usageError}
        />
      )}
      {data.typesError && (
        <ErrorAlert
          title={t('Could not load volume types')}
          error={data.typesError}
          action={<Button onClick={data.retry}>{t('Try again')}</Button>}
        />
      )}
      {!data.types && !data.typesError && <Typography role="status">{t('Loading volume types…')}</Typography>}
      {data.types && data.types.length === 0 && <Typography>{t('No volume types')}</Typography>}
      {data.types && data.types.length > 0 && (
        <VolumeTypesTable
          types={data.types}
          data={data}
          busyId={shareable.isPending ? (shareable.variables?.type.id ?? null) : null}
          onShareable={(type, next) => void shareable.run({ type, shareable: next })}
        />
      )}
      <CreateVolumeTypeDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
