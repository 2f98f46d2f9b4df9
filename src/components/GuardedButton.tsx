// A button a rule may forbid: disabled, with the rule as a tooltip for the mouse and as the
// accessible description for keyboards and screen readers (a disabled button gets no hover).
import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import { useId } from 'react'
import { visuallyHidden } from './visually-hidden'

export function GuardedButton({ reason, disabled, ...props }: ButtonProps & { reason?: string }) {
  const reasonId = useId()
  if (!reason) return <Button {...props} disabled={disabled} />
  return (
    <Tooltip title={reason} describeChild>
      <span>
        <Button {...props} disabled aria-describedby={reasonId} />
        <Box component="span" id={reasonId} sx={visuallyHidden}>
          {reason}
        </Box>
      </span>
    </Tooltip>
  )
}
