// The searchable multi-select of servers. Disabled options cannot be hovered, so the reason is
// written in the option itself.
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useController, type Control } from 'react-hook-form'
import type { Volume } from '../../../api'
import { errorText } from '../../../components/error-text'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import { NOT_SHAREABLE_REASON, choiceLabel, serverChoices, type ServerChoice } from './server-choices'
import type { AttachFormValues } from '../../../attachments/attach-form'

// Hundreds of servers stay searchable; only the first matches are drawn.
const filterOptions = createFilterOptions<ServerChoice>({
  stringify: (choice) => `${choice.server.name} ${choice.server.id}`,
  limit: 200,
})

interface Props {
  volume: Volume
  control: Control<AttachFormValues>
  disabled?: boolean
}

export function ServerPicker({ volume, control, disabled = false }: Props) {
  const t = useT()
  const client = useClient()
  const servers = useQuery(serverIndexOptions(client))
  const { field, fieldState } = useController({ name: 'serverIds', control })
  const computeVersion = client.nova?.version ?? '2.1'
  const choices = useMemo(
    () => serverChoices(volume, servers.data?.list ?? [], computeVersion),
    // t: the guards' reasons come in the language shown, so the choices are built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [volume, servers.data, computeVersion, t],
  )
  const value = choices.filter((choice) => field.value.includes(choice.server.id))
  const full = !volume.multiattach && value.length > 0
  const reasonOf = (choice: ServerChoice) =>
    choice.reason ?? (full && !field.value.includes(choice.server.id) ? t(NOT_SHAREABLE_REASON) : undefined)

  return (
    <Autocomplete<ServerChoice, true, false, false>
      multiple
      options={choices}
      value={value}
      onChange={(_event, next) => field.onChange(next.map((choice) => choice.server.id))}
      onBlur={field.onBlur}
      disabled={disabled}
      loading={servers.isPending}
      filterOptions={filterOptions}
      filterSelectedOptions
      getOptionLabel={choiceLabel}
      getOptionDisabled={(choice) => reasonOf(choice) !== undefined}
      isOptionEqualToValue={(option, selected) => option.server.id === selected.server.id}
      noOptionsText={servers.isPending ? t('Loading instances…') : t('No instance can take this volume')}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          <ListItemText
            primary={choiceLabel(choice)}
            secondary={reasonOf(choice) ?? t(choice.server.status, { ns: 'status' })}
          />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('Instances')}
          placeholder={t('Search by name or id')}
          error={servers.isError || fieldState.invalid}
          helperText={
            servers.isError
              ? t('Could not load the instances: {{message}}', { message: errorText(servers.error).message })
              : t('Servers that already have the volume are not listed.')
          }
        />
      )}
    />
  )
}
