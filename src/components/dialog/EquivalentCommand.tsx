// "Equivalent command" under a dialog's fields: the CLI command and the raw API request of what
// the dialog would send with the form's current values, each with a Copy button. Closed until
// the user opens it; while open it follows the form. Nothing is sent to the cloud: the request is
// the API module's own call, recorded (src/api/describe.ts), and neither part holds a
// credential (the CLIs read theirs from the environment; a request needs its own X-Auth-Token).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { DescribedRequest } from '../../api'
import { requestText } from '../../api'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import { copyText } from '../notify-copy'

/** What a dialog would send, as a command line (or several) and as its API requests. */
export interface CommandSpec {
  cli: string
  requests: DescribedRequest[]
}

export interface EquivalentCommandProps<T extends FieldValues, TVars> {
  form: UseFormReturn<T>
  toVars: (values: T) => TVars | null
  command: (vars: TVars) => CommandSpec | null
}

export function EquivalentCommand<T extends FieldValues, TVars>(props: EquivalentCommandProps<T, TVars>) {
  return <Disclosure panel={() => <FormCommand {...props} />} />
}

/** The same for what is not a form's submit (Manage Attachments' Detach selected): `spec` is what would be sent now. */
export function EquivalentCommandOf({ spec }: { spec: CommandSpec | null }) {
  return <Disclosure panel={() => <CommandPanel spec={spec} />} />
}

/** "Equivalent command", closed until opened; the panel is drawn only while open. */
function Disclosure({ panel }: { panel: () => ReactNode }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        sx={{ px: 0.5 }}
      >
        {open ? '▾ ' : '▸ '}
        {t('Equivalent command')}
      </Button>
      {open && <Box id={panelId}>{panel()}</Box>}
    </Box>
  )
}

function FormCommand<T extends FieldValues, TVars>({ form, toVars, command }: EquivalentCommandProps<T, TVars>) {
  // Re-renders on every change of the form; the values are read whole below.
  useWatch({ control: form.control })
  return <CommandPanel spec={specOf(form.getValues(), toVars, command)} />
}

function CommandPanel({ spec }: { spec: CommandSpec | null }) {
  const t = useT()
  if (spec === null) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('Nothing to send with the values as they are.')}
      </Typography>
    )
  }
  return (
    <Stack role="group" aria-label={t('Equivalent command')} spacing={1} sx={{ mt: 0.5 }}>
      <CommandBlock heading={N_('CLI')} copyLabel={N_('Copy CLI command')} text={spec.cli} />
      <CommandBlock
        heading={N_('API request')}
        copyLabel={N_('Copy API request')}
        text={spec.requests.map(requestText).join('\n\n')}
      />
      <Typography variant="caption" color="text.secondary">
        {t(
          'No credentials are shown: the CLI reads yours from the environment (OS_* variables or clouds.yaml), and a request needs a token of your own in X-Auth-Token.',
        )}
      </Typography>
    </Stack>
  )
}

function specOf<T extends FieldValues, TVars>(
  values: T,
  toVars: (values: T) => TVars | null,
  command: (vars: TVars) => CommandSpec | null,
): CommandSpec | null {
  try {
    const vars = toVars(values)
    return vars === null ? null : command(vars)
  } catch {
    // Values the form has not checked yet may not make a request; the command waits for them.
    return null
  }
}

type CopyState = 'idle' | 'copied' | 'failed'

function CommandBlock({ heading, copyLabel, text }: { heading: string; copyLabel: string; text: string }) {
  const t = useT()
  const headingId = useId()
  const [state, setState] = useState<CopyState>('idle')
  const copy = async () => setState((await copyText(text)) ? 'copied' : 'failed')
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="subtitle2">
          {t(heading)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="span" variant="caption" role="status">
            {state === 'copied' ? t('Copied') : state === 'failed' ? t('Copy failed') : ''}
          </Typography>
          <Button size="small" aria-label={t(copyLabel)} onClick={() => void copy()}>
            {t('Copy')}
          </Button>
        </Box>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Box>
  )
}
