// Per-project default types (3.62, /default-types): which type a project's new volumes get when
// none is named. Listed with project names from Keystone; Set opens a dialog, Unset sends at once.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ProjectDefaultType, VolumeType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { featureReason } from '../../../components/error-text'
import { SelectField } from '../../../components/form/SelectField'
import { GuardedButton } from '../../../components/GuardedButton'
import { ErrorAlert } from '../../../components/notify-alert'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { allProjectsOptions } from '../../../queries/identity'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { defaultTypeCommand } from '../../../rules/commands/admin-commands'
import { projectDefaultTypesOptions } from '../../../queries/volume-type-admin'

interface SetValues {
  project: string
  type: string
}

function SetDefaultTypeDialog({
  types,
  current,
  onClose,
}: {
  types: VolumeType[]
  current: readonly ProjectDefaultType[]
  onClose: () => void
}) {
  const t = useT()
  const client = useClient()
  const projects = useQuery(allProjectsOptions(client))
  const form = useForm<SetValues>({ defaultValues: { project: '', type: '' } })
  const set = useApiMutation<SetValues, ProjectDefaultType>({
    mutationFn: ({ project, type }) => client.cinder.setDefaultType(project, type),
    invalidates: ['volumeType'],
    success: (_data, values) =>
      t('New volumes of {{project}} get {{type}} by default', {
        project: projects.data?.find((project) => project.id === values.project)?.name ?? values.project,
        type: types.find((type) => type.id === values.type)?.name ?? values.type,
      }),
    onSuccess: onClose,
  })
  const typeName = (id: string) => types.find((type) => type.id === id)?.name ?? id
  return (
    <DialogShell title={t('Set Project Default Type')} onClose={onClose} busy={set.isPending}>
      <DialogForm
        mutation={set}
        form={form}
        toVars={(values) => values}
        label={t('Set Project Default Type')}
        submitLabel={t('Set Default')}
        errorTitle={t('The default type was not set')}
        command={({ project, type }) =>
          project && type
            ? {
                cli: defaultTypeCommand(project, type),
                requests: client.cinder.describe((cinder) => cinder.setDefaultType(project, type)),
              }
            : null
        }
      >
        {projects.error && <ErrorAlert title={t('Could not load the projects')} error={projects.error} />}
        <SelectField
          control={form.control}
          name="project"
          label={t('Project')}
          rules={{ validate: (value) => (value ? undefined : t('Choose a project.')) }}
          options={(projects.data ?? []).map((project) => {
            const own = current.find((entry) => entry.project_id === project.id)
            return {
              value: project.id,
              label: project.name,
              secondary: own ? t('Now: {{type}}', { type: typeName(own.volume_type_id) }) : project.id,
            }
          })}
        />
        <SelectField
          control={form.control}
          name="type"
          label={t('Volume type')}
          rules={{ validate: (value) => (value ? undefined : t('Choose a volume type.')) }}
          options={types.map((type) => ({
            value: type.id,
            label: type.name,
            secondary: type.is_public ? null : t('Private: give the project access too'),
          }))}
        />
      </DialogForm>
    </DialogShell>
  )
}

function columns(t: TFunction): ColumnDef<ProjectDefaultType>[] {
  return [
    { id: 'project', header: t('Project'), meta: { grow: { weight: 1, min: 150 } }, cell: rendererCell('project') },
    { id: 'type', header: t('Default type'), meta: { grow: { weight: 1, min: 150 } }, cell: rendererCell('type') },
    { id: 'actions', header: t('Actions'), size: 120, cell: rendererCell('actions') },
  ]
}

export function ProjectDefaultTypes({ types }: { types: VolumeType[] }) {
  const t = useT()
  const client = useClient()
  const feature = client.feature('defaultTypeOverrides')
  const defaults = useQuery({ ...projectDefaultTypesOptions(client), enabled: feature.available })
  const projects = useQuery(allProjectsOptions(client))
  const [setting, setSetting] = useState(false)
  const projectName = (id: string) => projects.data?.find((project) => project.id === id)?.name ?? id
  const typeName = (id: string) => types.find((type) => type.id === id)?.name ?? id
  const unset = useApiMutation<string, void>({
    mutationFn: (projectId) => client.cinder.unsetDefaultType(projectId),
    invalidates: ['volumeType'],
    success: (_data, projectId) =>
      t('{{project}} uses the cloud’s default type again', { project: projectName(projectId) }),
    failure: (projectId) => t('Could not unset the default type of {{project}}', { project: projectName(projectId) }),
  })
  const columnDefs = useMemo(() => columns(t), [t])
  const meta: Renderers<ProjectDefaultType> = {
    project: (entry) => <span title={entry.project_id}>{projectName(entry.project_id)}</span>,
    type: (entry) => typeName(entry.volume_type_id),
    actions: (entry) => (
      <GuardedButton
        size="small"
        disabled={unset.isPending || unset.outcomeUnknown}
        loading={unset.isPending && unset.variables === entry.project_id}
        aria-label={t('Unset the default type of {{project}}', { project: projectName(entry.project_id) })}
        onClick={() => void unset.run(entry.project_id)}
      >
        {t('Unset')}
      </GuardedButton>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: defaults.data ?? [],
    columns: columnDefs,
    meta,
    getRowId: (entry) => entry.project_id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return (
    <Stack spacing={1} component="section" aria-labelledby="project-default-types">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="project-default-types">
          {t('Project Default Types')}
        </Typography>
        <GuardedButton
          variant="outlined"
          reason={feature.available ? undefined : featureReason(feature)}
          onClick={() => setSetting(true)}
        >
          {t('Set Project Default Type')}
        </GuardedButton>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('The type a project’s new volumes get when none is chosen; other projects get the cloud’s default.')}
      </Typography>
      {!feature.available && <Typography>{featureReason(feature)}</Typography>}
      {defaults.error && (
        <ErrorAlert
          title={t('Could not load the default types')}
          error={defaults.error}
          action={<Button onClick={() => void defaults.refetch()}>{t('Try again')}</Button>}
        />
      )}
      {unset.error && <ErrorAlert title={t('The default type was not unset')} error={unset.error} />}
      {defaults.data && defaults.data.length === 0 && (
        <Typography>{t('No project has its own default type.')}</Typography>
      )}
      {defaults.data && defaults.data.length > 0 && (
        <DataTable table={table} label={t('Project Default Types')} framed={false} wrap />
      )}
      {setting && (
        <SetDefaultTypeDialog types={types} current={defaults.data ?? []} onClose={() => setSetting(false)} />
      )}
    </Stack>
  )
}
