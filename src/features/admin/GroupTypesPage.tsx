// Admin › Group Types (3.11; docs/cinder-groups.md §6–7): every group type with its group specs,
// whether it is the default and how many groups have it; Create Group Type, and per type Edit,
// Group Specs and Delete (refused before the click while groups have it).
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { AddIcon } from '../../components/icons'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { canDeleteGroupTypeGuard } from '../../rules/group-type-guards'
import { CreateGroupTypeDialog } from './group-types/CreateGroupTypeDialog'
import { DeleteGroupTypeDialog } from './group-types/DeleteGroupTypeDialog'
import { EditGroupTypeDialog } from './group-types/EditGroupTypeDialog'
import { GroupSpecsDialog } from './group-types/GroupSpecsDialog'
import type { GroupTypeAction } from './group-types/GroupTypesTable'
import { GroupTypesTable } from './group-types/GroupTypesTable'
import type { GroupTypesData } from './group-types/use-group-types-data'
import { useGroupTypesData } from './group-types/use-group-types-data'

/** The open dialog of a row: which action, on which type (read again from the list, so it stays fresh). */
function GroupTypeDialog({
  open,
  data,
  onClose,
}: {
  open: { action: GroupTypeAction; typeId: string }
  data: GroupTypesData
  onClose: () => void
}) {
  const type = data.types?.find((candidate) => candidate.id === open.typeId)
  if (!type) return null
  switch (open.action) {
    case 'edit':
      return <EditGroupTypeDialog type={type} onClose={onClose} />
    case 'specs':
      return <GroupSpecsDialog type={type} onClose={onClose} />
    case 'delete':
      return (
        <DeleteGroupTypeDialog
          type={type}
          guard={canDeleteGroupTypeGuard(type, data.usage)}
          counted={data.usage !== undefined}
          onClose={onClose}
        />
      )
  }
}

/** Behind RequireAdmin (src/app/routes.tsx): only admins reach it. */
export function GroupTypesPage() {
  const t = useT()
  const client = useClient()
  const data = useGroupTypesData(client)
  const [creating, setCreating] = useState(false)
  const [open, setOpen] = useState<{ action: GroupTypeAction; typeId: string } | null>(null)
  if (!client.feature('groupTypes').available) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('Group Types')} />
        <Alert severity="info">{t('This cloud’s Block Storage API does not offer group types (3.11).')}</Alert>
      </Stack>
    )
  }
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Group Types')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('Create Group Type')}
          </Button>
        }
      />
      {data.usageError && (
        <ErrorAlert
          severity="warning"
          title={t('Could not count the groups of each type, so Delete is not checked before sending')}
          error={data.usageError}
        />
      )}
      {data.typesError && (
        <ErrorAlert
          title={t('Could not load group types')}
          error={data.typesError}
          action={<Button onClick={data.retry}>{t('Try again')}</Button>}
        />
      )}
      {!data.types && !data.typesError && <Typography role="status">{t('Loading group types…')}</Typography>}
      {data.types && data.types.length === 0 && <Typography>{t('No group types')}</Typography>}
      {data.types && data.types.length > 0 && (
        <GroupTypesTable
          types={data.types}
          data={data}
          onAction={(type, action) => setOpen({ action, typeId: type.id })}
        />
      )}
      <CreateGroupTypeDialog open={creating} onClose={() => setCreating(false)} />
      {open && <GroupTypeDialog open={open} data={data} onClose={() => setOpen(null)} />}
    </Stack>
  )
}
