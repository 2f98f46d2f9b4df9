// The whole app with the console's session (here the demo cloud plays the console's server,
// as it does in the browser): the page never holds a token, a reload or a deep link finds the
// session again, and Sign Out ends it at Keystone.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderApp } from '../../test/render-app'

const demo = setUpDemoCloud()
/** Every request the page sends during a test, with whether it carried a token. */
function pageRequests() {
  const seen: Array<{ method: string; url: string; token: string | null }> = []
  demo.server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: request.url, token: request.headers.get('x-auth-token') })
  })
  return seen
}

describe('the console session in the app', () => {
  it('survives a reload and opens a deep link; the page never sends or gets a token; Sign Out revokes', async () => {
    const seen = pageRequests()
    const first = renderApp('/volumes')
    const user = userEvent.setup({ delay: null })
    await screen.findByRole('heading', { name: 'Sign In', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await screen.findByRole('heading', { name: 'Volumes', level: 1 })
    const session = demo.cloud.state.consoleSession
    expect(session).toMatchObject({ userId: expect.any(String), expiresAt: expect.any(Number) })
    const token = demo.cloud.consoleToken
    expect(token).toEqual(expect.any(String))
    first.unmount()

    // A reload at a bookmark: no Sign In, the page it points at.
    const second = renderApp('/snapshots')
    expect(await screen.findByRole('heading', { name: 'Snapshots', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument()
    await screen.findByRole('table', { name: 'Snapshots' })

    // Every call went to the console's session or through its proxy, none with a token.
    expect(seen.length).toBeGreaterThan(4)
    for (const request of seen) {
      expect(request.token).toBeNull()
      expect(new URL(request.url).pathname).toMatch(/^\/(_console\/session|os-proxy\/)/)
    }
    // The session's answers carried the services' version documents: the page asked no root itself.
    expect(
      seen.map((request) => new URL(request.url).pathname).filter((path) => /\/(volume|compute)\/$/.test(path)),
    ).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    await screen.findByRole('heading', { name: 'Sign In', level: 1 })
    await waitFor(() => expect(demo.cloud.state.consoleSession).toBeUndefined())
    expect(demo.cloud.tokens.has(token ?? '')).toBe(false)
    second.unmount()

    // Signed out stays signed out after a reload.
    renderApp('/volumes')
    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument()
  })

  it('waits for a sign-out to end at the server before it signs in again: a sign-in meanwhile would find the old session', async () => {
    renderApp('/volumes')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    await screen.findByRole('heading', { name: 'Volumes', level: 1 })
    // The server holds its answer to the sign-out until the demo cloud has kept it.
    let keep = (): void => {}
    const stop = demo.cloud.onChange(() => new Promise<void>((resolve) => (keep = resolve)))
    try {
      await user.click(screen.getByRole('button', { name: 'Sign Out' }))
      await screen.findByRole('heading', { name: 'Sign In', level: 1 })
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled()
      keep()
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
      expect(demo.cloud.state.consoleSession).toBeUndefined()
    } finally {
      keep()
      stop()
    }
  })
})

describe('the demo cloud as the console’s server', () => {
  const session = `${window.location.origin}/_console/session`
  const proxied = (path: string) => `${window.location.origin}/os-proxy/http/cloud.test${path}`
  const signIn = () =>
    fetch(session, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
      body: JSON.stringify({
        credentials: { authUrl: demo.authUrl, username: 'demo', password: 'demo', projectName: 'demo' },
      }),
    })

  it('answers as the server does: no session, no header, the token endpoint, Keystone’s refusal', async () => {
    const none = await fetch(proxied('/volume/v3'))
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ reason: 'none' })
    // Nobody signed in is an answer (204), not an error.
    expect((await fetch(session)).status).toBe(204)
    const crossSite = await fetch(session, { method: 'POST', body: '{}' })
    expect(crossSite.status).toBe(403)
    const wrong = await fetch(session, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
      body: JSON.stringify({ credentials: { username: 'demo', password: 'nope', projectName: 'demo' } }),
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({
      error: { message: 'The request you have made requires authentication.' },
    })
    expect(wrong.headers.get('x-subject-token')).toBeNull()

    const signedIn = await signIn()
    expect(signedIn.status).toBe(201)
    expect(signedIn.headers.get('x-subject-token')).toBeNull()
    const body = (await signedIn.json()) as { token: { project: { id: string } } }
    const volumes = proxied(`/volume/v3/${body.token.project.id}/volumes`)
    expect((await fetch(volumes)).status).toBe(200)
    const before = demo.cloud.state.volumes.length
    const forged = await fetch(volumes, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ volume: { size: 1 } }),
    })
    expect(forged.status).toBe(403)
    expect(demo.cloud.state.volumes.length).toBe(before)
    expect((await fetch(proxied('/identity/v3/auth/tokens'))).status).toBe(403)
    expect((await fetch(`${window.location.origin}/os-proxy/http/elsewhere.test/x`)).status).toBe(403)
    // The demo's "expire every token" ends the console session too.
    await fetch(`${window.location.origin}/_demo/expire-tokens`, { method: 'POST' })
    const expired = await fetch(volumes)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ reason: 'expired' })
  })
})
