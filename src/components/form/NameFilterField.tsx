// The name filter of a list page: what is typed reaches the URL after a pause, and the field
// keeps what was typed since when the URL echoes the name sent (a pause mid-word sends it);
// a name the URL brings from elsewhere (back button, a shared link) replaces the field.
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState } from 'react'

export function NameFilterField({
  value,
  onChange,
  label,
}: {
  value: string
  onChange: (name: string) => void
  label: string
}) {
  const [name, setName] = useState(value)
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState<string | null>(null)
  if (seen !== value) {
    setSeen(value)
    if (value !== sent) setName(value)
  }
  // The page's callback may be new on every render (a poll): the pause is not restarted for that.
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  }, [onChange])
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    if (name === value) return undefined
    pending.current = setTimeout(() => {
      setSent(name)
      report.current(name)
    }, 300)
    return () => clearTimeout(pending.current)
  }, [name, value])
  // Leaving the field sends what it holds at once: a click elsewhere (a row's link that moves the
  // session to another project) must not be followed by a late write of this page's address.
  const flush = () => {
    clearTimeout(pending.current)
    if (name === value) return
    setSent(name)
    report.current(name)
  }
  return (
    <TextField
      label={label}
      size="small"
      value={name}
      onChange={(event) => setName(event.target.value)}
      onBlur={flush}
    />
  )
}
