import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { useT } from '../../../i18n/use-t'

export function PoolField({
  pools,
  current,
  value,
  onChange,
}: {
  pools: Array<{ name: string }>
  current: string | null | undefined
  value: string
  onChange: (host: string) => void
}) {
  const t = useT()
  return (
    <FormControl fullWidth>
      <InputLabel id="migrate-host-label">{t('Destination host')}</InputLabel>
      <Select
        labelId="migrate-host-label"
        label={t('Destination host')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {pools.map((pool) => (
          <MenuItem key={pool.name} value={pool.name} disabled={pool.name === current}>
            {pool.name === current ? t('{{pool}} (current)', { pool: pool.name }) : pool.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}
