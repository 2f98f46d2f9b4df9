// One quota as people read it at a glance: what is used of what is allowed, a bar coloured by how
// full it is (80 % and up: warning; nothing left: error), what is left, and what is reserved by
// requests in flight. Without a limit there is no bar, only the usage and "No limit".
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useT } from '../../i18n/use-t'
import type { Usage } from '../../rules/quota-rules'
import { fullness, left, level, unlimited } from '../../rules/quota-rules'

const COLOR = { ok: 'primary', near: 'warning', full: 'error' } as const

interface Props {
  /** What is counted, e.g. "Volumes" (names the bar for screen readers). */
  label: string
  usage: Usage
  /** "GiB" for sizes, nothing for counts. */
  unit?: 'GiB'
  /** A small meter (a table cell): one line of text above a thin bar. */
  dense?: boolean
}

export function QuotaMeter({ label, usage, unit, dense = false }: Props) {
  const t = useT()
  const used = usage.inUse + usage.reserved
  const amount = (value: number) =>
    unit ? t('{{size}} GiB', { size: value.toLocaleString() }) : value.toLocaleString()
  const summary = unlimited(usage)
    ? t('{{used}} used, no limit', { used: amount(used) })
    : t('{{used}} of {{max}}', { used: amount(used), max: amount(usage.limit) })
  const remaining = left(usage)
  const state = level(usage)
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant={dense ? 'body2' : 'h6'} component="p" noWrap title={summary}>
        {summary}
      </Typography>
      {!unlimited(usage) && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.round(fullness(usage) * 100))}
          color={COLOR[state]}
          aria-label={label}
          aria-valuetext={summary}
          sx={{ height: dense ? 4 : 8, borderRadius: 1, my: dense ? 0.5 : 1 }}
        />
      )}
      {!dense && (
        <Typography variant="body2" color={state === 'ok' ? 'text.secondary' : `${COLOR[state]}.main`}>
          {unlimited(usage)
            ? t('No limit')
            : remaining === 0
              ? t('Nothing left')
              : t('{{left}} left', { left: amount(remaining) })}
          {usage.reserved > 0 && ` · ${t('{{count}} reserved', { count: usage.reserved })}`}
        </Typography>
      )}
    </Box>
  )
}
