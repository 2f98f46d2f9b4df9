// A status as a chip; transitional ones carry a spinner so progress is visible, and every
// change is announced (role status: a polite live region). Not aria-busy while transitional:
// a busy live region holds back its announcements, the very progress to be announced.
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import { volumeIs } from '../rules/statuses'
import { useT } from '../i18n/use-t'

type Tone = 'success' | 'error' | 'warning' | 'info' | 'default'

const TONES: Record<string, Tone> = {
  available: 'success',
  'in-use': 'info',
  // A Glance image ready for use.
  active: 'success',
  ACTIVE: 'success',
  SHUTOFF: 'default',
  SHELVED_OFFLOADED: 'warning',
  SHELVED: 'warning',
  BUILD: 'info',
  ERROR: 'error',
}

export function toneOf(status: string): Tone {
  if (status.toLowerCase().includes('error')) return 'error'
  return TONES[status] ?? (volumeIs('transitional', status) ? 'info' : 'default')
}

export function StatusChip({ status, transitional }: { status: string; transitional?: boolean }) {
  const busy = transitional ?? volumeIs('transitional', status)
  const t = useT()
  return (
    <Chip
      role="status"
      size="small"
      variant={busy ? 'outlined' : 'filled'}
      color={toneOf(status)}
      label={t(status, { ns: 'status' })}
      icon={busy ? <CircularProgress size={12} aria-hidden /> : undefined}
    />
  )
}
