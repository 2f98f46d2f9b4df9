// Filter by name, status, shareable, the server a volume is attached to and, where the cloud has
// groups, the volume's group.
import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { VolumeGroup } from '../../../api'
import type { ServerRef } from '../../../queries/servers'
import { StatusFilterField } from '../../../components/form/StatusFilterField'
import { NameFilterField } from '../../../components/form/NameFilterField'
import { ChoiceField } from '../../../components/form/SelectField'
import { useT } from '../../../i18n/use-t'
import { FILTER_STATUSES } from '../../../rules/statuses'
import type { Shareable, VolumeView } from './view-state'

interface Props {
  view: VolumeView
  servers: ServerRef[]
  /** The server names are on their way (the list is asked for when the filter first opens). */
  serversLoading: boolean
  /** The server filter was opened: its choices are wanted. */
  onWantServers: () => void
  onChange: (patch: Partial<VolumeView>) => void
  /** The group filter's choices, where the cloud offers groups (3.13); asked for when it first opens. */
  groups?: { list: VolumeGroup[]; loading: boolean; onWant: () => void }
}

export function VolumeFilters({ view, servers, serversLoading, onWantServers, onChange, groups }: Props) {
  const t = useT()
  const server = servers.find((candidate) => candidate.id === view.server) ?? null
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={t('Filter volumes')}>
      <NameFilterField label={t('Filter by name')} value={view.name} onChange={(name) => onChange({ name })} />
      <StatusFilterField value={view.status} statuses={FILTER_STATUSES} onChange={(status) => onChange({ status })} />
      <ChoiceField<Shareable>
        size="small"
        sx={{ minWidth: 200 }}
        label={t('Shareable (multi-attach)')}
        value={view.shareable}
        onChange={(shareable) => onChange({ shareable })}
        options={[
          { value: '', label: t('Any') },
          { value: 'yes', label: t('Yes') },
          { value: 'no', label: t('No') },
        ]}
      />
      <Autocomplete
        size="small"
        sx={{ minWidth: 240 }}
        options={servers}
        loading={serversLoading}
        onOpen={onWantServers}
        value={server}
        getOptionLabel={(option) => option.name || option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onChange({ server: value?.id ?? '' })}
        renderInput={(params) => <TextField {...params} label={t('Attached to instance')} />}
      />
      {groups && <GroupFilter view={view} groups={groups} onChange={onChange} />}
    </Stack>
  )
}

function GroupFilter({
  view,
  groups,
  onChange,
}: {
  view: VolumeView
  groups: NonNullable<Props['groups']>
  onChange: Props['onChange']
}) {
  const t = useT()
  const group = groups.list.find((candidate) => candidate.id === view.group) ?? null
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200 }}
      options={groups.list}
      loading={groups.loading}
      onOpen={groups.onWant}
      value={group}
      getOptionLabel={(option) => option.name || option.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, value) => onChange({ group: value?.id ?? '' })}
      renderInput={(params) => <TextField {...params} label={t('Group')} />}
    />
  )
}
