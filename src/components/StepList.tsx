// The one way a write of several steps shows its progress (src/queries/steps.ts): a line per
// server, volume or step with where it is, and for a failed one the cloud's message and the
// request id to quote. Announced politely as it changes.
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n/use-t'
import { RequestIdLine } from './notify-copy'

/** Not run yet (`idle`), left out on purpose (`skipped`), or a step's state (src/queries/steps.ts). */
export type StepRowState = 'idle' | 'skipped' | 'pending' | 'running' | 'done' | 'failed'

export interface StepRow {
  key: string
  primary: string
  state: StepRowState
  failure?: { message: string; requestId?: string }
  /** A line under the name instead of the state's word (e.g. why a volume is left alone). */
  note?: string
}

const COLORS: Record<StepRowState, 'default' | 'info' | 'success' | 'error'> = {
  idle: 'default',
  skipped: 'default',
  pending: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
}

function Detail({ row }: { row: StepRow }) {
  if (row.failure) {
    return (
      <>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {row.failure.message}
        </Typography>
        {row.failure.requestId && <RequestIdLine requestId={row.failure.requestId} />}
      </>
    )
  }
  return row.note ?? null
}

export function StepList({
  label,
  rows,
  words,
}: {
  /** The list's accessible name, e.g. "Attach results". */
  label: string
  rows: readonly StepRow[]
  /** The word a state shows where the general one does not fit (Attaching…, Deletion started). */
  words?: Partial<Record<StepRowState, string>>
}) {
  const t = useT()
  if (rows.length === 0) return null
  const shown: Record<StepRowState, string> = {
    idle: t('To do'),
    skipped: t('Left alone'),
    pending: t('Pending'),
    running: t('Running…'),
    done: t('Done'),
    failed: t('Failed'),
    ...words,
  }
  return (
    <List dense aria-label={label} aria-live="polite">
      {rows.map((row) => (
        <ListItem
          key={row.key}
          secondaryAction={<Chip size="small" label={shown[row.state]} color={COLORS[row.state]} />}
          sx={{ pr: 16 }}
          disableGutters
        >
          <ListItemText primary={row.primary} secondary={<Detail row={row} />} />
        </ListItem>
      ))}
    </List>
  )
}
