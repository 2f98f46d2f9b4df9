// A status in a table, and beside an error status the one-line reason Cinder recorded (its newest
// user message about the row), asked for only for rows in error, once per row and kept 5 minutes.
// Where the column is narrow (1280 px with every multi-attach column) the reason gives way to an
// icon with the reason as its tooltip; screen readers read the reason either way.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useQuery } from '@tanstack/react-query'
import { InfoIcon } from '../../components/icons'
import { messageLine, messageParts } from '../../components/message-words'
import { StatusChip } from '../../components/StatusChip'
import { visuallyHidden } from '../../components/visually-hidden'
import { useClient } from '../../lib/session'
import { resourceMessagesOptions } from '../../queries/messages'
import { isErrorStatus } from '../../rules/statuses'

/** Below this width of the cell the reason is an icon. */
const NARROW = '@container (max-width: 190px)'

export function StatusWithReason({ id, status }: { id: string; status: string }) {
  const failed = isErrorStatus(status)
  const client = useClient()
  const messages = useQuery(resourceMessagesOptions(client, id, { enabled: failed }))
  const newest = failed ? messages.data?.[0] : undefined
  if (!newest) return <StatusChip status={status} />
  const line = messageLine(newest)
  return (
    <Box sx={{ containerType: 'inline-size', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <StatusChip status={status} />
        <Box
          component="span"
          title={line}
          sx={{
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontSize: '0.8125rem',
            [NARROW]: visuallyHidden,
          }}
        >
          {messageParts(newest).detail}
        </Box>
        <Tooltip title={line}>
          <InfoIcon
            aria-hidden
            fontSize="small"
            color="error"
            sx={{ display: 'none', flexShrink: 0, [NARROW]: { display: 'inline-block' } }}
          />
        </Tooltip>
      </Stack>
    </Box>
  )
}
