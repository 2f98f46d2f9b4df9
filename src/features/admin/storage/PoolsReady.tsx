// The scheduler's pools as a page waits for them: loading, the error with Try again, none
// reported, or what the page draws from them.
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { OpenStackError, StoragePool } from '../../../api'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'

export function PoolsReady({
  pools,
  children,
}: {
  pools: UseQueryResult<StoragePool[], OpenStackError>
  children: (pools: StoragePool[]) => ReactNode
}) {
  const t = useT()
  if (pools.error)
    return (
      <ErrorAlert
        title={t('Could not load the pools')}
        error={pools.error}
        action={<Button onClick={() => void pools.refetch()}>{t('Try again')}</Button>}
      />
    )
  if (!pools.data) return <Typography role="status">{t('Loading pools…')}</Typography>
  if (pools.data.length === 0) return <Typography>{t('The scheduler reports no pools.')}</Typography>
  return children(pools.data)
}
