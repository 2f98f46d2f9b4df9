// A component whose code is a chunk of its own, like React.lazy, but drawn at once when its code
// has already arrived (fetched ahead by `preload`). React.lazy suspends on its first render even
// then, and React holds a revealed Suspense boundary back for a moment (its fallback throttle),
// which on the way from Sign In to the first rows added up to most of a second (docs/requests-per-view.md).
import { lazy, useState, type ComponentType } from 'react'

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    if (!loading) {
      const started = load().then((component) => (loaded = component))
      // A failed fetch (the network dropped) is tried again next time.
      started.catch(() => {
        if (loading === started) loading = undefined
      })
      loading = started
    }
    return loading
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would mount it again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return { preload, Component: Preloaded }
}
