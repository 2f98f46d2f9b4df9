// The filters of a panel of a volume's resources (snapshots, backups): whole name, status and
// volume — the filters Cinder lets users use on them.
import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { Volume } from '../api'
import { useT } from '../i18n/use-t'
import { StatusFilterField } from './form/StatusFilterField'
import { NameFilterField } from './form/NameFilterField'
import { volumeDisplayName } from './format'

export interface ResourceFilterView {
  name: string
  status: string
  volume?: string
}

interface Props {
  /** The search region's name, e.g. "Filter snapshots". */
  label: string
  view: ResourceFilterView
  statuses: readonly string[]
  /** The "Of volume" choices; without them, no volume filter (a view across projects). */
  volumes?: Volume[]
  onChange: (patch: Partial<ResourceFilterView>) => void
}

export function ResourceFilters({ label, view, statuses, volumes, onChange }: Props) {
  const t = useT()
  const volume = volumes?.find((candidate) => candidate.id === view.volume) ?? null
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={label}>
      <NameFilterField label={t('Filter by whole name')} value={view.name} onChange={(name) => onChange({ name })} />
      <StatusFilterField value={view.status} statuses={statuses} onChange={(status) => onChange({ status })} />
      {volumes && (
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
      )}
    </Stack>
  )
}
