// One cold visit at a distance, in a fresh Chromium context (empty cache): the Volumes address
// opened, Sign In shown, the password typed, Sign In clicked, the first volume row shown. The
// distance is Chromium's network emulation (Network.emulateNetworkConditions): each request's
// answer is held back by the round trip and the bytes paced to the bandwidth, per direction.
// That emulation delays requests, not TCP or TLS handshakes, so it understates what a new
// connection costs (HTTP/1.1 opens up to six, HTTP/2 one): the gap it shows between the two is a
// floor. What the browser used is read from the page itself (Resource Timing's nextHopProtocol).
import type { Browser, CDPSession } from 'playwright'
import { firstVolumeRow, openSignIn, signInButton } from '../browser.ts'

export interface Distance {
  /** Round trip, ms. */
  rttMs: number
  /** Both directions, bits per second. */
  bitsPerSecond: number
}

/** A user far from the dashboard: 100 ms round trip, 10 Mbit/s each way. */
export const FAR: Distance = { rttMs: 100, bitsPerSecond: 10_000_000 }
/** Between a dashboard's server and the cloud it serves, when they are not on one site. */
export const CLOUD_RTT_MS = 40

/** Holds back and paces what `cdp`'s page sends and receives as at `distance`. */
export async function emulateDistance(cdp: CDPSession, distance: Distance): Promise<void> {
  const bytesPerSecond = distance.bitsPerSecond / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: distance.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
}

export interface ColdVisit {
  /** From asking for the address to the Sign In form ready to type in. */
  signInShownMs: number
  /** From the Sign In click to the first volume row. */
  firstRowMs: number
  /** Requests the page made until the first row (documents, scripts, styles, API calls). */
  requests: number
  scripts: number
  /** The protocols the browser used, e.g. { h2: 97 } or { 'http/1.1': 97 }. */
  protocols: Record<string, number>
}

export async function coldVisit(browser: Browser, origin: string, distance: Distance): Promise<ColdVisit> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    locale: 'en-US',
    // The bench's own self-signed certificate for 127.0.0.1.
    ignoreHTTPSErrors: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await emulateDistance(cdp, distance)
    const opened = performance.now()
    await openSignIn(page, `${origin}/volumes`)
    const signInShownMs = performance.now() - opened
    const clicked = performance.now()
    await signInButton(page).click()
    await firstVolumeRow(page).waitFor({ state: 'visible', timeout: 180_000 })
    const firstRowMs = performance.now() - clicked
    const entries = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => {
        const timing = entry as PerformanceResourceTiming
        return { protocol: timing.nextHopProtocol, type: timing.initiatorType, name: timing.name }
      }),
    )
    const protocols: Record<string, number> = {}
    for (const entry of entries)
      protocols[entry.protocol || 'unknown'] = (protocols[entry.protocol || 'unknown'] ?? 0) + 1
    const scripts = entries.filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname)).length
    return { signInShownMs, firstRowMs, requests: entries.length, scripts, protocols }
  } finally {
    await context.close()
  }
}
