// One line per server of an attach run: pending, attaching, attached, or failed with the
// OpenStack message and the request id to quote.
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { RequestIdLine } from '../../../components/notify-copy'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import type { AttachProgress, ServerResult } from './use-attach-form'

const PROGRESS: Record<AttachProgress, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  pending: { label: N_('Pending'), color: 'default' },
  attaching: { label: N_('Attaching…'), color: 'info' },
  attached: { label: N_('Attached'), color: 'success' },
  failed: { label: N_('Failed'), color: 'error' },
}

function Detail({ result }: { result: ServerResult }) {
  const outcome = result.outcome
  if (!outcome || outcome.ok) return null
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {outcome.message}
      </Typography>
      {outcome.requestId && <RequestIdLine requestId={outcome.requestId} />}
    </>
  )
}

export function AttachResults({ results }: { results: ServerResult[] }) {
  const t = useT()
  if (results.length === 0) return null
  return (
    <List dense aria-label={t('Attach results')} aria-live="polite">
      {results.map((result) => {
        const progress = PROGRESS[result.progress]
        return (
          <ListItem
            key={result.serverId}
            secondaryAction={<Chip size="small" label={t(progress.label)} color={progress.color} />}
            sx={{ pr: 14 }}
          >
            <ListItemText primary={result.name} secondary={<Detail result={result} />} />
          </ListItem>
        )
      })}
    </List>
  )
}
