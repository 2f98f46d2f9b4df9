// The volumes and snapshots this page asked Cinder to manage, followed until Cinder has them:
// `creating` while the driver takes the storage over, then `available` (the storage is now
// Cinder's, listed as already managed) or `error` (the backend had no such storage, or not in
// that zone). When one settles, what the backends hold is read again, so the row moves as Cinder
// sees it.
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import { useT } from '../../../i18n/use-t'
import { snapshotPath, volumePath } from '../../../lib/paths'
import { useClient } from '../../../lib/session'
import { invalidateFamilies } from '../../../queries/invalidation'
import { snapshotOptions } from '../../../queries/snapshots'
import { volumeOptions } from '../../../queries/volumes'

/** Cinder's status while the driver takes the storage over. */
const CREATING = 'creating'

export interface Managed {
  kind: 'volume' | 'snapshot'
  id: string
  name: string | null
  status: string
}

export function ManagingStatus({ managed }: { managed: Managed[] }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const reads = useQueries({
    queries: managed.map((item) =>
      item.kind === 'volume' ? volumeOptions(client, item.id) : snapshotOptions(client, item.id),
    ),
  })
  const statuses = reads.map((query, index) => query.data?.status ?? managed[index]?.status ?? CREATING)
  const settled = useRef(new Set<string>())
  const key = statuses.join(' ')
  useEffect(() => {
    const now = managed.filter((item, index) => statuses[index] !== CREATING && !settled.current.has(item.id))
    if (now.length === 0) return
    for (const item of now) settled.current.add(item.id)
    void invalidateFamilies(queryClient, ['manage'])
    // `key` stands for the statuses, which are a new array every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, managed, queryClient])
  if (managed.length === 0) return null
  return (
    <Stack role="status" spacing={0.5}>
      {managed.map((item, index) => {
        const name = item.name || item.id
        const status = statuses[index] ?? CREATING
        const volume = item.kind === 'volume'
        return (
          <Typography key={item.id} variant="body2">
            {status === CREATING
              ? t('Cinder is taking {{name}} over…', { name })
              : status === 'error'
                ? volume
                  ? t('Cinder could not manage {{name}}: its volume is in error.', { name })
                  : t('Cinder could not manage {{name}}: its snapshot is in error.', { name })
                : volume
                  ? t('{{name}} is now a volume of this project ({{status}}).', { name, status })
                  : t('{{name}} is now a snapshot of this project ({{status}}).', { name, status })}{' '}
            {status !== CREATING && (
              <Link component={RouterLink} to={volume ? volumePath(item.id) : snapshotPath(item.id)}>
                {volume ? t('Open the volume') : t('Open the snapshot')}
              </Link>
            )}
          </Typography>
        )
      })}
    </Stack>
  )
}
