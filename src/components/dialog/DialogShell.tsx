// The one dialog frame: a title (with the resource it acts on), nothing else. What goes inside
// is a DialogForm (fields, the cloud's refusal, Cancel and Submit) or a DialogLoading (what the
// form needs is on its way, or failed). Closing is refused while a run must be seen through;
// focus goes back where it was when the dialog closes (MUI's focus trap).
import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { DialogCloseContext } from './dialog-close'

export interface DialogShellProps {
  title: string
  /** What the dialog acts on (a volume's or a server's name), after the title in a softer colour. */
  subject?: string
  /** Omitted: neither Escape nor a click outside dismisses it (the content offers the way out). */
  onClose?: () => void
  /** While true the dialog cannot be closed: a request is out, or a sequence is half-way. */
  busy?: boolean
  /** False keeps the frame mounted but closed (the dialog's state is dropped: it starts afresh). */
  open?: boolean
  maxWidth?: 'xs' | 'sm' | 'md'
  /** The id of the text that describes the dialog, when there is one. */
  describedBy?: string
  /** Called once the dialog has opened (its focus trap is in place). */
  onEntered?: (node: HTMLElement) => void
  children: ReactNode
}

export function DialogShell({
  title,
  subject,
  onClose,
  busy = false,
  open = true,
  maxWidth = 'sm',
  describedBy,
  onEntered,
  children,
}: DialogShellProps) {
  const titleId = useId()
  const close = () => {
    if (!busy) onClose?.()
  }
  return (
    <Dialog
      open={open}
      onClose={onClose && close}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth={maxWidth}
      slotProps={onEntered && { transition: { onEntered } }}
    >
      <DialogTitle id={titleId}>
        {title}
        {subject && (
          <>
            {' '}
            <Typography component="span" variant="inherit" color="text.secondary">
              {subject}
            </Typography>
          </>
        )}
      </DialogTitle>
      {open && <DialogCloseContext.Provider value={{ close, busy }}>{children}</DialogCloseContext.Provider>}
    </Dialog>
  )
}
