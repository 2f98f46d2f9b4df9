// The volumes this page asked Cinder to manage, followed until Cinder has them: `creating` while
// the driver takes the storage over, then `available` (the storage is now the volume's, listed
// as already managed) or `error` (the backend had no such storage, or not in that zone). When one
// settles, what the backends hold is read again, so the row moves as Cinder sees it.
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ManagedVolume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { volumePath } from '../../../lib/paths'
import { useClient } from '../../../lib/session'
import { invalidateFamilies } from '../../../queries/invalidation'
import { volumeOptions } from '../../../queries/volumes'

export function ManagingStatus({ managed }: { managed: ManagedVolume[] }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const volumes = useQueries({ queries: managed.map((volume) => volumeOptions(client, volume.id)) })
  const statuses = volumes.map((query, index) => query.data?.status ?? managed[index]?.status ?? 'creating')
  const settled = useRef(new Set<string>())
  const key = statuses.join(' ')
  useEffect(() => {
    const now = managed.filter((volume, index) => statuses[index] !== 'creating' && !settled.current.has(volume.id))
    if (now.length === 0) return
    for (const volume of now) settled.current.add(volume.id)
    void invalidateFamilies(queryClient, ['manage'])
    // `key` stands for the statuses, which are a new array every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, managed, queryClient])
  if (managed.length === 0) return null
  return (
    <Stack role="status" spacing={0.5}>
      {managed.map((volume, index) => {
        const name = volume.name || volume.id
        const status = statuses[index]
        return (
          <Typography key={volume.id} variant="body2">
            {status === 'creating'
              ? t('Cinder is taking {{name}} over…', { name })
              : status === 'error'
                ? t('Cinder could not manage {{name}}: its volume is in error.', { name })
                : t('{{name}} is now a volume of this project ({{status}}).', { name, status })}{' '}
            {status !== 'creating' && (
              <Link component={RouterLink} to={volumePath(volume.id)}>
                {t('Open the volume')}
              </Link>
            )}
          </Typography>
        )
      })}
    </Stack>
  )
}
