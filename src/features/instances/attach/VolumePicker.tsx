// The searchable volume list of Attach Volume. Cinder searches (volume-search.ts), so every volume
// of the project can be found, however many there are; the browser only draws the answer.
// Disabled options cannot be hovered, so the reason is written in the option itself.
import Autocomplete from '@mui/material/Autocomplete'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'
import type { Server, Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import type { VolumeSearch } from '../../../queries/volume-search'
import type { VolumeChoice } from './volume-choices'
import { choiceDetails, volumeChoices } from './volume-choices'

interface Props {
  server: Server
  /** Cinder's answer to the search typed (undefined until the first one). */
  found: VolumeSearch | undefined
  /** The volume chosen, kept as an option while other searches are typed. */
  chosen: Volume | undefined
  text: string
  onTextChange: (text: string) => void
  computeVersion: string
  onChange: (volume: Volume | null) => void
  loading: boolean
  error?: string
  disabled?: boolean
}

export function VolumePicker(props: Props) {
  const { server, found, chosen, text, computeVersion, loading, error, disabled } = props
  const t = useT()
  const choices = useMemo(() => {
    const volumes = found?.volumes ?? []
    const all = chosen && !volumes.some((volume) => volume.id === chosen.id) ? [chosen, ...volumes] : volumes
    return volumeChoices(all, server, computeVersion)
    // t: the guards' reasons come in the language shown, so the choices are built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, chosen, server, computeVersion, t])
  const selected = choices.find((choice) => choice.volume.id === chosen?.id) ?? null
  const helper = found?.exactName
    ? t('This cloud matches whole names only: type a volume’s full name, or its id.')
    : found?.more
      ? t('Type more of a name, or an id, to narrow the list.')
      : t(
          'Available volumes, and shareable (multi-attach) volumes already in use. Type a name or an id to search them all.',
        )
  return (
    <Autocomplete<VolumeChoice, false, false, false>
      options={choices}
      value={selected}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        // Choosing writes the chosen name into the box: that is not a search.
        if (reason !== 'reset') props.onTextChange(next)
      }}
      onChange={(_event, next) => props.onChange(next?.volume ?? null)}
      disabled={disabled}
      loading={loading}
      // Cinder has filtered already.
      filterOptions={(options) => options}
      getOptionLabel={(choice) => volumeDisplayName(choice.volume)}
      getOptionDisabled={(choice) => choice.reason !== undefined}
      isOptionEqualToValue={(option, value) => option.volume.id === value.volume.id}
      noOptionsText={loading ? t('Loading volumes…') : t('No volume matches')}
      renderOption={({ key, ...optionProps }, choice) => (
        <li key={key} {...optionProps}>
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
          helperText={error ?? helper}
        />
      )}
    />
  )
}
