// Filter snapshots by whole name, status and volume (the filters Cinder lets users use).
import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { Volume } from '../../api'
import { NameFilterField } from '../../components/form/NameFilterField'
import { ChoiceField } from '../../components/form/SelectField'
import { volumeDisplayName } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { SNAPSHOT_FILTER_STATUSES } from '../../rules/statuses'
import type { SnapshotView } from './view-state'

interface Props {
  view: SnapshotView
  volumes: Volume[]
  onChange: (patch: Partial<SnapshotView>) => void
}

export function SnapshotFilters({ view, volumes, onChange }: Props) {
  const t = useT()
  const volume = volumes.find((candidate) => candidate.id === view.volume) ?? null
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={t('Filter snapshots')}>
      <NameFilterField label={t('Filter by whole name')} value={view.name} onChange={(name) => onChange({ name })} />
      <ChoiceField
        size="small"
        sx={{ minWidth: 150 }}
        label={t('Status')}
        value={view.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('Any') },
          ...SNAPSHOT_FILTER_STATUSES.map((status) => ({ value: status, label: t(status, { ns: 'status' }) })),
        ]}
      />
      <Autocomplete
        size="small"
        sx={{ minWidth: 240 }}
        options={volumes}
        value={volume}
        getOptionLabel={(option) => volumeDisplayName(option)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onChange({ volume: value?.id ?? '' })}
        renderInput={(params) => <TextField {...params} label={t('Of volume')} />}
      />
    </Stack>
  )
}
