// How the parts inside a DialogShell close it (Cancel, Close), respecting its busy state.
import { createContext, useContext } from 'react'

export interface DialogClose {
  close: () => void
  busy: boolean
}

export const DialogCloseContext = createContext<DialogClose>({ close: () => undefined, busy: false })

export function useDialogClose(): DialogClose {
  return useContext(DialogCloseContext)
}
