// The map's filters (volume type, zone, host, mode), its name search and the shared-only switch.
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useT } from '../../i18n/use-t'
import type { MapFilters as Filters } from '../../rules/sharing-map'

export interface FilterChoices {
  types: string[]
  zones: string[]
  hosts: string[]
}

function Choice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: string | undefined
  choices: Array<{ value: string; label: string }>
  onChange: (value: string | undefined) => void
}) {
  const t = useT()
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 170, maxWidth: 240 }}
    >
      <MenuItem value="">{t('Any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

const plain = (values: string[]) => values.map((value) => ({ value, label: value }))

export function MapFilters({
  filters,
  choices,
  onChange,
}: {
  filters: Filters
  choices: FilterChoices
  onChange: (filters: Filters) => void
}) {
  const t = useT()
  const set = (patch: Filters) => onChange({ ...filters, ...patch })
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        label={t('Search by name')}
        value={filters.search ?? ''}
        onChange={(event) => set({ search: event.target.value })}
        sx={{ width: 220 }}
      />
      <Choice
        label={t('Volume Type')}
        value={filters.type}
        choices={plain(choices.types)}
        onChange={(type) => set({ type })}
      />
      <Choice
        label={t('Availability Zone')}
        value={filters.zone}
        choices={plain(choices.zones)}
        onChange={(zone) => set({ zone })}
      />
      <Choice
        label={t('Host')}
        value={filters.host}
        choices={plain(choices.hosts)}
        onChange={(host) => set({ host })}
      />
      <Choice
        label={t('Attach mode')}
        value={filters.mode}
        choices={[
          { value: 'rw', label: t('Read/Write (rw)') },
          { value: 'ro', label: t('Read-only (ro)') },
        ]}
        onChange={(mode) => set({ mode: mode === 'rw' || mode === 'ro' ? mode : undefined })}
      />
      <FormControlLabel
        control={
          <Checkbox checked={!!filters.everyVolume} onChange={(event) => set({ everyVolume: event.target.checked })} />
        }
        label={t('Also unshared volumes')}
      />
    </Stack>
  )
}
