// The Overview panel: the project's block-storage quotas and what is used of them, as bars read at
// a glance, and every volume type's own quotas. From the quota set with usage where the reader may
// see it (members and readers may, for their own project), else /limits' five totals.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { volumeTypesOptions } from '../../queries/catalog'
import { quotaOptions } from '../../queries/quotas'
import { QuotaCards } from './QuotaCards'
import { TypeQuotaTable } from './TypeQuotaTable'

export function OverviewPage() {
  const t = useT()
  const client = useClient()
  const quota = useQuery(quotaOptions(client))
  const types = useQuery(volumeTypesOptions(client))
  const visible = useMemo(() => (types.data ? new Set(types.data.map((type) => type.name)) : null), [types.data])
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Overview')}
        status={t('Project {{project}} · {{region}}', {
          project: client.token.project.name,
          region: client.place.region,
        })}
      />
      <ListState query={quota} loading={t('Loading quotas…')} failed={t('Could not load the quotas')} />
      {quota.data && (
        <>
          <Typography variant="h6" component="h2">
            {t('Block storage')}
          </Typography>
          <QuotaCards quota={quota.data} />
          {quota.data.source === 'limits' ? (
            <Alert severity="info">
              {t(
                "This cloud's policy does not let you read the project's quota set: these are the totals every user sees. Per-type quotas, groups and the largest volume allowed are not shown.",
              )}
            </Alert>
          ) : (
            <>
              <Typography variant="h6" component="h2">
                {t('Per volume type')}
              </Typography>
              <TypeQuotaTable types={quota.data.perType} visible={visible} />
            </>
          )}
        </>
      )}
    </Stack>
  )
}
