// "Refresh" on a list page's header: asks again now for everything the page shows (the list and
// what its rows show). While the answers are on their way the button is busy (a spinner,
// aria-busy, a second press ignored); the rows on screen stay until the new ones replace them.
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { RefreshIcon } from './table-icons'

export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const refresh = async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await onRefresh()
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outlined"
      // Not disabled while busy (a disabled button drops the keyboard's focus): a second press does nothing.
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <RefreshIcon />}
      aria-busy={busy}
      aria-disabled={busy}
      onClick={() => void refresh()}
    >
      {t('Refresh')}
    </Button>
  )
}
