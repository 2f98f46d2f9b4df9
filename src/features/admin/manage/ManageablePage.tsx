// Admin › Manageable storage: pick a backend (a pool the scheduler reports), then what it holds
// that Cinder may take over, volumes and snapshots, a page at a time in the order asked for.
// Manage Volume and Manage Snapshot make one a volume or snapshot of this project (docs/manage.md).
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ManageableVolume } from '../../../api'
import type { ManageableEntry } from '../../../queries/manage'
import { ChoiceField } from '../../../components/form/SelectField'
import { PageHeader } from '../../../components/PageHeader'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { freshPoolsOptions } from '../../../queries/storage'
import { PoolsReady } from '../storage/PoolsReady'
import { ManageableSection } from './ManageableSection'
import { ManageVolumeDialog } from './ManageVolumeDialog'
import { ManageSnapshotDialog } from './ManageSnapshotDialog'
import type { Managed } from './ManagingStatus'
import { ManagingStatus } from './ManagingStatus'

export function ManageablePage() {
  const t = useT()
  const client = useClient()
  const pools = useQuery(freshPoolsOptions(client))
  const [chosen, setChosen] = useState('')
  const [managing, setManaging] = useState<ManageableVolume | null>(null)
  const [managingSnapshot, setManagingSnapshot] = useState<ManageableEntry | null>(null)
  const [managed, setManaged] = useState<Managed[]>([])
  const follow = (item: Managed) => setManaged((before) => [...before, item])
  const host = chosen || pools.data?.[0]?.name || ''
  return (
    <Stack spacing={2}>
      <PageHeader title={t('Manageable storage')} />
      <Typography variant="body2" color="text.secondary">
        {t(
          'What a backend holds that Cinder does not manage, and what it does. Managing one makes it a volume or snapshot of this project; the data stays on the backend.',
        )}
      </Typography>
      <PoolsReady pools={pools}>
        {(listed) => (
          <ChoiceField
            label={t('Backend')}
            value={host}
            onChange={setChosen}
            options={listed.map((pool) => ({ value: pool.name, label: pool.name }))}
            sx={{ maxWidth: 420 }}
          />
        )}
      </PoolsReady>
      <ManagingStatus managed={managed} />
      {host && (
        <>
          <ManageableSection key={`volumes ${host}`} kind="volumes" host={host} onManage={setManaging} />
          <ManageableSection key={`snapshots ${host}`} kind="snapshots" host={host} onManage={setManagingSnapshot} />
        </>
      )}
      {managing && (
        <ManageVolumeDialog
          host={host}
          entry={managing}
          onClose={() => setManaging(null)}
          onManaged={(volume) => follow({ kind: 'volume', ...volume })}
        />
      )}
      {managingSnapshot && (
        <ManageSnapshotDialog
          host={host}
          entry={managingSnapshot}
          onClose={() => setManagingSnapshot(null)}
          onManaged={(snapshot) => follow({ kind: 'snapshot', ...snapshot })}
        />
      )}
    </Stack>
  )
}
