// Filter by name, status, shareable and the server a volume is attached to.
import Autocomplete from '@mui/material/Autocomplete'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import type { Server } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { FILTER_STATUSES } from '../../../rules/statuses'
import type { Shareable, VolumeView } from './view-state'

interface Props {
  view: VolumeView
  servers: Server[]
  onChange: (patch: Partial<VolumeView>) => void
}

export function VolumeFilters({ view, servers, onChange }: Props) {
  const t = useT()
  const [name, setName] = useState(view.name)
  // The URL changed from elsewhere (back button, a shared link): show its name filter.
  const [seen, setSeen] = useState(view.name)
  if (seen !== view.name) {
    setSeen(view.name)
    setName(view.name)
  }
  useEffect(() => {
    if (name === view.name) return undefined
    const timer = setTimeout(() => onChange({ name }), 300)
    return () => clearTimeout(timer)
  }, [name, view.name, onChange])
  const server = servers.find((candidate) => candidate.id === view.server) ?? null
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={t('Filter volumes')}>
      <TextField
        label={t('Filter by name')}
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormControl size="small" sx={{ minWidth: 150 }}>
        <InputLabel id="filter-status">{t('Status')}</InputLabel>
        <Select
          labelId="filter-status"
          label={t('Status')}
          value={view.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <MenuItem value="">{t('Any')}</MenuItem>
          {FILTER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(status, { ns: 'status' })}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="filter-shareable">{t('Shareable (multi-attach)')}</InputLabel>
        <Select
          labelId="filter-shareable"
          label={t('Shareable (multi-attach)')}
          value={view.shareable}
          onChange={(event) => onChange({ shareable: event.target.value as Shareable })}
        >
          <MenuItem value="">{t('Any')}</MenuItem>
          <MenuItem value="yes">{t('Yes')}</MenuItem>
          <MenuItem value="no">{t('No')}</MenuItem>
        </Select>
      </FormControl>
      <Autocomplete
        size="small"
        sx={{ minWidth: 240 }}
        options={servers}
        value={server}
        getOptionLabel={(option) => option.name || option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onChange({ server: value?.id ?? '' })}
        renderInput={(params) => <TextField {...params} label={t('Attached to instance')} />}
      />
    </Stack>
  )
}
