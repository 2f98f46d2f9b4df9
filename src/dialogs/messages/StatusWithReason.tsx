// A status in a table, and beside an error status the one-line reason Cinder recorded (its newest
// user message about the row), asked for only for rows in error, once per row and kept 5 minutes.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useQuery } from '@tanstack/react-query'
import { messageLine, messageParts } from '../../components/message-words'
import { StatusChip } from '../../components/StatusChip'
import { useClient } from '../../lib/session'
import { resourceMessagesOptions } from '../../queries/messages'
import { isErrorStatus } from '../../rules/statuses'

export function StatusWithReason({ id, status }: { id: string; status: string }) {
  const failed = isErrorStatus(status)
  const client = useClient()
  const messages = useQuery(resourceMessagesOptions(client, id, { enabled: failed }))
  const newest = failed ? messages.data?.[0] : undefined
  if (!newest) return <StatusChip status={status} />
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <StatusChip status={status} />
      <Box
        component="span"
        title={messageLine(newest)}
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: '0.8125rem' }}
      >
        {messageParts(newest).detail}
      </Box>
    </Stack>
  )
}
