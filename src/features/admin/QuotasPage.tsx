// Admin › Quotas: a project's block-storage quotas with usage (picked by name from Keystone's
// project list, kept in the address as ?project=), Edit Quotas, Reset to Defaults, and the
// default quota class with Edit Defaults. docs/admin-quotas-storage.md has the Zed facts.
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import {
  DEFAULT_LIMITS_WITHOUT_CLI,
  defaultQuotasCommand,
  projectQuotasCommand,
} from '../../rules/commands/quota-commands'
import { quotaDefaultsOptions, quotaSetOptions } from '../../queries/admin-quotas'
import { useProjectNames } from '../../queries/use-project-names'
import { EditLimitsDialog } from './quotas/EditLimitsDialog'
import { quotaRows } from './quotas/quota-rows'
import { QuotaTable } from './quotas/QuotaTable'
import { ResetQuotasDialog } from './quotas/ResetQuotasDialog'
import { useSaveDefaultQuotas, useSaveProjectQuotas } from './quotas/use-quota-writes'

type Open = 'edit' | 'reset' | 'defaults' | null

/** Behind RequireAdmin (src/app/routes.tsx): only admins reach it. */
export function QuotasPage() {
  const t = useT()
  const client = useClient()
  const [params, setParams] = useSearchParams()
  const projectId = params.get('project') || client.token.project.id
  const { projects, query: projectQuery } = useProjectNames(client)
  // A project id from the address that Keystone did not list is still shown, by its id.
  const choices = useMemo(() => {
    const listed = projects.map(({ id, name }) => ({ id, name }))
    return listed.some((item) => item.id === projectId) ? listed : [{ id: projectId, name: projectId }, ...listed]
  }, [projects, projectId])
  const project = choices.find((candidate) => candidate.id === projectId) ?? { id: projectId, name: projectId }
  const set = useQuery(quotaSetOptions(client, projectId))
  const defaults = useQuery(quotaDefaultsOptions(client))
  const rows = useMemo(() => (set.data ? quotaRows(set.data) : undefined), [set.data])
  const defaultRows = useMemo(() => (defaults.data ? quotaRows(defaults.data) : undefined), [defaults.data])
  const defaultMap = useMemo(() => new Map((defaultRows ?? []).map((row) => [row.key, row.limit])), [defaultRows])
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const saveProject = useSaveProjectQuotas(project, close)
  const saveDefaults = useSaveDefaultQuotas(close)

  return (
    <Stack spacing={2}>
      <PageHeader title={t('Quotas')} />
      {projectQuery.error && (
        <ErrorAlert severity="warning" title={t('Could not list the projects')} error={projectQuery.error} />
      )}
      <Autocomplete
        size="small"
        sx={{ maxWidth: 360 }}
        options={choices}
        value={project}
        disableClearable
        getOptionLabel={(option) => option.name || option.id}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => setParams({ project: value.id }, { replace: true })}
        renderInput={(params) => <TextField {...params} label={t('Project')} />}
      />

      <Stack component="section" spacing={1.5} aria-labelledby="project-quotas">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id="project-quotas" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('Quotas of {{project}}', { project: project.name })}
          </Typography>
          <Button variant="contained" disabled={!rows} onClick={() => setOpen('edit')}>
            {t('Edit Quotas')}
          </Button>
          <Button variant="outlined" color="warning" disabled={!rows || !defaultRows} onClick={() => setOpen('reset')}>
            {t('Reset to Defaults')}
          </Button>
        </Stack>
        {set.error && (
          <ErrorAlert
            title={t('Could not load the quotas')}
            error={set.error}
            action={<Button onClick={() => void set.refetch()}>{t('Try again')}</Button>}
          />
        )}
        {!rows && !set.error && <Typography role="status">{t('Loading quotas…')}</Typography>}
        {rows && (
          <QuotaTable rows={rows} defaults={defaultMap} label={t('Quotas of {{project}}', { project: project.name })} />
        )}
      </Stack>

      <Stack component="section" spacing={1.5} aria-labelledby="default-quotas">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id="default-quotas" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('Default quotas')}
          </Typography>
          <Button variant="outlined" disabled={!defaultRows} onClick={() => setOpen('defaults')}>
            {t('Edit Defaults')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('A project without a limit of its own for a key gets the default (the quota class "default").')}
        </Typography>
        {defaults.error && (
          <ErrorAlert
            title={t('Could not load the default quotas')}
            error={defaults.error}
            action={<Button onClick={() => void defaults.refetch()}>{t('Try again')}</Button>}
          />
        )}
        {!defaultRows && !defaults.error && <Typography role="status">{t('Loading the default quotas…')}</Typography>}
        {defaultRows && <QuotaTable rows={defaultRows} label={t('Default quotas')} />}
      </Stack>

      {open === 'edit' && rows && (
        <EditLimitsDialog
          key={projectId}
          title={t('Edit Quotas')}
          subject={project.name}
          rows={rows}
          note={t('Cinder refuses a limit below what the project uses (in use + reserved); -1 is always accepted.')}
          save={saveProject}
          errorTitle={t('The quotas were not saved')}
          command={(limits) => ({
            cli: projectQuotasCommand(projectId, limits),
            requests: client.cinder.describe((cinder) => cinder.updateQuotaSet(projectId, limits)),
          })}
          onClose={close}
        />
      )}
      {open === 'reset' && rows && (
        <ResetQuotasDialog project={project} rows={rows} defaults={defaultMap} onClose={close} />
      )}
      {open === 'defaults' && defaultRows && (
        <EditLimitsDialog
          title={t('Edit Defaults')}
          subject={t('Default quotas')}
          rows={defaultRows}
          note={t(
            'A changed default applies at once to every project without a limit of its own for that key. Cinder does not compare defaults with any project’s usage.',
          )}
          save={saveDefaults}
          errorTitle={t('The default quotas were not saved')}
          command={(limits) => ({
            cli: [
              ...DEFAULT_LIMITS_WITHOUT_CLI.filter((key) => key in limits).map(
                (key) => `# ${t('No CLI sets the default {{key}} limit: the request below does.', { key })}`,
              ),
              defaultQuotasCommand(limits),
            ]
              .filter(Boolean)
              .join('\n'),
            requests: client.cinder.describe((cinder) => cinder.updateQuotaDefaults(limits)),
          })}
          onClose={close}
        />
      )}
    </Stack>
  )
}
