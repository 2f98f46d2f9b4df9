// Detach from Manage Attachments: one row or the checked rows, one after another, with the rows
// being detached marked while it lasts.
import { useRef, useState } from 'react'
import type { Volume } from '../../../api'
import { useDetach } from './use-detach'

export function useBatchDetach() {
  const detach = useDetach()
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // A double click lands before the busy state renders.
  const running = useRef(false)

  const run = async (volume: Volume, ids: readonly string[]) => {
    if (running.current || ids.length === 0) return
    running.current = true
    setBusy(new Set(ids))
    try {
      await detach(volume, ids, {
        onProgress: (id, progress) => {
          if (progress === 'detaching') return
          setBusy((current) => new Set([...current].filter((item) => item !== id)))
        },
      })
    } finally {
      running.current = false
      setBusy(new Set())
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))
    }
  }

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return { busy, selected, select, run }
}
