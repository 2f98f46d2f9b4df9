import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'

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
  return (
    <FormControl fullWidth>
      <InputLabel id="migrate-host-label">Destination host</InputLabel>
      <Select
        labelId="migrate-host-label"
        label="Destination host"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {pools.map((pool) => (
          <MenuItem key={pool.name} value={pool.name} disabled={pool.name === current}>
            {pool.name}
            {pool.name === current ? ' (current)' : ''}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}
