// Whether an element has come into view (once seen, it stays true): a section below the fold
// asks the cloud only when the reader gets there. Without IntersectionObserver (jsdom), at once.
import { useEffect, useState, type RefObject } from 'react'

export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return undefined
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}
