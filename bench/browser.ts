// Chromium through Playwright, signing in on the console's Sign In page, and a recorder of the
// API calls (/os-proxy/) a page makes, with "the network is idle" as no such call for a while.
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright'
import { chromium } from 'playwright'

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-quic'] })
}

export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    locale: 'en-US',
    // The bench's own self-signed certificate for 127.0.0.1, when a console serves TLS.
    ignoreHTTPSErrors: true,
  })
}

const SIGN_IN_PATH = '/sign-in'
const READY_TIMEOUT = 120_000

/** Opens `url` (a view, which sends an anonymous visitor to Sign In) and types the password. */
export async function openSignIn(page: Page, url: string, password = 'demo'): Promise<void> {
  await page.goto(url)
  await page.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: READY_TIMEOUT })
  // The form is prefilled from /_console/config.json; wait for it before typing the password.
  const keystone = page.getByLabel('Keystone URL')
  const deadline = Date.now() + READY_TIMEOUT
  while (!/^https?:\/\/./.test(await keystone.inputValue())) {
    if (Date.now() > deadline) throw new Error('the Sign In form was never prefilled')
    await page.waitForTimeout(50)
  }
  await page.getByLabel('Password').fill(password)
}

export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Sign In' })
}

export function volumesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Volumes' })
}

/** The first row of volumes (rows with a volume link; the header row has none). */
export function firstVolumeRow(page: Page): Locator {
  return firstRowOf(page, 'Volumes')
}

/** The first row with a link of the table named `table` (the header row has none). */
export function firstRowOf(page: Page, table: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first()
}

export function domNodeCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length)
}

export interface ApiCall {
  method: string
  /** Path and query below the console's origin, e.g. /os-proxy/…/volumes/detail?limit=20 */
  path: string
  /** The app's route when the call went out; /sign-in for sign-in and discovery. */
  route: string
  status?: number
}

/** Records the page's /os-proxy/ calls and knows when none has been in flight for a while. */
export class ApiRecorder {
  readonly calls: ApiCall[] = []
  private readonly pending = new Map<Request, ApiCall>()
  private lastActivity = Date.now()
  private route = ''

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.route = new URL(frame.url()).pathname
    })
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!url.pathname.startsWith('/os-proxy/')) return
      const call: ApiCall = { method: request.method(), path: url.pathname + url.search, route: this.route }
      this.calls.push(call)
      this.pending.set(request, call)
      this.lastActivity = Date.now()
    })
    page.on('requestfinished', (request) => void this.finish(request))
    page.on('requestfailed', (request) => void this.finish(request))
  }

  private async finish(request: Request): Promise<void> {
    const call = this.pending.get(request)
    if (!call) return
    this.pending.delete(request)
    this.lastActivity = Date.now()
    call.status = (await request.response().catch(() => null))?.status()
  }

  /** Calls made once the app had left Sign In: what the view itself asked for. */
  viewCalls(): ApiCall[] {
    return this.calls.filter((call) => call.route !== SIGN_IN_PATH)
  }

  /** Resolves once no API call has been in flight for `quietMs` (false if `timeoutMs` passes first). */
  async idle(quietMs = 1_500, timeoutMs = 60_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs) return true
      await this.page.waitForTimeout(100)
    }
    return false
  }
}
