// One place that runs the row actions of a server: dialogs for attach, detach, which volumes go
// with it, and delete;
// shelve and unshelve at once.
import { useState } from 'react'
import type { Server } from '../../../api'
import { AttachVolumeDialog } from '../attach/AttachVolumeDialog'
import { DetachVolumeDialog } from '../detach/DetachVolumeDialog'
import { DeleteOnTerminationDialog } from './DeleteOnTerminationDialog'
import { DeleteServerDialog } from './DeleteServerDialog'
import type { ServerActionId } from './server-actions'
import { useShelving } from './use-shelving'

type Open = { kind: 'attach' | 'detach' | 'volumes' | 'delete'; server: Server }

export function useServerDialogs() {
  const [open, setOpen] = useState<Open | null>(null)
  const shelving = useShelving()
  const close = () => setOpen(null)

  function act(id: ServerActionId, server: Server) {
    if (id === 'shelve' || id === 'unshelve') void shelving.run({ kind: id, server })
    else setOpen({ kind: id, server })
  }

  const element = (() => {
    switch (open?.kind) {
      case 'attach':
        return <AttachVolumeDialog server={open.server} onClose={close} />
      case 'detach':
        return <DetachVolumeDialog server={open.server} onClose={close} />
      case 'volumes':
        return <DeleteOnTerminationDialog server={open.server} onClose={close} />
      case 'delete':
        return <DeleteServerDialog server={open.server} onClose={close} />
      default:
        return null
    }
  })()

  return { element, act }
}
