// Admin › Volume Types: the types with what Cinder makes of them (shareable, cacheable,
// encrypted, QoS, conflicts, usage), Create Volume Type, Set / Unset Shareable per type, and per
// type Edit, Extra Specs, Access, Encryption and Delete; the projects' own default types below.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { VolumeType } from '../../api'
import { DialogLoading } from '../../components/dialog/DialogLoading'
import { DialogShell } from '../../components/dialog/DialogShell'
import { AddIcon } from '../../components/icons'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { CreateVolumeTypeDialog } from './volume-types/CreateVolumeTypeDialog'
import { DeleteVolumeTypeDialog } from './volume-types/DeleteVolumeTypeDialog'
import { EditVolumeTypeDialog } from './volume-types/EditVolumeTypeDialog'
import { EncryptionDialog } from './volume-types/EncryptionDialog'
import { ExtraSpecsDialog } from './volume-types/ExtraSpecsDialog'
import { ProjectDefaultTypes } from './volume-types/ProjectDefaultTypes'
import { canChangeEncryption, canChangeSpecs, canDeleteType } from '../../rules/volume-type-guards'
import { TypeAccessDialog } from './volume-types/TypeAccessDialog'
import type { VolumeTypesData } from './volume-types/use-volume-types-data'
import { useSetShareable } from './volume-types/use-set-shareable'
import { useVolumeTypesData } from './volume-types/use-volume-types-data'
import type { TypeAction } from './volume-types/VolumeTypesTable'
import { VolumeTypesTable } from './volume-types/VolumeTypesTable'

/** The open dialog of a row: which action, on which type (read again from the list, so it stays fresh). */
function TypeDialog({
  open,
  data,
  onClose,
}: {
  open: { action: TypeAction; typeId: string }
  data: VolumeTypesData
  onClose: () => void
}) {
  const t = useT()
  const type: VolumeType | undefined = data.types?.find((candidate) => candidate.id === open.typeId)
  if (!type) return null
  switch (open.action) {
    case 'edit':
      return <EditVolumeTypeDialog type={type} onClose={onClose} />
    case 'specs':
      return <ExtraSpecsDialog type={type} guard={canChangeSpecs(type, data.usage)} onClose={onClose} />
    case 'access':
      return <TypeAccessDialog type={type} onClose={onClose} />
    case 'encryption': {
      const { state: spec, error } = data.encryption(type.id)
      if (spec === undefined) {
        // Its encryption is still being read, or could not be: say so instead of guessing.
        return (
          <DialogShell title={t('Encryption')} subject={type.name} onClose={onClose}>
            <DialogLoading
              error={error}
              text={t('Reading the encryption…')}
              errorTitle={t('Could not read the encryption')}
            />
          </DialogShell>
        )
      }
      return (
        <EncryptionDialog
          type={type}
          spec={spec}
          guards={{
            create: canChangeEncryption(type, data.usage, 'create'),
            update: canChangeEncryption(type, data.usage, 'update'),
            delete: canChangeEncryption(type, data.usage, 'delete'),
          }}
          onClose={onClose}
        />
      )
    }
    case 'delete':
      return (
        <DeleteVolumeTypeDialog
          type={type}
          guard={canDeleteType(type, data.usage, data.defaults)}
          qosName={data.qos(type)?.name ?? null}
          onClose={onClose}
        />
      )
  }
}

/** Behind RequireAdmin (src/app/routes.tsx): only admins reach it. */
export function VolumeTypesPage() {
  const t = useT()
  const data = useVolumeTypesData(useClient())
  const shareable = useSetShareable()
  const [creating, setCreating] = useState(false)
  const [open, setOpen] = useState<{ action: TypeAction; typeId: string } | null>(null)
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
          onAction={(type, action) => setOpen({ action, typeId: type.id })}
        />
      )}
      {data.types && <ProjectDefaultTypes types={data.types} />}
      <CreateVolumeTypeDialog open={creating} onClose={() => setCreating(false)} />
      {open && <TypeDialog open={open} data={data} onClose={() => setOpen(null)} />}
    </Stack>
  )
}
