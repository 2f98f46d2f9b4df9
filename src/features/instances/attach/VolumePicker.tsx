// The searchable volume list of Attach Volume. Disabled options cannot be hovered, so the
// reason is written in the option itself.
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'
import type { Server, Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import type { VolumeChoice } from './volume-choices'
import { choiceDetails, volumeChoices } from './volume-choices'

// A thousand volumes stay searchable; only the first matches are drawn.
const filterOptions = createFilterOptions<VolumeChoice>({
  stringify: (choice) => `${choice.volume.name ?? ''} ${choice.volume.id}`,
  limit: 200,
})

interface Props {
  server: Server
  volumes: readonly Volume[]
  computeVersion: string
  value: string | null
  onChange: (volumeId: string | null) => void
  loading: boolean
  error?: string
  disabled?: boolean
}

export function VolumePicker({ server, volumes, computeVersion, value, onChange, loading, error, disabled }: Props) {
  const t = useT()
  const choices = useMemo(
    () => volumeChoices(volumes, server, computeVersion),
    // t: the guards' reasons come in the language shown, so the choices are built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [volumes, server, computeVersion, t],
  )
  const selected = choices.find((choice) => choice.volume.id === value) ?? null
  return (
    <Autocomplete<VolumeChoice, false, false, false>
      options={choices}
      value={selected}
      onChange={(_event, next) => onChange(next?.volume.id ?? null)}
      disabled={disabled}
      loading={loading}
      filterOptions={filterOptions}
      getOptionLabel={(choice) => volumeDisplayName(choice.volume)}
      getOptionDisabled={(choice) => choice.reason !== undefined}
      isOptionEqualToValue={(option, chosen) => option.volume.id === chosen.volume.id}
      noOptionsText={loading ? t('Loading volumes…') : t('No volume matches')}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          <ListItemText
            primary={volumeDisplayName(choice.volume)}
            secondary={choice.reason ?? choiceDetails(choice.volume, t)}
          />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('Volume')}
          placeholder={t('Search by name or id')}
          error={error !== undefined}
          helperText={error ?? t('Available volumes, and shareable (multi-attach) volumes already in use.')}
        />
      )}
    />
  )
}
