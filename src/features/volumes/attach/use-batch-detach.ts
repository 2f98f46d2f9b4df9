// Detach from Manage Attachments: one row or the checked rows, one after another, with the rows
// being detached marked while it lasts (the steps of the detach run).
import { useState } from 'react'
import type { Volume } from '../../../api'
import { useDetach } from '../../../attachments/use-detach'

export function useBatchDetach() {
  const detach = useDetach()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  const run = async (volume: Volume, ids: readonly string[]) => {
    if (ids.length === 0) return
    await detach.run({ volume, attachmentIds: ids })
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))
  }

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return { busy: detach.unfinished, selected, select, run }
}
