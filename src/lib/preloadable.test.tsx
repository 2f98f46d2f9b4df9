// preloadable: once its code has arrived, the component is drawn in the same render (no fallback);
// before, it suspends like React.lazy and is drawn when the code arrives.
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('preloadable', () => {
  it('draws a preloaded component at once, without its fallback', async () => {
    const hello = preloadable(() => Promise.resolve(Hello))
    await hello.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <hello.Component name="web-1" />
      </Suspense>,
    )
    expect(screen.getByText('Hello web-1')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('suspends until the code arrives when it was not preloaded, and fetches it once', async () => {
    let resolve: (component: typeof Hello) => void = () => undefined
    let loads = 0
    const hello = preloadable(
      () =>
        new Promise<typeof Hello>((done) => {
          loads += 1
          resolve = done
        }),
    )
    render(
      <Suspense fallback={<p>Loading</p>}>
        <hello.Component name="web-2" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeInTheDocument()
    resolve(Hello)
    expect(await screen.findByText('Hello web-2')).toBeInTheDocument()
    void hello.preload()
    expect(loads).toBe(1)
  })
})
