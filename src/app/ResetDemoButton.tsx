import Button from '@mui/material/Button'
import { useState } from 'react'
import { useT } from '../i18n/use-t'

/** Restores the demo cloud's scenario data; the reload also signs out (the session is memory-only). */
export function ResetDemoButton() {
  const [pending, setPending] = useState(false)
  const t = useT()

  async function reset() {
    setPending(true)
    try {
      // Literal check so a VITE_CLOUD=real build drops the demo cloud chunk.
      if (import.meta.env.VITE_CLOUD !== 'real') {
        const { resetDemoCloud } = await import('../mocks/browser')
        await resetDemoCloud()
      }
    } finally {
      window.location.reload()
    }
  }

  return (
    <Button color="inherit" loading={pending} onClick={() => void reset()}>
      {t('Reset demo data')}
    </Button>
  )
}
