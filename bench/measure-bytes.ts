// Bytes of the Volumes page of the production build, as the browser received them (Chromium's
// own count per request, Network.loadingFinished's encodedDataLength: headers and the body as
// sent, compressed or not; 0 for what the cache served): a cold load (fresh context, empty
// cache, a session made at /_console/session and set as its cookie) and a warm one (a reload of
// the same page: 304s and cached assets), each until the first row shows and the API is idle.
// The API answers (/os-proxy/) are counted apart, as sent and decoded.
import type { Browser, CDPSession } from 'playwright'
import { ApiRecorder, firstVolumeRow, newContext } from './browser.ts'
import { consoleSessionCookie } from './console-cookie.ts'

export interface LoadBytes {
  /** Requests that finished (cached ones included). */
  requests: number
  /** Bytes received: headers and bodies as sent. */
  transferBytes: number
  /** Bodies after decoding (what the page saw). */
  decodedBytes: number
  /** Answered from the browser's cache (no request sent). */
  fromCache: number
  /** Answered 304 Not Modified. */
  notModified: number
  /** The API calls (/os-proxy/) among them. */
  api: { requests: number; transferBytes: number; decodedBytes: number }
}

export interface PageBytes {
  path: string
  cold: LoadBytes
  warm: LoadBytes
}

interface Tracked {
  url: string
  /** The status on the wire (a revalidated answer's 304; responseReceived reports the cached 200). */
  status?: number
  cached: boolean
  decoded: number
}

/** Counts one load's bytes from Chromium's network events. */
class ByteCounter {
  private requests = new Map<string, Tracked>()
  private done: Array<Tracked & { transfer: number }> = []

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      this.requests.set(event.requestId, { url: event.request.url, cached: false, decoded: 0 })
    })
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = this.requests.get(event.requestId)
      if (request) request.cached = true
    })
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      const request = this.requests.get(event.requestId)
      if (request) request.status = event.statusCode
    })
    cdp.on('Network.responseReceived', (event) => {
      const request = this.requests.get(event.requestId)
      if (!request) return
      request.status ??= event.response.status
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) request.cached = true
    })
    cdp.on('Network.dataReceived', (event) => {
      const request = this.requests.get(event.requestId)
      if (request) request.decoded += event.dataLength
    })
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.requests.get(event.requestId)
      if (!request) return
      this.requests.delete(event.requestId)
      this.done.push({ ...request, transfer: request.cached ? 0 : event.encodedDataLength })
    })
  }

  /** What finished since the last take, and a fresh start. */
  take(): LoadBytes {
    const done = this.done
    this.done = []
    const sum = (list: typeof done, pick: (item: (typeof done)[number]) => number) =>
      list.reduce((total, item) => total + pick(item), 0)
    const api = done.filter((item) => new URL(item.url).pathname.startsWith('/os-proxy/'))
    return {
      requests: done.length,
      transferBytes: sum(done, (item) => item.transfer),
      decodedBytes: sum(done, (item) => item.decoded),
      fromCache: done.filter((item) => item.cached).length,
      notModified: done.filter((item) => item.status === 304).length,
      api: {
        requests: api.length,
        transferBytes: sum(api, (item) => item.transfer),
        decodedBytes: sum(api, (item) => item.decoded),
      },
    }
  }
}

/** The Volumes page at `consoleOrigin`, cold then warm. */
export async function volumesPageBytes(browser: Browser, consoleOrigin: string): Promise<PageBytes> {
  const cookie = await consoleSessionCookie(consoleOrigin)
  const context = await newContext(browser)
  try {
    await context.addCookies([
      { name: cookie.name, value: cookie.value, url: consoleOrigin, httpOnly: true, sameSite: 'Strict' },
    ])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const counter = new ByteCounter(cdp)
    await cdp.send('Network.enable')
    const api = new ApiRecorder(page)
    const settle = async () => {
      await firstVolumeRow(page).waitFor({ state: 'visible', timeout: 120_000 })
      await page.waitForLoadState('load')
      await api.idle()
    }
    await page.goto(`${consoleOrigin}/volumes`)
    await settle()
    const cold = counter.take()
    await page.reload()
    await settle()
    const warm = counter.take()
    return { path: '/volumes', cold, warm }
  } finally {
    await context.close()
  }
}
