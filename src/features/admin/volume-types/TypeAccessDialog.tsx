// Access to a private type: the projects it is shared with (names from Keystone), Remove per
// project, and a project picker that grants one (os-volume-type-access).
import Alert from '@mui/material/Alert'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { VolumeType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { SelectField } from '../../../components/form/SelectField'
import { GuardedButton } from '../../../components/GuardedButton'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { allProjectsOptions } from '../../../queries/identity'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { typeAccessCommand } from '../../../rules/commands/admin-commands'
import { volumeTypeAccessOptions } from '../../../queries/volume-type-admin'

interface Change {
  projectId: string
  grant: boolean
}

export function TypeAccessDialog({ type, onClose }: { type: VolumeType; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const access = useQuery(volumeTypeAccessOptions(client, type.id))
  const projects = useQuery(allProjectsOptions(client))
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } })
  const nameOf = (id: string) => projects.data?.find((project) => project.id === id)?.name
  const change = useApiMutation<Change, void>({
    mutationFn: ({ projectId, grant }) => client.cinder.setVolumeTypeAccess(type.id, projectId, grant),
    invalidates: ['volumeType'],
    success: (_data, { projectId, grant }) =>
      grant
        ? t('Project {{project}} can now use {{name}}', { project: nameOf(projectId) ?? projectId, name: type.name })
        : t('Project {{project}} can no longer use {{name}}', {
            project: nameOf(projectId) ?? projectId,
            name: type.name,
          }),
    failure: ({ projectId }) =>
      t('Could not change the access of {{project}}', { project: nameOf(projectId) ?? projectId }),
    onSuccess: (_data, { grant }) => {
      if (grant) form.reset({ project: '' })
    },
  })
  const granted = new Set((access.data ?? []).map((entry) => entry.project_id))
  const options = [
    { value: '', label: t('Choose a project…'), disabled: true },
    ...(projects.data ?? []).map((project) => ({
      value: project.id,
      label: project.name,
      secondary: granted.has(project.id) ? t('Already has access') : project.id,
      disabled: granted.has(project.id),
    })),
  ]
  return (
    <DialogShell title={t('Type Access')} subject={type.name} onClose={onClose} busy={change.isPending}>
      <DialogForm
        mutation={change}
        form={form}
        toVars={(values) => ({ projectId: values.project, grant: true })}
        label={t('Grant access')}
        submitLabel={t('Grant Access')}
        errorTitle={t('The access was not changed')}
        command={({ projectId, grant }) =>
          projectId
            ? {
                cli: typeAccessCommand(type.id, projectId, grant),
                requests: client.cinder.describe((cinder) => cinder.setVolumeTypeAccess(type.id, projectId, grant)),
              }
            : null
        }
        closeReadsClose
        dividers
      >
        <Typography>{t('A private type is seen only by admins and the projects it is shared with.')}</Typography>
        {access.error && <ErrorAlert title={t('Could not load the access list')} error={access.error} />}
        {projects.error && (
          <Alert severity="warning">{t('Could not load the project names from Keystone: ids are shown.')}</Alert>
        )}
        {!access.data && !access.error && <Typography role="status">{t('Loading…')}</Typography>}
        {access.data && access.data.length === 0 && <Typography>{t('No project has access yet.')}</Typography>}
        {access.data && access.data.length > 0 && (
          <List dense aria-label={t('Projects with access')}>
            {access.data.map((entry) => (
              <ListItem
                key={entry.project_id}
                secondaryAction={
                  <GuardedButton
                    size="small"
                    color="error"
                    disabled={change.isPending || change.outcomeUnknown}
                    loading={change.isPending && change.variables?.projectId === entry.project_id}
                    aria-label={t('Remove access of {{project}}', {
                      project: nameOf(entry.project_id) ?? entry.project_id,
                    })}
                    onClick={() => void change.run({ projectId: entry.project_id, grant: false })}
                  >
                    {t('Remove')}
                  </GuardedButton>
                }
              >
                <ListItemText primary={nameOf(entry.project_id) ?? entry.project_id} secondary={entry.project_id} />
              </ListItem>
            ))}
          </List>
        )}
        <SelectField
          control={form.control}
          name="project"
          label={t('Project')}
          options={options}
          rules={{ validate: (value) => (value ? undefined : t('Choose a project.')) }}
        />
      </DialogForm>
    </DialogShell>
  )
}
