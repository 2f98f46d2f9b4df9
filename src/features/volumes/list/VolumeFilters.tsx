// Filter by name, status, shareable and the server a volume is attached to.
import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import type { Server } from '../../../api'
import { ChoiceField } from '../../../components/form/SelectField'
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
  // The URL changed from elsewhere (back button, a shared link): show its name filter. When it is
  // the name this field sent, the field keeps what was typed since (a pause mid-word sends it).
  const [seen, setSeen] = useState(view.name)
  const [sent, setSent] = useState<string | null>(null)
  if (seen !== view.name) {
    setSeen(view.name)
    if (view.name !== sent) setName(view.name)
  }
  useEffect(() => {
    if (name === view.name) return undefined
    const timer = setTimeout(() => {
      setSent(name)
      onChange({ name })
    }, 300)
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
      <ChoiceField
        size="small"
        sx={{ minWidth: 150 }}
        label={t('Status')}
        value={view.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('Any') },
          ...FILTER_STATUSES.map((status) => ({ value: status, label: t(status, { ns: 'status' }) })),
        ]}
      />
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
        value={server}
        getOptionLabel={(option) => option.name || option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onChange({ server: value?.id ?? '' })}
        renderInput={(params) => <TextField {...params} label={t('Attached to instance')} />}
      />
    </Stack>
  )
}
