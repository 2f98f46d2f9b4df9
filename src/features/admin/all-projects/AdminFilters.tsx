// The filters of an admin's list across projects: part of the name, status, the project (picked
// by name from Keystone's list, sent as its id) and, for volumes, the host.
import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { AuthProject } from '../../../api'
import { StatusFilterField } from '../../../components/form/StatusFilterField'
import { NameFilterField } from '../../../components/form/NameFilterField'
import { useT } from '../../../i18n/use-t'
import type { AdminListView } from './view-state'

interface Props {
  /** The search region's name, e.g. "Filter volumes of all projects". */
  label: string
  view: AdminListView
  statuses: readonly string[]
  projects: AuthProject[]
  /** The host filter (volumes: Cinder filters them by host; snapshots and backups show none). */
  withHost?: boolean
  onChange: (patch: Partial<AdminListView>) => void
}

export function AdminFilters({ label, view, statuses, projects, withHost = false, onChange }: Props) {
  const t = useT()
  // A project id from the address that Keystone did not list still filters, shown by its id.
  const project = view.project
    ? (projects.find((candidate) => candidate.id === view.project) ?? {
        id: view.project,
        name: view.project,
        domain_id: '',
        enabled: true,
      })
    : null
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={label}>
      <NameFilterField label={t('Filter by name')} value={view.name} onChange={(name) => onChange({ name })} />
      <StatusFilterField value={view.status} statuses={statuses} onChange={(status) => onChange({ status })} />
      <Autocomplete
        size="small"
        sx={{ minWidth: 220 }}
        options={projects}
        value={project}
        getOptionLabel={(option) => option.name || option.id}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onChange({ project: value?.id ?? '' })}
        renderInput={(params) => <TextField {...params} label={t('Project')} />}
      />
      {withHost && <NameFilterField label={t('Host')} value={view.host} onChange={(host) => onChange({ host })} />}
    </Stack>
  )
}
