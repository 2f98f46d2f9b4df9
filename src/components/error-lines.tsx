// The body of every error shown, in a notification or in place: the message, what a lost answer
// means, and the request id with its Copy button.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { errorText } from './error-text'
import { RequestIdLine } from './notify-copy'

/** The message, what a lost answer means, and the request id: the body of every error shown. */
export function ErrorLines({ error }: { error: unknown }) {
  const text = errorText(error)
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {text.message}
      </Typography>
      {text.unknownOutcome && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {text.unknownOutcome}
        </Typography>
      )}
      {text.requestId && <RequestIdLine requestId={text.requestId} />}
    </>
  )
}

export function ErrorDetail({ title, error }: { title: string; error: unknown }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ErrorLines error={error} />
    </Box>
  )
}
