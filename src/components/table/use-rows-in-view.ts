// How many rows a table draws in its first pass: those the window can show below the table's top,
// then all of them once that pass has been painted. A page of 20 volumes took one task of
// 0.1–0.15 s to draw on a real Zed cloud's data, the rows below the fold half of it (Sign In → first row, docs/requests-per-view.md).
// Null (every row) where there is no layout (jsdom).
import type { RefObject } from 'react'
import { useEffect, useLayoutEffect, useState } from 'react'

export function useRowsInView(ref: RefObject<HTMLElement | null>, rowHeight: number): number | null {
  const [limit, setLimit] = useState<number | null>(null)
  // On mount, in the same commit as the width's measurement (use-content-width.ts): the rows are
  // first drawn already cut to what shows.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || element.clientWidth === 0) return
    const below = window.innerHeight - element.getBoundingClientRect().top
    // The header row, then the body's rows, one more for a partly shown one.
    setLimit(Math.max(1, Math.ceil(below / rowHeight)))
  }, [ref, rowHeight])
  useEffect(() => {
    if (limit === null) return
    // The rest after the frame that paints the first rows.
    let timer: number | undefined
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setLimit(null))
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [limit])
  return limit
}
