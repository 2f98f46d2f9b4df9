import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useClient } from '../../lib/session'
import { VolumeTable } from './VolumeTable'
import { formatVolumeCount } from './volume-format'
import { volumeListOptions } from './volume-queries'

const listParams = { limit: 50, withCount: true } as const

export function VolumeListPage() {
  const client = useClient()
  const { data, error, isPending } = useQuery(volumeListOptions(client, listParams))

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h4" component="h1">
          Volumes
        </Typography>
        {data && (
          <Typography color="text.secondary" role="status">
            {formatVolumeCount(data.count ?? data.volumes.length)}
          </Typography>
        )}
      </Stack>
      {isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>Loading volumes…</Typography>
        </Stack>
      )}
      {error && <Alert severity="error">Could not load volumes: {error.message}</Alert>}
      {data && data.volumes.length === 0 && <Typography>No volumes</Typography>}
      {data && data.volumes.length > 0 && <VolumeTable volumes={data.volumes} />}
    </Stack>
  )
}
