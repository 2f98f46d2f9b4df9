// One kind of what a backend holds, a page at a time: the order (Cinder sorts by the backend's
// name or the size), then Next and Previous by marker, as Cinder pages these lists (no count).
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ManageableVolume } from '../../../api'
import { manageableMarker } from '../../../api'
import { ChoiceField } from '../../../components/form/SelectField'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { manageableOptions } from '../../../queries/manage'
import { ManageableTable } from './ManageableTable'

const PAGE_SIZE = 20
const SORTS = ['reference:asc', 'reference:desc', 'size:desc', 'size:asc'] as const
type Sort = (typeof SORTS)[number]

interface Props {
  kind: 'volumes' | 'snapshots'
  host: string
  onManage?: (entry: ManageableVolume) => void
}

export function ManageableSection({ kind, host, onManage }: Props) {
  const t = useT()
  const client = useClient()
  const headingId = useId()
  const [sort, setSort] = useState<Sort>('reference:asc')
  /** The markers of the pages before this one; the last is this page's. */
  const [markers, setMarkers] = useState<Array<string | null>>([null])
  const view = { host, sort, marker: markers[markers.length - 1] ?? null, limit: PAGE_SIZE }
  const list = useQuery(manageableOptions(client, kind, view))
  const entries = list.data?.entries ?? []
  const last = entries[entries.length - 1]
  const sortLabels: Record<Sort, string> = {
    'reference:asc': t('Name on the backend, A to Z'),
    'reference:desc': t('Name on the backend, Z to A'),
    'size:desc': t('Largest first'),
    'size:asc': t('Smallest first'),
  }
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {kind === 'volumes' ? t('Volumes on the backend') : t('Snapshots on the backend')}
        </Typography>
        <ChoiceField
          size="small"
          label={t('Order')}
          value={sort}
          onChange={(value) => {
            setSort(value)
            setMarkers([null])
          }}
          options={SORTS.map((value) => ({ value, label: sortLabels[value] }))}
          sx={{ minWidth: 240 }}
        />
      </Stack>
      {list.error && (
        <ErrorAlert
          title={
            kind === 'volumes' ? t('Could not load the backend’s volumes') : t('Could not load the backend’s snapshots')
          }
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('Try again')}</Button>}
        />
      )}
      {!list.data && !list.error && <Typography role="status">{t('Loading…')}</Typography>}
      {list.data && entries.length === 0 && <Typography>{t('The backend lists nothing here.')}</Typography>}
      {entries.length > 0 && <ManageableTable kind={kind} entries={entries} onManage={onManage} />}
      {(markers.length > 1 || list.data?.more) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={markers.length <= 1} onClick={() => setMarkers(markers.slice(0, -1))}>
            {t('Previous page')}
          </Button>
          <Button
            disabled={!list.data?.more || !last}
            onClick={() => last && setMarkers([...markers, manageableMarker(last.reference)])}
          >
            {t('Next page')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
