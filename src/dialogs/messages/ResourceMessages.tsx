// Why a volume, snapshot or backup failed, in Cinder's words (its user messages, 3.3): on the
// resource's page, newest first, with what the console knows of the event and the request id
// an operator can look up. Where the cloud has no messages API, it says so instead.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { featureReason } from '../../components/error-text'
import { formatCreated } from '../../components/format'
import { messageHint, messageLine } from '../../components/message-words'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { resourceMessagesOptions } from '../../queries/messages'
import { isErrorStatus } from '../../rules/statuses'

export function ResourceMessages({ resourceId, status }: { resourceId: string; status: string }) {
  const t = useT()
  const client = useClient()
  const feature = client.feature('messages')
  const messages = useQuery(resourceMessagesOptions(client, resourceId))
  const failed = isErrorStatus(status)
  if (!feature.available) {
    return <Typography color="text.secondary">{featureReason(feature)}</Typography>
  }
  const list = messages.data ?? []
  const [newest, ...older] = list
  return (
    <Stack spacing={1.5}>
      <ListState
        query={messages}
        loading={t('Loading messages…')}
        failed={t('Could not load messages')}
        empty={
          messages.data?.length === 0
            ? failed
              ? t('Cinder kept no message about why. It keeps them for 30 days by default.')
              : t('No messages: nothing failed lately.')
            : undefined
        }
      />
      {newest && (
        <Alert severity={failed ? 'error' : 'info'} role={failed ? 'alert' : undefined}>
          <AlertTitle>{messageLine(newest)}</AlertTitle>
          {messageHint(newest) && <Typography variant="body2">{messageHint(newest)}</Typography>}
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            {t('{{time}} · event {{event}} · request {{request}}', {
              time: formatCreated(newest.created_at),
              event: newest.event_id,
              request: newest.request_id,
            })}
          </Typography>
        </Alert>
      )}
      {older.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label={t('Earlier messages')}>
          {older.map((message) => (
            <Typography component="li" variant="body2" key={message.id}>
              {t('{{time}}: {{text}} (request {{request}})', {
                time: formatCreated(message.created_at),
                text: messageLine(message),
                request: message.request_id,
              })}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
