// A resource's history as one list, newest first: each entry's time, what happened, and who
// asked with the request id an operator can follow into the services' logs (monospace, wrapped
// anywhere so an id never pushes the page sideways).
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { formatCreated } from './format'

export interface TimelineEntry {
  key: string
  /** A Cinder or Nova timestamp. */
  at: string
  what: ReactNode
  /** "by user …", "request …": empty when the service kept neither. */
  who: string[]
}

/** The words of an entry's "who": the user and the request id, each where known. */
export function whoAsked(t: TFunction, userId?: string, requestId?: string): string[] {
  const parts: string[] = []
  if (userId) parts.push(t('by user {{user}}', { user: userId }))
  if (requestId) parts.push(t('request {{id}}', { id: requestId }))
  return parts
}

export function Timeline({ label, entries }: { label: string; entries: readonly TimelineEntry[] }) {
  return (
    <List dense disablePadding aria-label={label}>
      {entries.map((entry) => (
        <ListItem key={entry.key} disableGutters sx={{ alignItems: 'baseline', gap: 2 }}>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ flex: '0 0 9.5rem', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatCreated(entry.at)}
          </Typography>
          <Stack component="span" sx={{ minWidth: 0 }}>
            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.what}
            </Typography>
            {entry.who.length > 0 && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}
              >
                {entry.who.join(' · ')}
              </Typography>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  )
}
