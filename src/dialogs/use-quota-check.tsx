// The quota a write would take, for the dialogs that make snapshots, backups and (Launch Instance)
// volumes from images: a line of what is
// used of each quota it counts against (the volume type's own too, where it has them) and, when
// it would go over one, the reason, before anything is sent. Create Volume has its own, with the
// size field's checks (features/volumes/create/create-volume-quota.ts).
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { tr } from '../i18n/tr'
import { useClient } from '../lib/session'
import { quotaOptions } from '../queries/quotas'
import type { OverQuota, ProjectQuota, Usage } from '../rules/quota-rules'
import { overQuota, quotaByKey, unlimited } from '../rules/quota-rules'

type Key = 'volumes' | 'snapshots' | 'gigabytes' | 'backups' | 'backup_gigabytes'

function usageText(key: Key, usage: Usage): string {
  const used = usage.inUse + usage.reserved
  const max = usage.limit
  const free = unlimited(usage)
  switch (key) {
    case 'volumes':
      return free ? tr('{{used}} volumes (no limit)', { used }) : tr('{{used}} of {{max}} volumes', { used, max })
    case 'snapshots':
      return free ? tr('{{used}} snapshots (no limit)', { used }) : tr('{{used}} of {{max}} snapshots', { used, max })
    case 'backups':
      return free ? tr('{{used}} backups (no limit)', { used }) : tr('{{used}} of {{max}} backups', { used, max })
    case 'gigabytes':
      return free ? tr('{{used}} GiB used (no limit)', { used }) : tr('{{used}} of {{max}} GiB used', { used, max })
    case 'backup_gigabytes':
      return free
        ? tr('{{used}} backup GiB used (no limit)', { used })
        : tr('{{used}} of {{max}} backup GiB used', { used, max })
  }
}

function quotaLine(quota: ProjectQuota, keys: Key[], typeName: string | null): string {
  const byKey = quotaByKey(quota)
  const parts = keys.flatMap((key) => (byKey[key] ? [usageText(key, byKey[key])] : []))
  const typed = typeName
    ? keys.flatMap((key) => {
        const usage = byKey[`${key}_${typeName}`]
        return usage && !unlimited(usage) ? [usageText(key, usage)] : []
      })
    : []
  const line = tr('Quota: {{parts}}', { parts: parts.join(tr(', ')) })
  return typed.length > 0
    ? `${line} · ${tr('Type {{type}}: {{parts}}', { type: typeName ?? '', parts: typed.join(tr(', ')) })}`
    : line
}

export function overQuotaText(over: OverQuota): string {
  return tr(
    'Over quota: {{key}} allows {{limit}}, {{used}} is used and this needs {{asked}} more. Delete something or ask for a larger quota.',
    { ...over },
  )
}

export interface QuotaCheck {
  /** The quota the write would go over, or null (also while the quota is loading). */
  over: OverQuota | null
  /** The line and the reason, for the dialog's body. */
  notice: ReactNode
}

/**
 * `deltas` by Cinder's keys (`{ snapshots: 1, gigabytes: 10 }`); `typeName` adds the type's keys.
 * Null deltas: the write takes no quota (a form whose choice makes none); nothing is read.
 */
export function useQuotaCheck(deltas: Partial<Record<Key, number>> | null, typeName: string | null): QuotaCheck {
  const client = useClient()
  const quota = useQuery({ ...quotaOptions(client), enabled: deltas !== null })
  if (!quota.data || deltas === null) return { over: null, notice: null }
  const keys = Object.keys(deltas) as Key[]
  const over = overQuota(quota.data, deltas, typeName)
  return {
    over,
    notice: (
      <>
        <Typography variant="body2" color="text.secondary">
          {quotaLine(quota.data, keys, typeName)}
        </Typography>
        {over && (
          <Alert severity="warning" role="status">
            {overQuotaText(over)}
          </Alert>
        )}
      </>
    ),
  }
}
