// Admin › Storage: the scheduler's pools with capacity and capabilities (multi-attach
// highlighted, the full list per pool), and the block-storage services with their state, each
// disabled with a reason or enabled again. docs/admin-quotas-storage.md has the Zed facts.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { BlockStorageService, StoragePool } from '../../api'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { freshPoolsOptions, servicesOptions } from '../../queries/storage'
import { CapabilitiesDialog } from './storage/CapabilitiesDialog'
import { DisableServiceDialog } from './storage/DisableServiceDialog'
import { PoolsReady } from './storage/PoolsReady'
import { PoolsTable } from './storage/PoolsTable'
import { ServicesTable } from './storage/ServicesTable'
import { useEnableService } from './storage/use-service-writes'

/** Behind RequireAdmin (src/app/routes.tsx): only admins reach it. */
export function StoragePage() {
  const t = useT()
  const client = useClient()
  const pools = useQuery(freshPoolsOptions(client))
  const services = useQuery(servicesOptions(client))
  const enable = useEnableService()
  const [capabilities, setCapabilities] = useState<StoragePool | null>(null)
  const [disabling, setDisabling] = useState<BlockStorageService | null>(null)

  return (
    <Stack spacing={2}>
      <PageHeader title={t('Storage')} />
      <Stack component="section" spacing={1.5} aria-labelledby="storage-pools">
        <Typography id="storage-pools" variant="h6" component="h2">
          {t('Pools')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(
            'What each pool reports to the scheduler. A disabled volume service’s pools are not listed: the scheduler leaves them out.',
          )}
        </Typography>
        <PoolsReady pools={pools}>
          {(listed) => <PoolsTable pools={listed} onCapabilities={setCapabilities} />}
        </PoolsReady>
      </Stack>

      <Stack component="section" spacing={1.5} aria-labelledby="storage-services">
        <Typography id="storage-services" variant="h6" component="h2">
          {t('Block-storage services')}
        </Typography>
        {enable.error && <ErrorAlert title={t('The service was not enabled')} error={enable.error} />}
        {services.error && (
          <ErrorAlert
            title={t('Could not load the services')}
            error={services.error}
            action={<Button onClick={() => void services.refetch()}>{t('Try again')}</Button>}
          />
        )}
        {!services.data && !services.error && <Typography role="status">{t('Loading services…')}</Typography>}
        {services.data && (
          <ServicesTable
            services={services.data}
            busy={enable.isPending ? (enable.variables ?? null) : null}
            onDisable={setDisabling}
            onEnable={(service) => void enable.run(service)}
          />
        )}
      </Stack>

      {capabilities && <CapabilitiesDialog pool={capabilities} onClose={() => setCapabilities(null)} />}
      {disabling && services.data && (
        <DisableServiceDialog service={disabling} all={services.data} onClose={() => setDisabling(null)} />
      )}
    </Stack>
  )
}
