// The width inside an element (its border and scrollbar left out), kept up to date as the
// window or the layout changes; 0 where there is no layout (jsdom), so a table shows everything;
// null before the first measurement (in the layout effect, before the first paint).
import type { RefObject } from 'react'
import { useLayoutEffect, useState } from 'react'

export function useContentWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
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
