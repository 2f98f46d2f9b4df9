// A value on a resource's page that is edited where it is shown: a pencil beside it opens a text
// field with Save and Cancel (Enter saves, Escape cancels). The check runs on the field; the
// cloud's refusal shows under it with what was typed kept.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { useState, type KeyboardEvent } from 'react'
import { useT } from '../i18n/use-t'
import { EditIcon } from './icons'
import { ErrorAlert } from './notify-alert'

interface Props {
  /** What the value is, e.g. "Name": the field's label and the pencil's ("Edit Name"). */
  label: string
  value: string
  multiline?: boolean
  /** A react-hook-form style rule: true, or the message. */
  validate: (value: string) => true | string
  /** Sends the value; resolves true once saved. Its refusal comes back as `error`. */
  onSave: (value: string) => Promise<boolean>
  /** The cloud's refusal of the last save. */
  error: unknown
  errorTitle: string
  pending: boolean
  /** Editing is not allowed now, and why (the pencil is disabled with it). */
  disabledReason?: string
}

export function InlineTextEdit({
  label,
  value,
  multiline,
  validate,
  onSave,
  error,
  errorTitle,
  pending,
  disabledReason,
}: Props) {
  const t = useT()
  const [draft, setDraft] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [tried, setTried] = useState(false)

  const cancel = () => {
    setDraft(null)
    setProblem(null)
    setTried(false)
  }
  const save = async () => {
    if (draft === null || pending) return
    const check = validate(draft)
    if (check !== true) {
      setProblem(check)
      return
    }
    if (draft.trim() === value.trim()) {
      cancel()
      return
    }
    setTried(true)
    if (await onSave(draft)) cancel()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      cancel()
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault()
      void save()
    }
  }

  if (draft === null) {
    const pencil = (
      <IconButton
        size="small"
        aria-label={t('Edit {{label}}', { label })}
        disabled={disabledReason !== undefined}
        onClick={() => setDraft(value)}
      >
        <EditIcon fontSize="inherit" />
      </IconButton>
    )
    return (
      <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {value || '—'}
        </Box>
        {disabledReason ? (
          <Tooltip title={disabledReason}>
            <span>{pencil}</span>
          </Tooltip>
        ) : (
          pencil
        )}
      </Stack>
    )
  }
  return (
    <Stack spacing={1} sx={{ maxWidth: 560 }}>
      <TextField
        size="small"
        label={label}
        value={draft}
        autoFocus
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          if (problem !== null) setProblem(null)
        }}
        onKeyDown={onKeyDown}
        error={problem !== null}
        helperText={
          problem ?? (multiline ? t('Enter saves; Shift+Enter starts a new line; Escape cancels.') : undefined)
        }
      />
      {tried && error != null && <ErrorAlert title={errorTitle} error={error} />}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={() => void save()} loading={pending}>
          {t('Save')}
        </Button>
        <Button size="small" onClick={cancel} disabled={pending}>
          {t('Cancel')}
        </Button>
      </Stack>
    </Stack>
  )
}
