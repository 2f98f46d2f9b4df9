// The request id of a failed call, with a button that copies it for a bug report or the
// operator's logs.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { N_ } from '../i18n/marker'
import { useT } from '../i18n/use-t'

/**
 * Puts `text` on the clipboard. navigator.clipboard exists only in secure contexts (https, or
 * localhost); elsewhere the older copy command of a selected text field stands in.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, page not focused): try the fallback below.
  }
  return legacyCopy(text)
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.appendChild(field)
  try {
    field.select()
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}

type CopyState = 'idle' | 'copied' | 'failed'

const LABEL: Record<CopyState, string> = { idle: N_('Copy'), copied: N_('Copied'), failed: N_('Copy failed') }

/** "Request ID: req-…" and its Copy button; spans only, so it fits inside a paragraph. */
export function RequestIdLine({ requestId }: { requestId: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const t = useT()
  const copy = async () => setState((await copyText(requestId)) ? 'copied' : 'failed')
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" variant="caption" sx={{ userSelect: 'all' }}>
        {t('Request ID: {{requestId}}', { requestId })}
      </Typography>
      <Button
        size="small"
        color="inherit"
        variant="text"
        sx={{ minWidth: 0, py: 0, textTransform: 'none' }}
        aria-label={t('Copy request id {{requestId}}', { requestId })}
        onClick={() => void copy()}
      >
        {t(LABEL[state])}
      </Button>
    </Box>
  )
}
