// The width inside an element (its border and scrollbar left out), kept up to date as the
// window or the layout changes; 0 where there is no layout (jsdom), so a table shows everything.
import type { RefObject } from 'react'
import { useLayoutEffect, useState } from 'react'

export function useContentWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Measured before the first paint, so a table never shows at the wrong width.
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
